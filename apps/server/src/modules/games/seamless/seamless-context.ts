import type { TSeamlessErrorCode, TSeamlessOk } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { TRIAL_TYPE } from '../../../platform/auth';
import type { MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { lockedMember } from '../../member';
import { playableBonus } from '../../promotions';
import { memberBalance } from '../../wallet';

/** The vendor a call came from, once its signature has been checked, with its brand and the clock. */
export interface SeamlessContext {
  vendor: { id: number; code: string; inHouse: boolean };
  merchant: MerchantContext;
  now: () => Date;
  /** The call's request id, kept on the rows it records so an operator can name it (ADR 035). */
  requestId: string;
}

/** A refusal in the protocol's own form; `balance` is sent with insufficient_funds. */
export class SeamlessError extends Error {
  constructor(
    readonly code: TSeamlessErrorCode,
    readonly balance?: bigint,
  ) {
    super(code);
  }
}

/**
 * The player of a call, locked for the rest of the transaction: every money call of one member runs one
 * after another, so a debit and a rollback of the same transaction id, or two debits opening the same
 * round, never interleave. The overdraw guard itself stays the ledger's guarded UPDATE. The status is the
 * caller's to judge: a stake needs an active member, money owed is paid whatever the status (ADR 048).
 */
export async function lockPlayer(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  playerId: string,
): Promise<{ id: bigint; username: string; status: 'active' | 'locked' | 'frozen'; play: boolean }> {
  const member = await lockedMember(trx, ctx.merchant.id, BigInt(playerId));
  if (!member) throw new SeamlessError('player_unknown');
  // A trial account plays with play money (ADR 052): its rounds move only play-money accounts.
  return { id: member.id, username: member.username, status: member.status, play: member.type === TRIAL_TYPE };
}

/**
 * A member who may open play and stake (ADR 048): a locked one is player_locked, a frozen one player_frozen
 * (ADR 038), both before anything is written.
 */
export function checkMayStake(member: { status: string }): void {
  if (member.status === 'locked') throw new SeamlessError('player_locked');
  if (member.status === 'frozen') throw new SeamlessError('player_frozen');
}

/** The answer of every accepted call: the player's balance after it. */
export async function okReply(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  memberId: bigint,
  extra: Partial<TSeamlessOk> = {},
  gameCode?: string,
): Promise<TSeamlessOk> {
  const balance = await memberBalance(trx, ctx.merchant.id, memberId);
  // A grant's bonus is stakeable too (cash first, ADR 057): the game shows and allows the two together.
  const bonus = await playableBonus(trx, ctx.merchant.id, memberId, gameCode);
  return {
    ok: true,
    playerId: `${memberId}`,
    currency: ctx.merchant.currency,
    balance: formatMinor(balance + bonus, ctx.merchant.currencyExponent),
    ...(bonus > 0n ? { bonus: formatMinor(bonus, ctx.merchant.currencyExponent) } : {}),
    ...extra,
  };
}

/** The ledger idempotency key of one vendor transaction: unique per (vendor, member, transaction id). */
export function transactionKey(ctx: SeamlessContext, memberId: bigint, transactionId: string): string {
  return `v${ctx.vendor.id}:m${memberId}:${transactionId}`;
}
