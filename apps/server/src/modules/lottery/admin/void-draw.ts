import type { TAdminDraw } from '@gemilang/contract';
import { sql } from 'kysely';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { pendingBetsOfDraw } from '../../bets';
import { settleDraw } from '../settle-draw';
import { adminDrawRow, adminDrawView } from './admin-draw-view';

/**
 * POST /admin/api/lottery/draws/:id/void: an operator calls off a draw before it is drawn.
 *
 * Order, and why:
 * 1. In one transaction, lock the brand's draw row FOR UPDATE. Placement and cancelling hold it FOR SHARE
 *    (ADR 021), so this waits for slips being placed now, and every placement after it sees `void` and is
 *    refused: no bet can land on the draw once it is voided.
 * 2. Only an open or closed draw is voided (a drawn one has a result: lottery_draw_not_voidable); a void one
 *    answers as it stands. Status `void` and the audit row (reason, bets and stake at that moment) commit together.
 * 3. After the commit, the existing void path of settlement refunds every pending bet (one entry per member,
 *    keyed by draw and member). Settlement skips a draw row another transaction holds (a slip being refused
 *    holds it for a moment, another process may be settling it), so it is asked again for a short while until
 *    the draw is settled. Should it still not be, the lottery job's settleDueDraws finishes void draws whose
 *    settlement is not done, and a repeated void call runs it again; neither pays twice.
 */
export async function voidDraw(deps: Deps, actor: OperatorActor, drawId: bigint, reason: string): Promise<TAdminDraw> {
  const merchant = actor.merchant;
  await deps.db.transaction().execute(async (trx) => {
    const locked = await sql<{ status: string; draw_number: string; code: string }>`
      select d.status, d.draw_number, g.code
        from lottery_draws d join lottery_games g on g.id = d.game_id
       where d.id = ${drawId} and d.merchant_id = ${merchant.id}
         for update of d`.execute(trx);
    const draw = locked.rows[0];
    if (!draw) throw new AppError('lottery_draw_unknown');
    if (draw.status === 'void') return;
    if (draw.status !== 'open' && draw.status !== 'closed') throw new AppError('lottery_draw_not_voidable');
    const book = await pendingBetsOfDraw(trx, drawId);
    await trx.updateTable('lottery_draws').set({ status: 'void' }).where('id', '=', drawId).execute();
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'lottery.draw_void',
      targetType: 'lottery_draw',
      targetId: `${drawId}`,
      detail: {
        gameCode: draw.code,
        drawNumber: draw.draw_number,
        previousStatus: draw.status,
        reason,
        pendingBets: book.bets,
        pendingStake: `${book.stake}`,
      },
    });
  });
  await refundVoidDraw(deps, drawId);
  const row = await adminDrawRow(deps.db, merchant.id, drawId);
  return adminDrawView(row, actor.language, merchant.currencyExponent, deps.config);
}

const REFUND_ATTEMPTS = 40;
const REFUND_PAUSE_MS = 50;

/** Settles the void draw until it is settled (here or by another process), for about two seconds at most. */
async function refundVoidDraw(deps: Deps, drawId: bigint): Promise<void> {
  for (let attempt = 0; attempt < REFUND_ATTEMPTS; attempt++) {
    if ((await settleDraw(deps, drawId)).finished) return;
    const draw = await deps.db
      .selectFrom('lottery_draws')
      .select('settled_at')
      .where('id', '=', drawId)
      .executeTakeFirst();
    if (draw?.settled_at) return;
    await new Promise((resolve) => setTimeout(resolve, REFUND_PAUSE_MS));
  }
}
