import type { TBetStatus } from '@gemilang/contract';
import type { Tone } from '../../shared/ui/badge';

export const vendorStatusTone: Record<'active' | 'maintenance', Tone> = { active: 'ok', maintenance: 'warn' };
export const gameStatusTone: Record<'active' | 'maintenance' | 'disabled', Tone> = {
  active: 'ok',
  maintenance: 'warn',
  disabled: 'bad',
};
export const roundStatusTone: Record<'open' | 'ended' | 'void', Tone> = { open: 'warn', ended: 'neutral', void: 'bad' };
export const betStatusTone: Record<TBetStatus, Tone> = {
  pending: 'warn',
  won: 'ok',
  lost: 'neutral',
  push: 'accent',
  void: 'bad',
  cancelled: 'bad',
};
