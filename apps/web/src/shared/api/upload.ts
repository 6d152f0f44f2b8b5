import type { TUploaded, TUploadPurpose } from '@gemilang/contract';
import { uploadPath } from '@gemilang/contract/web';
import { getSession } from '../session';
import { sendToApi } from './client';

/**
 * Sends one image (avatar, deposit receipt, proof a withdrawal did not arrive) as the multipart upload
 * the server checks by content; the reply's id is what the next call refers to.
 */
export function uploadImage(purpose: TUploadPurpose, file: File): Promise<TUploaded> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return sendToApi(uploadPath, { method: 'POST', body: form }, getSession()?.token) as Promise<TUploaded>;
}
