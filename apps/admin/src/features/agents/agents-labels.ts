import type { TFunction } from 'i18next';
import type { Tone } from '../../shared/ui/badge';

/**
 * A code the server sends (a contract's kind, a payout's state) in the operator's language. Kinds and states
 * are open (ADR 039): one the catalogue does not know yet (a new payout state) shows as its code, not blank.
 */
export function codeLabel(t: TFunction, group: 'kinds' | 'contractStatus' | 'payoutStatus' | 'periods', code: string) {
  return t(`agents:${group}.${code}`, { defaultValue: code });
}

export const memberStatusTone: Record<string, Tone> = { active: 'ok', locked: 'bad', frozen: 'warn' };
export const contractStatusTone: Record<string, Tone> = {
  offered: 'accent',
  signed: 'ok',
  refused: 'neutral',
  terminated: 'neutral',
  cancelled: 'bad',
  superseded: 'neutral',
};
export const payoutStatusTone: Record<string, Tone> = { paid: 'ok', unpaid: 'warn', nothing: 'neutral', forced: 'bad' };

export const toneOf = (tones: Record<string, Tone>, code: string): Tone => tones[code] ?? 'neutral';

/** Filters offered in the pages' selects; the server takes any code, these are the ones known today. */
export const kindOptions = ['dividend', 'daily_wage', 'hourly_wage', 'realtime_wage'] as const;
export const payoutStatusOptions = ['unpaid', 'paid', 'nothing', 'forced'] as const;
