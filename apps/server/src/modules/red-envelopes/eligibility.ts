import type { TRedEnvelopeRule } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { creditedDeposits } from '../deposits';
import { memberStanding } from '../member';

/**
 * The first of an event's rules the member does not meet, or null when they may open an envelope (ADR 061): a VIP
 * level at least the rule's, a deposit credited within its last days (read through the deposits module's relation).
 */
export async function unmetRule(
  db: Db,
  merchantId: number,
  memberId: bigint,
  rules: readonly TRedEnvelopeRule[],
  now: Date,
): Promise<TRedEnvelopeRule | null> {
  for (const rule of rules) {
    if (rule.rule === 'vip_level') {
      const standing = await memberStanding(db, merchantId, memberId);
      if (standing.vipLevel < rule.min) return rule;
    } else {
      const from = new Date(now.getTime() - rule.days * 86_400_000);
      const { rows } = await sql<{ found: number }>`
        select 1 as found from (${creditedDeposits(merchantId, { from, to: now })}) d
         where d.member_id = ${memberId} limit 1`.execute(db);
      if (rows.length === 0) return rule;
    }
  }
  return null;
}
