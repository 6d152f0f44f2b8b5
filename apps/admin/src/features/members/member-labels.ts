import type { TFunction } from 'i18next';

/**
 * The account types an operator filters by: members, agents (any of the agent types 1, 2, 41, 42,
 * which the product gives no different meaning) and trial accounts (ADR 051).
 */
export const memberTypes = ['0', 'agent', '4'] as const;

const agentTypes: readonly number[] = [1, 2, 41, 42];

/** A readable label for an account type or a filter value: Member, Agent, Trial; never the bare number. */
export function memberTypeLabel(t: TFunction, type: number | string): string {
  if (type === 'agent' || agentTypes.includes(Number(type))) return t('members:types.agent');
  if (Number(type) === 0) return t('members:types.member');
  if (Number(type) === 4) return t('members:types.trial');
  return t('members:types.other');
}

export function statusTone(status: string): 'ok' | 'bad' | 'warn' {
  if (status === 'active') return 'ok';
  if (status === 'locked') return 'bad';
  return 'warn';
}
