import type { TAdminDraw } from '@gemilang/contract';
import { sql } from 'kysely';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { pendingBetsOfDraw } from '../../bets';
import { adminDrawRow, adminDrawView } from './admin-draw-view';

/**
 * POST /admin/api/lottery/draws/:id/close: an operator stops a draw's sales now, before its cut-off (the
 * official draw came early, a number is leaking, a feed looks wrong), without calling the draw off.
 *
 * Order, and why: lock the brand's draw row FOR UPDATE, which waits for the slips being placed or cancelled
 * now (they hold it FOR SHARE, ADR 021); those stand, and every slip after sees `closed` and is refused with
 * lottery_after_cutoff. The cut-off becomes the database's now (never later than it was), so the draw reads
 * as any other draw past its cut-off: an e-lottery draw is still drawn at its time by the lottery job, a
 * Vietnamese one waits for its result. Status and the audit row (reason, bets and stake so far) commit
 * together. A closed draw answers as it stands; a drawn, settled or void one is lottery_draw_not_open.
 */
export async function closeDrawSales(
  deps: Deps,
  actor: OperatorActor,
  drawId: bigint,
  reason: string,
): Promise<TAdminDraw> {
  const merchant = actor.merchant;
  await deps.db.transaction().execute(async (trx) => {
    const locked = await sql<{ status: string; draw_number: string; code: string; cutoff_at: Date }>`
      select d.status, d.draw_number, g.code, d.cutoff_at
        from lottery_draws d join lottery_games g on g.id = d.game_id
       where d.id = ${drawId} and d.merchant_id = ${merchant.id}
         for update of d`.execute(trx);
    const draw = locked.rows[0];
    if (!draw) throw new AppError('lottery_draw_unknown');
    if (draw.status === 'closed') return;
    if (draw.status !== 'open') throw new AppError('lottery_draw_not_open');
    const book = await pendingBetsOfDraw(trx, drawId);
    await sql`
      update lottery_draws set status = 'closed', cutoff_at = least(cutoff_at, clock_timestamp())
       where id = ${drawId}`.execute(trx);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'lottery.draw_close',
      targetType: 'lottery_draw',
      targetId: `${drawId}`,
      detail: {
        gameCode: draw.code,
        drawNumber: draw.draw_number,
        scheduledCutoff: draw.cutoff_at.toISOString(),
        reason,
        pendingBets: book.bets,
        pendingStake: `${book.stake}`,
      },
    });
  });
  const row = await adminDrawRow(deps.db, merchant.id, drawId);
  return adminDrawView(row, actor.language, merchant.currencyExponent, deps.config);
}
