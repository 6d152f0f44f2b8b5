import { z } from './zod';

/**
 * Images a member sends (avatar, deposit receipt, proof a withdrawal did not arrive): one multipart file
 * field `file` plus a `purpose` field, PNG or JPEG by content, at most 5 MB. The reply's id is what other
 * calls (set avatar, deposit, withdrawal confirmation) refer to.
 */
export { maxUploadBytes, uploadPath } from './upload-limits';
export const ZUploadPurpose = z.enum([
  'avatar',
  'deposit_receipt',
  'withdrawal_proof',
  'promotion_application',
  'support_chat',
]);
export type TUploadPurpose = z.infer<typeof ZUploadPurpose>;
export const ZUploaded = z.object({ id: z.string(), url: z.string(), size: z.number().int() });
export type TUploaded = z.infer<typeof ZUploaded>;
/** An upload id as other calls carry it. */
export const ZUploadId = z.string().regex(/^\d{1,18}$/);
/** Where the back office reads an upload (operator token). */
export const adminUploadPath = '/admin/api/uploads/:id';
