import type { TFunction } from 'i18next';

/** The spec's numeric user types an operator filters by (0 member, 1/2/41/42 agents, 4 trial). */
export const memberTypes = [0, 1, 2, 41, 42, 4] as const;

export function memberTypeLabel(t: TFunction, type: number): string {
  return (memberTypes as readonly number[]).includes(type)
    ? t(`members:types.${type}`)
    : t('members:types.other', { type });
}

export function statusTone(status: string): 'ok' | 'bad' | 'warn' {
  if (status === 'active') return 'ok';
  if (status === 'locked') return 'bad';
  return 'warn';
}
