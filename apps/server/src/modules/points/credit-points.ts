import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { entryKinds, lockedBalance, postEntriesInBulk, postEntry, stripeOf } from '../wallet';
import { memberPointsAccount, memberPointsAccounts, pointsIssuerAccount } from './points-accounts';

/** Points one member earned in a settlement (or a deposit), with the entry's idempotency key. */
export interface PointsCredit {
  memberId: bigint;
  /** Hundredths of a point; zero credits are left out. */
  points: bigint;
  key: string;
}

/**
 * Credits earned points in the caller's transaction (ADR 064): one entry per member from their issuer stripe to
 * their points account, all in a handful of statements (postEntriesInBulk), so a draw's batch of thousands of
 * members earns its points in the settlement's own transaction. A replayed key moves nothing.
 */
export async function creditPoints(
  trx: Transaction<Database>,
  merchantId: number,
  input: {
    kind: typeof entryKinds.pointsAccrual | typeof entryKinds.pointsDeposit;
    reference: string;
    credits: PointsCredit[];
  },
): Promise<void> {
  const credits = input.credits.filter((c) => c.points > 0n);
  if (credits.length === 0) return;
  const accounts = await memberPointsAccounts(
    trx,
    merchantId,
    credits.map((c) => c.memberId),
  );
  const issuers = new Map<string, bigint>();
  for (const c of credits) {
    const stripe = stripeOf(c.memberId);
    if (!issuers.has(stripe)) issuers.set(stripe, await pointsIssuerAccount(trx, merchantId, c.memberId));
  }
  await postEntriesInBulk(trx, {
    merchantId,
    kind: input.kind,
    entries: credits.map((c) => ({
      idempotencyKey: c.key,
      reference: input.reference,
      memberId: c.memberId,
      postings: [
        { accountId: issuers.get(stripeOf(c.memberId)) as bigint, amount: -c.points },
        { accountId: accounts.get(c.memberId) as bigint, amount: c.points },
      ],
    })),
  });
}

/**
 * Moves a correction's points difference for one member (ADR 064): given when bets became valid, taken back when
 * they stopped being valid, but never below zero: points already spent stay spent (the shortfall is returned, as
 * a money correction records what it could not recover, in point_shortfalls). Returns the points moved (signed)
 * and what could not be taken back.
 */
export async function correctPoints(
  trx: Transaction<Database>,
  merchantId: number,
  input: { memberId: bigint; points: bigint; key: string; reference: string },
): Promise<{ moved: bigint; unrecovered: bigint }> {
  if (input.points === 0n) return { moved: 0n, unrecovered: 0n };
  const account = await memberPointsAccount(trx, merchantId, input.memberId);
  const issuer = await pointsIssuerAccount(trx, merchantId, input.memberId);
  let moved = input.points;
  if (moved < 0n) {
    const held = await lockedBalance(trx, account);
    if (held < -moved) moved = -held;
  }
  if (moved !== 0n) {
    await postEntry(trx, {
      merchantId,
      kind: entryKinds.pointsCorrection,
      idempotencyKey: input.key,
      reference: input.reference,
      memberId: input.memberId,
      postings: [
        { accountId: issuer, amount: -moved },
        { accountId: account, amount: moved },
      ],
    });
  }
  const unrecovered = moved - input.points;
  if (unrecovered > 0n) {
    await trx
      .insertInto('point_shortfalls')
      .values({
        merchant_id: merchantId,
        member_id: input.memberId,
        points: unrecovered,
        idempotency_key: input.key,
        reference: input.reference,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
      .execute();
  }
  return { moved, unrecovered };
}
