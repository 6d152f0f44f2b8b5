import type { TAdminApplication } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { sendMemberMessage } from '../../messages';
import { issueGrant } from '../issue-grant';
import { applicationForAdmin } from './applications';

/** The application with its offer's title, locked for this decision; another brand's is not_found. */
async function lockForDecision(trx: Transaction<Database>, actor: OperatorActor, id: bigint) {
  const row = await trx
    .selectFrom('promotion_applications as a')
    .innerJoin('promotion_offers as o', 'o.id', 'a.offer_id')
    .select(['a.id', 'a.member_id', 'a.offer_id', 'a.state', 'o.title', 'o.code'])
    .where('a.merchant_id', '=', actor.merchant.id)
    .where('o.merchant_id', '=', actor.merchant.id)
    .where('a.id', '=', id)
    .forUpdate('a')
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * POST /admin/api/promotions/applications/:id/approve. In one transaction: the application is locked, its bonus
 * granted through the engine (source `application:<id>`, unique per member and offer), the application marked
 * approved with its grant, the member told, the approval audited. A second approval (a double click, a second
 * operator at once) waits for the lock, finds it approved and answers it as it stands: one grant, ever. A
 * rejected application stays rejected. The engine's refusals (budget spent…) roll everything back.
 */
export async function approveApplication(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminApplication> {
  const { merchant, operator } = actor;
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockForDecision(trx, actor, id);
    if (row.state === 'approved') return;
    if (row.state !== 'pending') throw new AppError('promotion_application_decided');
    const grant = await issueGrant(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      offerId: row.offer_id,
      sourceRef: `application:${id}`,
      grantedBy: operator.id,
    });
    const granted = await trx
      .selectFrom('promotion_grants')
      .select('amount')
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', grant.grantId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('promotion_applications')
      .set({ state: 'approved', decided_by: operator.id, decided_at: deps.now(), grant_id: grant.grantId })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .execute();
    await sendMemberMessage(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      kind: 'promotion_approved',
      params: {
        title_ms: row.title.ms,
        title_en: row.title.en,
        title_zh: row.title.zh,
        amount: formatMinor(granted.amount, merchant.currencyExponent),
        currency: merchant.currency,
      },
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'promotion.application_approve',
      targetType: 'promotion_application',
      targetId: `${id}`,
      detail: { offer: row.code, memberId: `${row.member_id}`, grantId: `${grant.grantId}` },
    });
  });
  return applicationForAdmin(deps.db, merchant, id);
}

/**
 * POST /admin/api/promotions/applications/:id/reject: with a reason the member reads in their message. Rejecting
 * it again changes nothing; an approved one cannot be rejected (forfeit its grant instead).
 */
export async function rejectApplication(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  reason: string,
): Promise<TAdminApplication> {
  const { merchant, operator } = actor;
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockForDecision(trx, actor, id);
    if (row.state === 'rejected') return;
    if (row.state !== 'pending') throw new AppError('promotion_application_decided');
    await trx
      .updateTable('promotion_applications')
      .set({ state: 'rejected', reason, decided_by: operator.id, decided_at: deps.now() })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .execute();
    await sendMemberMessage(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      kind: 'promotion_rejected',
      params: { title_ms: row.title.ms, title_en: row.title.en, title_zh: row.title.zh, reason },
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'promotion.application_reject',
      targetType: 'promotion_application',
      targetId: `${id}`,
      detail: { offer: row.code, memberId: `${row.member_id}`, reason },
    });
  });
  return applicationForAdmin(deps.db, merchant, id);
}
