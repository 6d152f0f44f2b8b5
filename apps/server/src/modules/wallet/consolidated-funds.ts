import type { TConsolidatedFunds } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Deps, MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { entryKinds } from './entry-kinds';
import { memberBalance } from './ledger';

/**
 * The member's funds from the ledger: the wallet, and the withdrawal-hold postings of the member's own
 * entries (held at request, released on rejection, paid out on approval), so in-flight is what is held.
 * Deposits not yet credited are the deposits module's to count (it sits above the wallet); the caller
 * passes that count, started at once so the two reads still run side by side.
 */
export async function consolidatedFunds(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  depositsPending: Promise<bigint>,
): Promise<TConsolidatedFunds> {
  const { db } = deps;
  const [balance, flows, pending] = await Promise.all([
    memberBalance(db, merchant.id, memberId),
    db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select([
        sql<bigint>`coalesce(sum(p.amount) filter (where a.kind = 'withdrawal_hold'), 0)::bigint`.as('held'),
        sql<bigint>`coalesce(sum(p.amount) filter (where a.kind = 'member_wallet' and e.kind = ${entryKinds.deposit}), 0)::bigint`.as(
          'deposited',
        ),
        sql<bigint>`coalesce(-sum(p.amount) filter (where a.kind = 'withdrawal_hold' and e.kind = ${entryKinds.withdrawalPayout}), 0)::bigint`.as(
          'withdrawn',
        ),
      ])
      .where('e.merchant_id', '=', merchant.id)
      .where('e.member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    depositsPending,
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    sumBalance: money(balance),
    withdrawalsInFlight: money(flows.held),
    depositsPending: money(pending),
    totalDeposited: money(flows.deposited),
    totalWithdrawn: money(flows.withdrawn),
    asOf: deps.now().toISOString(),
  };
}
