import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, LedgerAccountKind } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { TRIAL_TYPE } from '../../platform/auth';
import { publishBalances } from '../../platform/realtime';
import { isFrozenMember, memberType } from '../member';
import { ownSpendingKinds } from './entry-kinds';

/**
 * The double-entry ledger (docs/architecture.md, Money). Every movement of money is one entry whose postings sum to zero;
 * a member wallet (and the withdrawal hold) never goes below zero, guarded in the same UPDATE that moves
 * it; every entry carries an idempotency key unique per merchant and kind, and a replay moves nothing.
 *
 * Callers run these inside their own `db.transaction()`, so the entry and their own rows (a deposit's
 * state, a withdrawal's hold) commit or vanish together. Member wallets touched by an entry get a
 * balance event, sent by PostgreSQL NOTIFY just after the transaction commits and never if it rolls back.
 */

/** Accounts on the house side mirror money that came from or went to the world; they may go negative. */
const mayGoNegative: Record<LedgerAccountKind, boolean> = {
  member_wallet: false,
  withdrawal_hold: false,
  house: true,
  payment_clearing: true,
  promotion_budget: true,
  vendor: true,
  // Holds members' stakes until their draw settles: like the withdrawal hold, it cannot owe.
  bets_in_play: false,
  // Play money (ADR 052): a trial wallet and its pending stakes never owe; the play bank issues it.
  play_wallet: false,
  play_in_play: false,
  play_house: true,
  // A grant's bonus money (ADR 057): spent only as far as it holds.
  bonus: false,
  // Points (ADR 064): a member's and the held points of redemptions never owe; the issuer stands at minus both.
  points: false,
  points_issuer: true,
  points_held: false,
  // Money of redemptions applying: like the withdrawal hold, it cannot owe.
  points_mall: false,
};

/**
 * The unit an account counts in. An entry moves one unit only: play money never becomes real money (ADR 052), and
 * points (hundredths of a point, ADR 064) are never money; a conversion is two entries, one of each.
 */
const unitOf = (kind: LedgerAccountKind): 'money' | 'play' | 'points' =>
  kind === 'play_wallet' || kind === 'play_house' || kind === 'play_in_play'
    ? 'play'
    : kind === 'points' || kind === 'points_issuer' || kind === 'points_held'
      ? 'points'
      : 'money';

/** A member's own account: a real wallet, or a trial account's play wallet (ADR 052). */
type MemberAccountKind = 'member_wallet' | 'play_wallet';

/**
 * The member's wallet account id, made on first use: a trial account's is a play wallet (ADR 052), so its
 * money can only ever meet play-money accounts.
 */
export async function memberWalletAccount(db: Db, merchantId: number, memberId: bigint): Promise<bigint> {
  const found = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (found) return found.id;
  const type = await memberType(db, merchantId, memberId);
  const kind: MemberAccountKind = type === TRIAL_TYPE ? 'play_wallet' : 'member_wallet';
  await db
    .insertInto('ledger_accounts')
    .values({ merchant_id: merchantId, kind, member_id: memberId, may_go_negative: false })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id']).where('member_id', 'is not', null).doNothing())
    .execute();
  return memberWalletAccount(db, merchantId, memberId);
}

/** A house-side account of the brand (house, payment clearing, withdrawal hold, promotion budget, a vendor). */
export async function systemAccount(
  db: Db,
  merchantId: number,
  kind: Exclude<LedgerAccountKind, MemberAccountKind>,
  code = '',
): Promise<bigint> {
  const found = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('code', '=', code)
    .where('member_id', 'is', null)
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('ledger_accounts')
    .values({ merchant_id: merchantId, kind, code, may_go_negative: mayGoNegative[kind] })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'code']).where('member_id', 'is', null).doNothing())
    .execute();
  return systemAccount(db, merchantId, kind, code);
}

export interface Posting {
  accountId: bigint;
  /** Signed, minor units: positive raises the account's balance. */
  amount: bigint;
}

