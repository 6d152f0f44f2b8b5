import type { TContractEvent } from '@gemilang/contract';
import type { ContractStatus } from '../../../db/schema';

export interface HistorySource {
  status: ContractStatus;
  upline: string;
  downline: string;
  offered_at: Date;
  decided_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
}

/**
 * A contract's history, read from its own row (ADR 039). A contract changes at most three times — offered;
 * signed or refused (decided_at); ended (ended_at and why) — and each change writes its time, so the row holds
 * its whole life and no history table is needed. Who took a step follows from the rules (ADR 036): the
 * upline offers, the downline signs or refuses, either terminates (end_reason names which), a contract is
 * replaced by its upline's new offer (while offered) or the downline's new signature (once signed), and a
 * cancellation down the tree is the system's.
 */
export function contractHistory(c: HistorySource): TContractEvent[] {
  const upline = { by: 'upline' as const, account: c.upline };
  const downline = { by: 'downline' as const, account: c.downline };
  const events: TContractEvent[] = [{ event: 'offered', at: c.offered_at.toISOString(), ...upline, reason: null }];
  if (c.decided_at) {
    events.push({
      event: c.status === 'refused' ? 'refused' : 'signed',
      at: c.decided_at.toISOString(),
      ...downline,
      reason: null,
    });
  }
  if (c.ended_at && (c.status === 'terminated' || c.status === 'cancelled' || c.status === 'superseded')) {
    const who =
      c.status === 'cancelled'
        ? { by: 'system' as const, account: '' }
        : c.status === 'terminated'
          ? c.end_reason === 'terminated_by_upline'
            ? upline
            : downline
          : c.decided_at
            ? downline
            : upline;
    events.push({ event: c.status, at: c.ended_at.toISOString(), ...who, reason: c.end_reason });
  }
  return events;
}
