import { customAvatarPath, stockAvatarUrl, type TSetAvatar } from '@gemilang/contract';
import type { Actor, MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { memberUpload, uploadForPurpose, uploadHash } from '../../platform/uploads';

// 32 hex digits (128 bits) of the image's SHA-256 beside the id: enough that no address can be guessed.
const KEY_HASH_LENGTH = 32;

function customAvatarUrl(id: bigint, sha256: string): string {
  return customAvatarPath.replace(':key', `${id}-${sha256.slice(0, KEY_HASH_LENGTH)}`);
}

/**
 * Chooses the member's avatar: a stock one by name, or an image the member uploaded for the purpose
 * (checked as PNG or JPEG and at most 5 MB when it was uploaded). Answers as the avatar calls do.
 */
export async function setAvatar(
  deps: Deps,
  actor: MemberActor,
  input: TSetAvatar,
): Promise<{ avatar: string; avatarType: 'STATIC' | 'CUSTOM' }> {
  const me = actor.member;
  const { db } = deps;
  const merchantId = actor.merchant.id;
  let stored: { avatar: string; avatar_type: 'STATIC' | 'CUSTOM' };
  let answer: { avatar: string; avatarType: 'STATIC' | 'CUSTOM' };
  if (input.avatarType === 'STATIC') {
    stored = { avatar: input.avatar, avatar_type: 'STATIC' };
    answer = { avatar: stockAvatarUrl(input.avatar), avatarType: 'STATIC' };
  } else {
    const upload = await memberUpload(db, merchantId, me.id, input.uploadId, 'avatar');
    const url = customAvatarUrl(upload.id, await uploadHash(db, merchantId, upload.id));
    stored = { avatar: url, avatar_type: 'CUSTOM' };
    answer = { avatar: url, avatarType: 'CUSTOM' };
  }
  await db.updateTable('members').set(stored).where('merchant_id', '=', merchantId).where('id', '=', me.id).execute();
  return answer;
}

/**
 * An uploaded avatar, found without a token (an <img> sends none; other players may see it in a chat
 * room) by the key in its address. Only avatar uploads of the caller's brand are served this way;
 * routes.ts sends the image.
 */
export async function customAvatar(
  deps: Deps,
  actor: Actor,
  key: unknown,
): Promise<{ contentType: string; bytes: Buffer }> {
  const match = typeof key === 'string' ? /^(\d{1,18})-([0-9a-f]{32})$/.exec(key) : null;
  if (!match) throw new AppError('not_found');
  const row = await uploadForPurpose(deps.db, actor.merchant.id, BigInt(match[1] as string), 'avatar');
  if (!row || row.sha256.slice(0, KEY_HASH_LENGTH) !== match[2]) throw new AppError('not_found');
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
