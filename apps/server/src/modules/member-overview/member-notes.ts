import type { TMemberOverview } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { memberOverview } from './member-overview';

/** POST /admin/api/members/:id/notes (ADR 066): a staff note on a member, kept and audited; answers the overview. */
export async function addMemberNote(
  deps: Deps,
  actor: OperatorActor,
  memberId: bigint,
  input: { text: string },
): Promise<TMemberOverview> {
  await memberOverview(deps, actor, memberId);
  await deps.db.transaction().execute(async (trx) => {
    const note = await trx
      .insertInto('member_notes')
      .values({ merchant_id: actor.merchant.id, member_id: memberId, operator_id: actor.operator.id, text: input.text })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'member.note_add',
      targetType: 'member',
      targetId: `${memberId}`,
      detail: { noteId: `${note.id}` },
    });
  });
  return memberOverview(deps, actor, memberId);
}
