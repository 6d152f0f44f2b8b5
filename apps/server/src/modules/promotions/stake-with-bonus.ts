import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { smallerAmount } from '../../platform/money';
import { accountBalance, lockedBalance, memberBalance, type Posting } from '../wallet';
import { convertGrant } from './end-grant';
import { lockedActiveGrant } from './grant-rows';
import { type GrantTerms, type StakeSource, turnoverOf } from './grant-terms';

/**
 * A stake while the member may hold a grant (ADR 057): cash first, bonus for the remainder, a max-bet breach
 * refused, the stake's contribution counted, all inside the debit's own transaction.
 *
 * The caller (a lottery placement, a seamless debit) runs:
 * 1. `splitStake`: the member's wallet locked and read, then their grant in play locked (the lock order of
 *    grant-rows.ts). Without a grant the whole stake is cash and nothing else is read. With one: a stake over
 *    the grant's max bet is refused (bonus_max_bet); the cash balance pays first and the grant's bonus the rest
 *    (free rounds' bonus only on their game); the split's postings take the place of the wallet's one posting.
 * 2. its ledger entry with those postings plus its own (bets in play): a bonus short of the rest is refused by
 *    the ledger's guarded UPDATE (insufficient_balance), as a wallet short of a stake is.
 * 3. `countStake`: the grant's turnover and bonus in play raised; turnover reached converts the grant at once.
 */
export interface StakeSplit {
  grantId: bigint | null;
  /** The part the grant's bonus pays. */
  bonus: bigint;
  /** What the stake adds to the grant's turnover. */
  turnover: bigint;
  /** The wallet's and the grant's negative postings (summing to minus the stake). */
  postings: Posting[];
  wallet: bigint;
}

/**
 * The member's grant in play as a one-row subquery (its id, or null), for a caller's own statement: a lottery
 * placement reads it with its slip, so a member without a grant pays no extra round trip.
 */
export function activeGrantId(merchantId: number, memberId: bigint): RawBuilder<bigint | null> {
  return sql<bigint | null>`(select g.id from promotion_grants g
     where g.merchant_id = ${merchantId} and g.member_id = ${memberId} and g.state = 'active')`;
}

export async function splitStake(
  trx: Transaction<Database>,
  input: {
    merchantId: number;
    memberId: bigint;
    wallet: bigint;
    amount: bigint;
    source: StakeSource;
    /** The grant in play if the caller read it already (null: none); undefined: look it up. */
    grantId?: bigint | null;
  },
): Promise<StakeSplit> {
  const cashOnly: StakeSplit = {
    grantId: null,
    bonus: 0n,
    turnover: 0n,
    postings: [{ accountId: input.wallet, amount: -input.amount }],
    wallet: input.wallet,
  };
  if (input.grantId === null) return cashOnly;
  // Most members hold no grant: one plain read says so before anything is locked.
  if (input.grantId === undefined) {
    const inPlay = await trx
      .selectFrom('promotion_grants')
      .select('id')
      .where('merchant_id', '=', input.merchantId)
      .where('member_id', '=', input.memberId)
      .where('state', '=', 'active')
      .executeTakeFirst();
    if (!inPlay) return cashOnly;
  }
  const cash = await lockedBalance(trx, input.wallet);
  const grant = await lockedActiveGrant(trx, input.merchantId, input.memberId);
  if (!grant || grant.account_id === null) return cashOnly;
  const terms = grant.terms;
  // Free rounds' stake limit is their game's; any other offer's max bet holds for every stake while it is in play.
  const limited = terms.onlyGame === null || terms.onlyGame === input.source.gameCode;
  if (terms.maxBet !== null && limited && input.amount > BigInt(terms.maxBet)) {
    throw new AppError('bonus_max_bet', undefined, { maxBet: `${terms.maxBet}` });
  }
  const fromCash = smallerAmount(cash, input.amount);
  const bonus = input.amount - fromCash;
  // Free rounds' bonus is spent on their one game only: elsewhere the stake is cash, as far as the cash goes.
  if (bonus > 0n && terms.onlyGame !== null && terms.onlyGame !== input.source.gameCode) {
    throw new AppError('insufficient_balance');
  }
  return {
    grantId: grant.id,
    bonus,
    turnover: turnoverOf(terms, input.source, input.amount),
    postings: [
      { accountId: input.wallet, amount: -fromCash },
      { accountId: grant.account_id, amount: -bonus },
    ],
    wallet: input.wallet,
  };
}

/** Step 3: the stake counted on its grant; the turnover reached converts the grant in the same transaction. */
export async function countStake(trx: Transaction<Database>, merchantId: number, split: StakeSplit): Promise<void> {
  if (split.grantId === null) return;
  const counted = await trx
    .updateTable('promotion_grants')
    .set({
      turnover_done: sql<bigint>`turnover_done + ${split.turnover}`,
      bonus_in_play: sql<bigint>`bonus_in_play + ${split.bonus}`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', split.grantId)
    .where('state', '=', 'active')
    .returning(['turnover_done', 'turnover_needed'])
    .executeTakeFirst();
  if (counted && counted.turnover_done >= counted.turnover_needed) {
    await convertGrant(trx, { merchantId, grantId: split.grantId, wallet: split.wallet });
  }
}

/**
 * The bonus a member can stake now on a game: their grant in play's balance (free rounds' only on their game).
 * A game's wallet answers report it with the cash, so the game lets the member stake it.
 */
export async function playableBonus(db: Db, merchantId: number, memberId: bigint, gameCode?: string): Promise<bigint> {
  const grant = await db
    .selectFrom('promotion_grants')
    .select(['account_id', 'terms'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  if (!grant || grant.account_id === null) return 0n;
  const onlyGame = (grant.terms as GrantTerms).onlyGame;
  if (onlyGame !== null && onlyGame !== gameCode) return 0n;
  return accountBalance(db, merchantId, grant.account_id);
}

/** What a member can stake now on a game: their cash and their playable bonus (what a game's page shows). */
export async function stakeableBalance(
  db: Db,
  merchantId: number,
  memberId: bigint,
  gameCode: string,
): Promise<bigint> {
  const [cash, bonus] = await Promise.all([
    memberBalance(db, merchantId, memberId),
    playableBonus(db, merchantId, memberId, gameCode),
  ]);
  return cash + bonus;
}
