import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * What each ledger entry of some kinds moved, one row per entry, as a relation other modules join their
 * own rows to (a deposit to its credit, a withdrawal to its hold, payouts and release). The ledger's
 * tables stay the wallet's: a module's reconciliation reads entries only through this relation, and the
 * whole check stays one set-based statement, so it sees one snapshot and scales to a year of entries.
 *
 * Columns: entry_id, kind, ref_type and ref_id (the entry's reference `type:id` split; ref_id is null when
 * the reference names no number), member_id (the entry's), postings (how many), wallet_in and wallet_out
 * (the sum of positive and of negative member-wallet postings, both as positive amounts), wallet_in_member
 * and wallet_out_member (the member whose wallet received or paid; null when none, -1 when several),
 * hold, clearing and house (the net change of the withdrawal hold, payment clearing and house accounts),
 * clearing_code (the clearing channel; '*' when several), in_play (the net change of bets in play, which
 * `other` also counts), bonus, returns and budget (ADR 057: the net change of grants' bonus accounts, of the
 * bonus returns account and of the rest of the promotion budget), other (postings to any other kind of account). Play money (ADR 052) reads as its real
 * twin here (a play wallet as a wallet, the play bank as the house, play stakes as bets in play), so the bets'
 * and rounds' checks hold for a trial account's too; no entry mixes the two (reconcilePlayMoney).
 */
export function entryMovements(merchantId: number, kinds: readonly string[]): RawBuilder<EntryMovement> {
  return sql<EntryMovement>`
    select e.id as entry_id,
           e.kind,
           split_part(e.reference, ':', 1) as ref_type,
           case when split_part(e.reference, ':', 2) ~ '^[0-9]{1,18}$'
                then split_part(e.reference, ':', 2)::bigint end as ref_id,
           e.member_id,
           count(p.id)::int as postings,
           coalesce(sum(p.amount) filter (where a.kind in ('member_wallet', 'play_wallet') and p.amount > 0), 0)::bigint as wallet_in,
           coalesce(-sum(p.amount) filter (where a.kind in ('member_wallet', 'play_wallet') and p.amount < 0), 0)::bigint as wallet_out,
           case when count(distinct a.member_id) filter (where a.kind in ('member_wallet', 'play_wallet') and p.amount > 0) > 1 then -1
                else min(a.member_id) filter (where a.kind in ('member_wallet', 'play_wallet') and p.amount > 0) end as wallet_in_member,
           case when count(distinct a.member_id) filter (where a.kind in ('member_wallet', 'play_wallet') and p.amount < 0) > 1 then -1
                else min(a.member_id) filter (where a.kind in ('member_wallet', 'play_wallet') and p.amount < 0) end as wallet_out_member,
           coalesce(sum(p.amount) filter (where a.kind = 'withdrawal_hold'), 0)::bigint as hold,
           coalesce(sum(p.amount) filter (where a.kind = 'payment_clearing'), 0)::bigint as clearing,
           case when count(distinct a.code) filter (where a.kind = 'payment_clearing') > 1 then '*'
                else min(a.code) filter (where a.kind = 'payment_clearing') end as clearing_code,
           coalesce(sum(p.amount) filter (where a.kind in ('house', 'play_house')), 0)::bigint as house,
           coalesce(sum(p.amount) filter (where a.kind in ('bets_in_play', 'play_in_play')), 0)::bigint as in_play,
           coalesce(sum(p.amount) filter (where a.kind = 'bonus'), 0)::bigint as bonus,
           coalesce(sum(p.amount) filter (where a.kind = 'promotion_budget' and a.code = 'bonus_returns'), 0)::bigint
             as returns,
           coalesce(sum(p.amount) filter (where a.kind = 'promotion_budget' and a.code <> 'bonus_returns'), 0)::bigint
             as budget,
           count(p.id) filter (where a.kind not in ('member_wallet', 'play_wallet', 'withdrawal_hold', 'payment_clearing', 'house',
                                                   'play_house', 'bonus', 'promotion_budget'))::int
             as other
      from ledger_entries e
      join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id
     where e.merchant_id = ${merchantId}
       and ${kinds.length > 0 ? sql`e.kind in (${sql.join(kinds)})` : sql`false`}
     group by e.id`;
}

export interface EntryMovement {
  entry_id: bigint;
  kind: string;
  ref_type: string;
  ref_id: bigint | null;
  member_id: bigint | null;
  postings: number;
  wallet_in: bigint;
  wallet_out: bigint;
  wallet_in_member: bigint | null;
  wallet_out_member: bigint | null;
  hold: bigint;
  clearing: bigint;
  clearing_code: string | null;
  house: bigint;
  in_play: bigint;
  /** ADR 057: the net change of grants' bonus accounts, of the bonus returns account, and of the promotion budget. */
  bonus: bigint;
  returns: bigint;
  budget: bigint;
  other: number;
}

/**
 * One module's reconciliation of its own rows against the ledger: which entry kinds it answers for, how
 * much it looked at, and what does not agree (at most `FINDINGS_SHOWN` of them; `problems` counts all).
 * The back office's reconciliation and the tests' kit compose these (modules/reconciliation).
 */
export interface DomainCheck {
  /** deposits, withdrawals, transfers, adjustments (bets when they land). */
  name: string;
  /** The entry kinds this check accounts for: every entry of them must belong to one of its rows. */
  kinds: readonly string[];
  rowsChecked: number;
  entriesChecked: number;
  problems: number;
  findings: DomainFinding[];
}

export interface DomainFinding {
  /** A stable key: credit_missing, hold_amount, entry_orphan… (the back office words it). */
  code: string;
  /** What it is about, as the entries name it: `deposit:42`, `withdrawal:7`, `withdrawal_hold`. */
  subject: string;
  memberId: bigint | null;
  entryId: bigint | null;
  /** The amount the domain row says, and what the ledger has, when the finding is about an amount. */
  expected: bigint | null;
  actual: bigint | null;
}

export const FINDINGS_SHOWN = 100;

/**
 * Runs one module's check as one statement: `m` is the movements of its kinds (entryMovements), `rows`
 * counts its domain rows, and `findings` selects (code, subject, member_id, entry_id, expected, actual)
 * for every disagreement, reading `m`. One statement sees one snapshot, so money moving meanwhile never
 * shows as a difference.
 */
export async function runDomainCheck(
  db: Db,
  merchantId: number,
  check: { name: string; kinds: readonly string[]; rows: RawBuilder<unknown>; findings: RawBuilder<unknown> },
): Promise<DomainCheck> {
  const { rows } = await sql<{
    rows_checked: number;
    entries_checked: number;
    problems: number;
    findings: Record<keyof FindingRow, string | null>[];
  }>`
    with m as (${entryMovements(merchantId, check.kinds)}),
         f as (${check.findings})
    select (${check.rows})::int as rows_checked,
           (select count(*) from m)::int as entries_checked,
           (select count(*) from f)::int as problems,
           coalesce((select json_agg(json_build_object(
                       'code', code, 'subject', subject, 'member_id', member_id::text, 'entry_id', entry_id::text,
                       'expected', expected::text, 'actual', actual::text))
                       from (select * from f order by subject, code limit ${FINDINGS_SHOWN}) shown), '[]'::json)
             as findings`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`reconciliation check ${check.name} answered nothing`);
  const big = (v: string | null) => (v === null ? null : BigInt(v));
  return {
    name: check.name,
    kinds: check.kinds,
    rowsChecked: row.rows_checked,
    entriesChecked: row.entries_checked,
    problems: row.problems,
    findings: row.findings.map((f) => ({
      code: f.code ?? '',
      subject: f.subject ?? '',
      memberId: big(f.member_id),
      entryId: big(f.entry_id),
      expected: big(f.expected),
      actual: big(f.actual),
    })),
  };
}

/** A finding row as the checks' queries select it. */
export interface FindingRow {
  code: string;
  subject: string;
  member_id: bigint | null;
  entry_id: bigint | null;
  expected: bigint | null;
  actual: bigint | null;
}

/** The brand's accounts of one house-side kind with their codes and kept balances, as a relation (id, code, balance). */
export function systemAccountsOfKind(
  merchantId: number,
  kind: 'bonus' | 'promotion_budget' | 'points' | 'points_held' | 'points_mall',
) {
  return sql<{ id: bigint; code: string; balance: bigint }>`(select id, code, balance from ledger_accounts
                       where merchant_id = ${merchantId} and kind = ${kind} and member_id is null)`;
}

/** The kept balance of a brand's house-side account of this kind (all codes), as a scalar SQL fragment. */
export function systemBalanceSql(
  merchantId: number,
  kind: 'withdrawal_hold' | 'payment_clearing' | 'house' | 'bets_in_play' | 'play_in_play',
) {
  return sql<bigint>`(select coalesce(sum(balance), 0)::bigint from ledger_accounts
                       where merchant_id = ${merchantId} and kind = ${kind} and member_id is null)`;
}
