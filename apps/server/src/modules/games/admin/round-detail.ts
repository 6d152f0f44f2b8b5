import type { TAdminRoundDetail, TRoundTransaction } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { brandBet } from '../../bets';
import { entryKeys } from '../../wallet';
import { type RoundRow, roundColumns, roundJoins, roundView } from './round-view';

interface TransactionRow {
  kind: 'debit' | 'credit' | 'rollback';
  transaction_id: string;
  request_id: string | null;
  reason: string;
  amount: bigint;
  created_at: Date;
  entry_id: bigint | null;
  entry_kind: string | null;
  entry_key: string | null;
}

/**
 * GET /admin/api/games/rounds/:id: one round of the brand's (another brand's is game_round_unknown) with
 * everything the seamless wallet recorded of it: each debit, credit and rollback with its amount, time,
 * request id and the ledger entry it moved, then the end round and its entry; and the round's row of the
 * shared bets table (ADR 030) as reports read it. Reads only; three statements, no lock.
 */
export async function roundDetail(deps: Deps, actor: OperatorActor, id: bigint): Promise<TAdminRoundDetail> {
  const { db } = deps;
  const merchant = actor.merchant;
  const exponent = merchant.currencyExponent;
  const found = await sql<RoundRow & { bet_id: bigint; end_request_id: string | null; end_entry_id: bigint | null }>`
    select ${roundColumns}, r.bet_id, r.end_request_id, r.end_entry_id
      from game_rounds r ${roundJoins(db, merchant.id)}
     where r.id = ${id} and r.merchant_id = ${merchant.id}`.execute(db);
  const round = found.rows[0];
  if (!round) throw new AppError('game_round_unknown');

  const [moves, bet, end] = await Promise.all([
    sql<TransactionRow>`
      select t.kind, t.transaction_id, t.request_id, t.reason, t.amount, t.created_at, t.entry_id,
             e.kind as entry_kind, e.idempotency_key as entry_key
        from game_transactions t left join ${entryKeys(db)} e on e.id = t.entry_id
       where t.round_id = ${id} and t.merchant_id = ${merchant.id}
       order by t.created_at, t.id`.execute(db),
    brandBet(db, merchant.id, round.bet_id),
    round.end_entry_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom(entryKeys(db).as('e')).selectAll().where('id', '=', round.end_entry_id).executeTakeFirst(),
  ]);

  const transactions: TRoundTransaction[] = moves.rows.map((t) => ({
    kind: t.kind,
    transactionId: t.transaction_id,
    requestId: t.request_id,
    reason: t.reason,
    amount: formatMinor(BigInt(t.amount), exponent),
    at: new Date(t.created_at).toISOString(),
    entry:
      t.entry_id === null ? null : { id: `${t.entry_id}`, kind: t.entry_kind ?? '', idempotencyKey: t.entry_key ?? '' },
  }));
  if (round.status === 'ended') {
    transactions.push({
      kind: 'end_round',
      transactionId: null,
      requestId: round.end_request_id,
      reason: '',
      // What the end moved: the round's stakes less refunds, from bets in play to the house.
      amount: formatMinor(BigInt(round.debited) - BigInt(round.rolled_back), exponent),
      at: new Date(round.ended_at ?? end?.created_at ?? round.opened_at).toISOString(),
      entry: end ? { id: `${end.id}`, kind: end.kind, idempotencyKey: end.idempotency_key } : null,
    });
  }
  return {
    round: roundView(round, actor.language, exponent),
    currency: merchant.currency,
    transactions,
    bet: {
      id: `${bet.id}`,
      status: bet.status,
      stake: formatMinor(bet.stake, exponent),
      payout: bet.payout === null ? null : formatMinor(bet.payout, exponent),
      placedAt: new Date(bet.placed_at).toISOString(),
      settledAt: bet.settled_at ? new Date(bet.settled_at).toISOString() : null,
    },
  };
}
