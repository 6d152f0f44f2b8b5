import { useState } from 'react';
import { useMerchant } from '../../shared/use-merchant';

export type ReportRange = { from: string; to: string };

/** The last `days` brand days, today included: the range a report opens on. */
export function lastDays(timeZone: string, days = 7, now = new Date()): ReportRange {
  const to = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to };
}

/**
 * A report's days: what the fields show (`form`, typed but not yet applied) and what the report reads (`applied`,
 * the last 7 brand days until the operator searches). `ready` waits for the brand's zone.
 */
export function useReportRange() {
  const merchant = useMerchant();
  const [range, setRange] = useState<ReportRange | null>(null);
  const [draft, setDraft] = useState<ReportRange | null>(null);
  const applied = range ?? lastDays(merchant.timeZone);
  const form = draft ?? applied;
  return { applied, form, setDraft, apply: () => setRange(form), ready: !merchant.isPending };
}
