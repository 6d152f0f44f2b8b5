import type { TUploaded } from '@gemilang/contract';
import type { OperatorActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { storeUpload } from '../../platform/uploads';
import { conversationById } from './chat-view';

/**
 * Stores an image staff will send in a member's conversation: checked by content (PNG or JPEG, at most 5 MB) and
 * kept under the member's uploads, so the member reads it as their own (ADR 065). A visitor's chat has no images.
 */
export async function storeStaffImage(
  deps: Deps,
  actor: OperatorActor,
  input: { conversationId: bigint; bytes: Uint8Array },
): Promise<TUploaded> {
  const conversation = await conversationById(deps.db, actor.merchant.id, input.conversationId);
  if (!conversation || conversation.member_id === null) throw new AppError('not_found');
  if (conversation.state === 'closed') throw new AppError('support_chat_closed');
  return storeUpload(deps.db, {
    merchantId: actor.merchant.id,
    memberId: conversation.member_id,
    purpose: 'support_chat',
    bytes: input.bytes,
  });
}
