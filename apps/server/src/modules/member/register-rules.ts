import {
  charLength,
  checkField,
  type FieldRule,
  type RegisterField,
  registerFields,
  type TFieldIssue,
} from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { fieldMessage } from '../../platform/messages';
import { registerRuleRows } from '../system';
import { patternMessage } from './pattern-messages';

export type FieldRules = Record<RegisterField, FieldRule>;

const switchedOff: FieldRule = {
  enabled: false,
  required: false,
  minLength: 0,
  maxLength: 255,
  acceptedPattern: '*',
  patternId: 0,
};

/** The brand's per-field registration rules (the system module's); a field with no row is not shown. */
export async function loadFieldRules(deps: Deps, actor: Actor): Promise<FieldRules> {
  const rows = await registerRuleRows(deps.db, actor.merchant.id);
  const rules = Object.fromEntries(registerFields.map((f) => [f, switchedOff])) as FieldRules;
  for (const row of rows) {
    if (!(registerFields as readonly string[]).includes(row.field)) continue;
    rules[row.field as RegisterField] = {
      enabled: row.enabled,
      required: row.required,
      minLength: row.min_length,
      maxLength: row.max_length,
      acceptedPattern: row.accepted_pattern,
      patternId: row.pattern_id,
    };
  }
  return rules;
}

/** A rule the flow cannot do without (the username of a username sign-up, say), whatever the operator set. */
export function mandatory(rule: FieldRule): FieldRule {
  return { ...rule, enabled: true, required: true };
}

/**
 * One field checked as the form checks it. Too short or too long and a broken pattern carry the pattern's
 * message with its length range; a missing value the plain "required" message.
 */
export function fieldIssue(
  actor: Actor,
  field: string,
  rule: FieldRule,
  value: string | null | undefined,
): TFieldIssue | null {
  const problem = checkField(rule, value);
  if (!problem) return null;
  if (problem === 'required') {
    return { field, reason: 'required', message: fieldMessage('required', actor.language) };
  }
  const reason =
    problem === 'length' ? (charLength((value ?? '').trim()) < rule.minLength ? 'too_short' : 'too_long') : 'pattern';
  return { field, reason, message: patternMessage(rule, actor.language) };
}
