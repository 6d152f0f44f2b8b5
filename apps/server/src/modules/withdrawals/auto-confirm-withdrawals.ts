import { type Kysely, sql } from 'kysely';
import type { Database, WithdrawalState } from '../../db/schema';

/** How often the auto-confirm job looks for withdrawals whose confirmation window has closed. */
export const AUTO_CONFIRM_EVERY_MS = 30_000;

export interface AutoConfirmScope {
  merchantId?: number;
  memberId?: bigint;
  /** Rows per claim; the job repeats until a claim comes back short. */
  batch?: number;
}

/**
 * Paid money the member has not confirmed within the brand's N minutes counts as received, and
 * that receipt is final (no not-received report afterwards). Rows under an open not-received report wait
 * for the operator instead.
 *
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes running this at once each
 * take different rows and none is confirmed twice; a row a member or an operator is acting on right now
 * is skipped and taken on the next run. Called by the job, and before a withdrawal is read or acted on,
 * so a due withdrawal never shows as still waiting.
 */
export async function autoConfirmWithdrawals(
  deps: { db: Kysely<Database>; now: () => Date },
  scope: AutoConfirmScope = {},
): Promise<number> {
  const batch = scope.batch ?? 500;
  let total = 0;
  for (;;) {
    const now = deps.now();
    const claimed = await deps.db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('withdrawals')
        .select('id')
        .where('confirm_due_at', '<=', now)
        .where('disputed', '=', false);
      if (scope.merchantId !== undefined) due = due.where('merchant_id', '=', scope.merchantId);
      if (scope.memberId !== undefined) due = due.where('member_id', '=', scope.memberId);
      const rows = await due.orderBy('confirm_due_at').limit(batch).forUpdate().skipLocked().execute();
      if (rows.length === 0) return 0;
      await trx
        .updateTable('withdrawals')
        .set({
          confirmed_amount: sql<bigint>`paid_amount`,
          confirmation: 'auto',
          confirm_due_at: null,
          state: sql<WithdrawalState>`CASE WHEN state = 'paid' THEN 'confirmed' ELSE state END`,
          confirmed_at: sql<Date>`CASE WHEN state = 'paid' THEN ${now}::timestamptz ELSE confirmed_at END`,
          updated_at: now,
        })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      return rows.length;
    });
    total += claimed;
    if (claimed < batch) return total;
  }
}
