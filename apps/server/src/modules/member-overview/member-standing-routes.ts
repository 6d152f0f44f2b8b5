import type { TMemberOverview } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { makeMemberAgent, setMemberLabels } from '../member';
import { memberOverview } from './member-overview';

/** PUT /admin/api/members/:id/labels (ADR 066): the admin sets a member's labels, audited with before and after. */
export async function setLabels(
  deps: Deps,
  actor: OperatorActor,
  memberId: bigint,
  input: { labels: string[] },
): Promise<TMemberOverview> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await setMemberLabels(trx, actor.merchant.id, memberId, input.labels);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'member.labels_set',
      targetType: 'member',
      targetId: `${memberId}`,
      detail: { before, after: input.labels },
    });
  });
  return memberOverview(deps, actor, memberId);
}

/**
 * POST /admin/api/members/:id/make-agent (ADR 066): the admin makes a player an agent, with a reason, audited. The
 * member's open pages learn it when they next read who they are (their session keeps its type for at most a minute).
 */
export async function makeAgent(
  deps: Deps,
  actor: OperatorActor,
  memberId: bigint,
  input: { reason: string },
): Promise<TMemberOverview> {
  await deps.db.transaction().execute(async (trx) => {
    await makeMemberAgent(trx, actor.merchant.id, memberId);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'member.make_agent',
      targetType: 'member',
      targetId: `${memberId}`,
      detail: { reason: input.reason },
    });
  });
  return memberOverview(deps, actor, memberId);
}
