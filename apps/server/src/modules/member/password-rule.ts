import { checkField } from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { fieldIssue, loadFieldRules, mandatory } from './register-rules';

/**
 * A new password must meet the brand's password rule (register settings), whether or not the operator
 * shows that field at registration: a wrong length is `password_rule` with its bounds, a broken pattern
 * the field's pattern message.
 */
export async function assertPasswordRule(deps: Deps, actor: Actor, field: string, password: string): Promise<void> {
  const rule = mandatory((await loadFieldRules(deps, actor)).password);
  const problem = checkField(rule, password);
  if (!problem) return;
  if (problem === 'length' || problem === 'required') {
    throw new AppError('password_rule', { field }, { min: rule.minLength, max: rule.maxLength });
  }
  throw new AppError('invalid_input', [fieldIssue(actor, field, rule, password)]);
}
