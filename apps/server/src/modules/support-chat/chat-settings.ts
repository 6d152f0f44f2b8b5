import type { TSupportChatSettings } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import { brandSettings, setBrandSetting } from '../../platform/brand-settings';
import type { Deps } from '../../platform/context';
import { forgetMerchants } from '../../platform/merchant';
import { chatKeptDays } from './prune-old-chats';

/** The brand's outside chat when it names an https one (ADR 065); anything else means the built-in chat. */
export function outsideChatOf(settings: Record<string, unknown>): string | null {
  const outside = settings.outsideChatUrl;
  return typeof outside === 'string' && /^https:\/\/\S+$/.test(outside) ? outside : null;
}

async function readSettings(db: Db, merchantId: number): Promise<TSupportChatSettings> {
  const settings = (await brandSettings(db, merchantId)) ?? {};
  return { outsideChatUrl: outsideChatOf(settings), retentionDays: chatKeptDays(settings) };
}

/** GET /admin/api/support-chat/settings, read from the table (the request's cached brand may be seconds old). */
export function chatSettings(deps: Deps, actor: OperatorActor): Promise<TSupportChatSettings> {
  return readSettings(deps.db, actor.merchant.id);
}

/**
 * PUT /admin/api/support-chat/settings: the admin's (ADR 069), audited with before and after. An outside chat takes
 * the site's customer-service entries at once; a shorter retention removes older closed chats at the next hourly run.
 */
export async function updateChatSettings(
  deps: Deps,
  actor: OperatorActor,
  input: TSupportChatSettings,
): Promise<TSupportChatSettings> {
  const { db } = deps;
  const { merchant } = actor;
  await db.transaction().execute(async (trx) => {
    const before = await readSettings(trx, merchant.id);
    await setBrandSetting(trx, merchant.id, 'outsideChatUrl', input.outsideChatUrl);
    await setBrandSetting(trx, merchant.id, 'chatRetentionDays', input.retentionDays);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'support_chat.settings_update',
      targetType: 'merchant',
      targetId: `${merchant.id}`,
      detail: { before, after: input },
    });
  });
  forgetMerchants(db);
  return readSettings(db, merchant.id);
}
