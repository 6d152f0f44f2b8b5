import type { TAdminGame, ZGameUpdate } from '@gemilang/contract';
import type { z } from 'zod';
import { type OperatorActor, operatorAuditActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/context';
import { type AdminGameRow, adminGameColumns, adminGamesQuery, adminGameView } from './game-view';

/**
 * PUT /admin/api/games/:id: an operator changes a game's status, hot flag, order and names.
 *
 * Order, and why:
 * 1. The body is already the contract's: a status of the three, an order 0-100,000 and a name of 1-80
 *    characters in each of ms, en and zh (trimmed; anything else is refused before this runs).
 * 2. Lock the brand's game row FOR UPDATE (another brand's: game_unknown), so two operators saving at once
 *    apply one after the other and each audit row's "before" is what that change replaced.
 * 3. Nothing different from what is stored answers as it stands and writes nothing.
 * 4. The row and the audit row (before and after of the edited fields) commit together.
 * Launch reads the game's status on every call: maintenance answers game_maintenance from the next launch,
 * disabled game_unknown. Rounds already open are the vendor's to finish; the wallet still takes them.
 */
export async function updateGame(
  deps: Deps,
  actor: OperatorActor,
  id: number,
  input: z.output<typeof ZGameUpdate>,
): Promise<TAdminGame> {
  const { db } = deps;
  const merchant = actor.merchant;
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('games')
      .select(['id', 'code', 'status', 'is_hot', 'sort', 'name'])
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new AppError('game_unknown');
    const stored = locked.name;
    const name = { ms: stored.ms ?? '', en: stored.en ?? '', zh: stored.zh ?? '' };
    const before = { status: locked.status, isHot: locked.is_hot, sort: locked.sort, name };
    const { ms, en, zh } = input.name;
    const after = { status: input.status, isHot: input.isHot, sort: input.sort, name: { ms, en, zh } };
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await trx
        .updateTable('games')
        .set({ status: input.status, is_hot: input.isHot, sort: input.sort, name: JSON.stringify(input.name) })
        .where('id', '=', id)
        .execute();
      await audit(trx, {
        ...operatorAuditActor(actor),
        action: 'game.update',
        targetType: 'game',
        targetId: `${id}`,
        // The code beside the id: the audit log names the game as operators know it.
        detail: { code: locked.code, before, after },
      });
    }
    const row = await adminGamesQuery(trx, merchant.id)
      .where('g.id', '=', id)
      .select(adminGameColumns)
      .executeTakeFirstOrThrow();
    return adminGameView(row as AdminGameRow);
  });
}
