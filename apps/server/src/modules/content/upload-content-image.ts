import { createHash } from 'node:crypto';
import { contentImageTypes, maxContentImageBytes, type TContentImage } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { pictureTypeOf } from '../../platform/uploads';
import { contentImageUrl } from './content-image';

/**
 * The refusal of a file that is no picture the site shows, or too large: the member uploads' codes, with this
 * upload's own types and limit in the details, since those codes' words speak of a member's images (ADR 072).
 */
export function contentImageRefusal(code: 'upload_not_image' | 'upload_too_large'): AppError {
  return new AppError(code, { types: [...contentImageTypes], maxBytes: maxContentImageBytes });
}

/**
 * POST /admin/api/content/images (ADR 072): a picture for a banner or popup. In order: the size, then the type by
 * the bytes (PNG, JPEG or WebP), both before anything is written; then one statement stores it unless the brand
 * already has these bytes (its SHA-256 is unique per brand), in which case the stored one is answered and nothing is
 * written or audited again; a new picture is audited in the same transaction, with who uploaded it.
 */
export async function uploadContentImage(deps: Deps, actor: OperatorActor, bytes: Uint8Array): Promise<TContentImage> {
  if (bytes.length > maxContentImageBytes) throw contentImageRefusal('upload_too_large');
  const contentType = pictureTypeOf(bytes);
  if (!contentType) throw contentImageRefusal('upload_not_image');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const merchantId = actor.merchant.id;
  const row = await deps.db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('content_images')
      .values({
        merchant_id: merchantId,
        content_type: contentType,
        size: bytes.length,
        sha256,
        bytes,
        uploaded_by: actor.operator.id,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'sha256']).doNothing())
      .returning(['id', 'content_type', 'size'])
      .executeTakeFirst();
    if (!made) {
      return trx
        .selectFrom('content_images')
        .select(['id', 'content_type', 'size'])
        .where('merchant_id', '=', merchantId)
        .where('sha256', '=', sha256)
        .executeTakeFirstOrThrow();
    }
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'content.image_upload',
      targetType: 'content_image',
      targetId: `${made.id}`,
      detail: { contentType, size: bytes.length, sha256 },
    });
    return made;
  });
  return {
    id: `${row.id}`,
    url: contentImageUrl(row.id, sha256),
    contentType: row.content_type,
    size: row.size,
  };
}