export interface EntryInput {
  merchantId: number;
  /** What kind of movement: deposit, withdrawal_hold, withdrawal_payout, transfer_upline, adjustment… */
  kind: string;
  idempotencyKey: string;
  /** What it is about, e.g. `deposit:42`. */
  reference?: string;
  /** The member the movement is for, when there is one. */
  memberId?: bigint;
  memo?: string;
  postings: Posting[];
}

export interface EntryResult {
  entryId: bigint;
  /** True when this key was seen before: nothing moved this time. */
  replayed: boolean;
  /** Each account's balance once the entry applied, by account id (one moved there and back too; none on a replay). */
  balances?: Map<bigint, bigint>;
}

/**
 * Locks accounts in id order, as postEntry does, for a transaction that must hold them before another lock
 * it takes ahead of its postings (the audit chain's): locks taken in one order everywhere never deadlock.
 */
export async function lockAccounts(trx: Transaction<Database>, merchantId: number, ids: bigint[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * An account's balance, its row locked until the transaction ends, so nothing in between (a bet, a withdrawal)
 * can spend what the caller is about to take.
 */
export async function lockedBalance(trx: Transaction<Database>, accountId: bigint): Promise<bigint> {
  const held = await trx
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return held.balance;
}

/**
 * Records one journal entry and moves the balances. Throws `insufficient_balance` when a guarded account
 * would go below zero (the caller's transaction then rolls back everything it did).
 */
export async function postEntry(trx: Transaction<Database>, input: EntryInput): Promise<EntryResult> {
  const postings = input.postings.filter((p) => p.amount !== 0n);
  const total = postings.reduce((sum, p) => sum + p.amount, 0n);
  if (postings.length < 2 || total !== 0n) throw new Error(`ledger entry ${input.kind} does not balance`);

  const inserted = await trx
    .insertInto('ledger_entries')
    .values({
      merchant_id: input.merchantId,
      kind: input.kind,
      idempotency_key: input.idempotencyKey,
      reference: input.reference ?? '',
      member_id: input.memberId ?? null,
      memo: input.memo ?? '',
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const first = await trx
      .selectFrom('ledger_entries')
      .select('id')
      .where('merchant_id', '=', input.merchantId)
      .where('kind', '=', input.kind)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirstOrThrow();
    return { entryId: first.id, replayed: true };
  }

  // One account may appear twice in an entry; move it once by its net. Lock in id order so two entries
  // touching the same accounts never deadlock. An account whose net is zero is locked and read the same way
  // (its update adds nothing): its postings carry its balance, as the bulk posting's do, not 0.
  const net = new Map<bigint, bigint>();
  for (const p of postings) net.set(p.accountId, (net.get(p.accountId) ?? 0n) + p.amount);
  const ordered = [...net.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

  const after = new Map<bigint, { balance: bigint; memberId: bigint | null; kind: LedgerAccountKind }>();
  // A frozen member spends nothing of their own (ADR 038): checked in the same guarded UPDATE, no extra trip.
  const spends = ownSpendingKinds.has(input.kind);
  for (const [accountId, amount] of ordered) {
    let update = trx
      .updateTable('ledger_accounts')
      .set({ balance: sql<bigint>`balance + ${amount}` })
      .where('id', '=', accountId)
      .where('merchant_id', '=', input.merchantId)
      .where((eb) => eb.or([eb('may_go_negative', '=', true), eb(sql<bigint>`balance + ${amount}`, '>=', 0n)]));
    if (spends && amount < 0n) update = update.where(sql<boolean>`not ${frozenOwner}`);
    const row = await update.returning(['balance', 'member_id', 'kind']).executeTakeFirst();
    if (!row) {
      if (spends && amount < 0n && (await isFrozenOwner(trx, accountId))) throw new AppError('account_frozen');
      throw new AppError('insufficient_balance');
    }
    after.set(accountId, { balance: row.balance, memberId: row.member_id, kind: row.kind });
  }
  // Play money never becomes real money, nor points money (ADR 052, ADR 064): an entry touching two units is a
  // bug in its caller, and throwing rolls its whole transaction back.
  const units = new Set([...after.values()].map((a) => unitOf(a.kind)));
  if (units.size > 1) throw new Error(`ledger entry ${input.kind} mixes ${[...units].sort().join(' and ')}`);

  // Each posting's balance_after is the account's balance once this entry is applied.
  await trx
    .insertInto('ledger_postings')
    .values(
      postings.map((p) => ({
        entry_id: inserted.id,
        merchant_id: input.merchantId,
        account_id: p.accountId,
        amount: p.amount,
        balance_after: after.get(p.accountId)?.balance ?? 0n,
      })),
    )
    .execute();

  await publishBalances(
    trx,
    [...after.values()].flatMap(({ balance, memberId }) =>
      memberId === null ? [] : [{ merchantId: input.merchantId, memberId, balance }],
    ),
  );
  const balances = new Map([...after].map(([accountId, { balance }]) => [accountId, balance]));
  return { entryId: inserted.id, replayed: false, balances };
}

/** The account's owner is a frozen member (an account without a member never is). */
const frozenOwner = isFrozenMember(sql.ref('ledger_accounts.member_id'));

async function isFrozenOwner(trx: Transaction<Database>, accountId: bigint): Promise<boolean> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select(frozenOwner.as('frozen'))
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.frozen === true;
}

/** Moves `amount` from one account to another as a two-posting entry. */
export function transfer(
  trx: Transaction<Database>,
  input: Omit<EntryInput, 'postings'> & { from: bigint; to: bigint; amount: bigint },
): Promise<EntryResult> {
  const { from, to, amount, ...entry } = input;
  if (amount <= 0n) throw new Error('a transfer moves a positive amount');
  return postEntry(trx, {
    ...entry,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
}

/** A member's wallet balance in minor units (zero before the first movement). */
export async function memberBalance(db: Db, merchantId: number, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** Several members' wallet balances in minor units, by member id (zero for one without movements). */
export async function memberBalances(db: Db, merchantId: number, memberIds: bigint[]): Promise<Map<bigint, bigint>> {
  const found = new Map<bigint, bigint>(memberIds.map((id) => [id, 0n]));
  if (memberIds.length === 0) return found;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['member_id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'member_wallet')
    .where('member_id', 'in', memberIds)
    .execute();
  for (const row of rows) if (row.member_id !== null) found.set(row.member_id, row.balance);
  return found;
}

/** One account's balance by its id (zero when there is no such account of the brand). Reads only. */
export async function accountBalance(db: Db, merchantId: number, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** A house-side account's balance in minor units (zero when it was never used). Reads only. */
export async function systemAccountBalance(
  db: Db,
  merchantId: number,
  kind: Exclude<LedgerAccountKind, MemberAccountKind>,
  code = '',
): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('code', '=', code)
    .where('member_id', 'is', null)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/**
 * Many house-side accounts of one kind by code at once, made on first use (one account per grant, per member's
 * points, ADR 064): two statements for a batch however large. Answers the ids by code.
 */
export async function systemAccountsByCode(
  trx: Transaction<Database>,
  merchantId: number,
  kind: Exclude<LedgerAccountKind, MemberAccountKind>,
  codes: readonly string[],
): Promise<Map<string, bigint>> {
  if (codes.length === 0) return new Map();
  await sql`
    insert into ledger_accounts (merchant_id, kind, code, may_go_negative)
    select ${merchantId}, ${kind}, c.code, ${mayGoNegative[kind]} from unnest(${codes}::text[]) as c(code)
    on conflict (merchant_id, kind, code) where member_id is null do nothing`.execute(trx);
  const rows = await sql<{ id: bigint; code: string }>`
    select id, code from ledger_accounts
     where merchant_id = ${merchantId} and kind = ${kind} and member_id is null and code = any(${codes}::text[])`.execute(
    trx,
  );
  return new Map(rows.rows.map((r) => [r.code, r.id]));
}
