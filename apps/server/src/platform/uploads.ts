import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  adminUploadPath,
  maxUploadBytes,
  type StaffAccess,
  staffMay,
  type TUploaded,
  type TUploadPurpose,
  uploadPath,
  ZUploadPurpose,
} from '@gemilang/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from './app-error';
import { authorize, signedInMember } from './auth';

/**
 * A picture's type by its first bytes, never by its name or the browser's word for it: PNG, JPEG, or WebP (a RIFF
 * file of form `WEBP`), which only the site's own pictures may be (ADR 072).
 */
export function pictureTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A member's image's type by its first bytes: PNG or JPEG only. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const type = pictureTypeOf(bytes);
  return type === 'image/webp' ? null : type;
}

/** Which staff may read a member's image of each purpose: those of the rule over the work it belongs to (ADR 069). */
const uploadReaders: Record<TUploadPurpose, StaffAccess> = {
  avatar: 'memberLookup',
  deposit_receipt: 'cashier',
  withdrawal_proof: 'withdrawalReview',
  promotion_application: 'promotions',
  support_chat: 'support',
};
const uploadPurposes = ZUploadPurpose.options;

export function uploadUrl(id: bigint | string): string {
  return `${uploadPath}/${id}`;
}

/** Checks and stores one image for a member. */
export async function storeUpload(
  db: Kysely<Database>,
  input: { merchantId: number; memberId: bigint; purpose: TUploadPurpose; bytes: Uint8Array },
): Promise<TUploaded> {
  if (input.bytes.length > maxUploadBytes) throw new AppError('upload_too_large');
  const contentType = imageTypeOf(input.bytes);
  if (!contentType) throw new AppError('upload_not_image');
  const row = await db
    .insertInto('uploads')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      purpose: input.purpose,
      content_type: contentType,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      bytes: input.bytes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: `${row.id}`, url: uploadUrl(row.id), size: input.bytes.length };
}

/** An upload of this member (another member's id reads as not found), for use cases that attach one. */
export async function memberUpload(
  db: Kysely<Database>,
  merchantId: number,
  memberId: bigint,
  id: string,
  purpose: TUploadPurpose,
): Promise<{ id: bigint }> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('id', '=', BigInt(id))
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

/** The SHA-256 (hex) of an upload of the brand, which an avatar's address carries so it cannot be guessed. */
export async function uploadHash(db: Kysely<Database>, merchantId: number, id: bigint): Promise<string> {
  const row = await db
    .selectFrom('uploads')
    .select('sha256')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.sha256;
}

/** An upload of the brand made for `purpose`, with its bytes, whoever made it; undefined when there is none. */
export function uploadForPurpose(db: Kysely<Database>, merchantId: number, id: bigint, purpose: TUploadPurpose) {
  return db
    .selectFrom('uploads')
    .select(['content_type', 'bytes', 'sha256'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Removes a brand's uploads of one purpose by id, answering how many went: the module that attached them removes
 * them with what they were attached to when its records are no longer kept (the chat's retention, ADR 070). Call it
 * inside that module's transaction, after the rows that name the uploads are gone.
 */
export async function deleteUploads(
  db: Kysely<Database>,
  merchantId: number,
  purpose: TUploadPurpose,
  ids: readonly bigint[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('uploads')
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function sendUpload(reply: FastifyReply, row: { content_type: string; bytes: Uint8Array } | undefined) {
  if (!row) throw new AppError('not_found');
  return reply
    .header('content-type', row.content_type)
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(row.bytes));
}

const idParam = (value: unknown): bigint => {
  if (typeof value !== 'string' || !/^\d{1,18}$/.test(value)) throw new AppError('not_found');
  return BigInt(value);
};

/**
 * POST the image (multipart: `purpose`, then `file`); GET it back as the member who sent it, or as an
 * operator of the same brand (a receipt in the cashier queue).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });

  app.post(uploadPath, async (request) => {
    await authorize(request, 'realMember');
    const member = signedInMember(request);
    if (!request.isMultipart()) throw new AppError('upload_not_image');
    let purpose: TUploadPurpose | null = null;
    let bytes: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'purpose') {
        const parsed = ZUploadPurpose.safeParse(part.value);
        if (!parsed.success) throw new AppError('invalid_input', [{ field: 'purpose', reason: 'invalid' }]);
        purpose = parsed.data;
      } else if (part.type === 'file' && part.fieldname === 'file') {
        bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError('upload_too_large');
      }
    }
    if (!purpose) throw new AppError('invalid_input', [{ field: 'purpose', reason: 'required' }]);
    if (!bytes) throw new AppError('invalid_input', [{ field: 'file', reason: 'required' }]);
    const value = await storeUpload(app.deps.db, {
      merchantId: request.merchant.id,
      memberId: member.id,
      purpose,
      bytes,
    });
    return { success: true, value };
  });

  app.get(`${uploadPath}/:id`, async (request, reply) => {
    await authorize(request, 'realMember');
    const member = signedInMember(request);
    const row = await app.deps.db
      .selectFrom('uploads')
      .select(['content_type', 'bytes'])
      .where('merchant_id', '=', request.merchant.id)
      .where('member_id', '=', member.id)
      .where('id', '=', idParam((request.params as { id?: unknown }).id))
      .executeTakeFirst();
    return sendUpload(reply, row);
  });

  app.get(adminUploadPath, async (request, reply) => {
    // Any staff role, but each sees only the images of the work its role does: marketing an application's, never a
    // deposit receipt or a withdrawal's proof (ADR 058, 069). Another purpose answers not found, like another brand's id.
    await authorize(request, 'staff');
    const role = request.operator?.role;
    const purposes = uploadPurposes.filter((purpose) => staffMay(uploadReaders[purpose], role));
    const row = await app.deps.db
      .selectFrom('uploads')
      .select(['content_type', 'bytes'])
      .where('merchant_id', '=', request.merchant.id)
      .where('id', '=', idParam((request.params as { id?: unknown }).id))
      .where('purpose', 'in', purposes)
      .executeTakeFirst();
    return sendUpload(reply, row);
  });
}
