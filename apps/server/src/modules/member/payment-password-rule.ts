import { checkField, type FieldRule } from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { verifyPassword } from '../../platform/passwords';
import { fieldIssue, loadFieldRules, mandatory } from './register-rules';

// Six digits, as the region's sites ask, when the brand has no payment-password rule of its own.
const fallback: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  acceptedPattern: '*',
  patternId: 6,
};

/**
 * A new payment password: the brand's registration rule for it (whether or not registration asks for it),
 * the confirmation equal to it, and not the login password (a payment password that opens nothing more
 * than the login one would protect nothing).
 */
export async function assertNewPaymentPassword(
  deps: Deps,
  actor: Actor,
  input: { field: string; password: string; confirmation: string; loginPasswordHash: string },
): Promise<void> {
  const rules = await loadFieldRules(deps, actor);
  const configured = rules.paymentPassword;
  const rule = configured.minLength > 0 || configured.patternId !== 0 ? mandatory(configured) : fallback;
  if (checkField(rule, input.password)) {
    throw new AppError('invalid_input', [fieldIssue(actor, input.field, rule, input.password)]);
  }
  if (input.password !== input.confirmation) throw new AppError('passwords_mismatch');
  if (await verifyPassword(input.password, input.loginPasswordHash)) {
    throw new AppError('payment_password_same_as_login');
  }
}
