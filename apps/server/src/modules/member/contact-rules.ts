import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { fieldMessage } from '../../platform/messages';
import { normalizeDialingCode, normalizeMobile } from './member-by-mobile';
import { fieldIssue, loadFieldRules, mandatory } from './register-rules';

/** The dialling codes the brand offers on its forms (merchants.settings.countries); none listed allows any. */
function offeredDialingCodes(actor: Actor): string[] {
  const settings = actor.merchant.settings as { countries?: { countryDialingCode?: unknown }[] };
  const countries = Array.isArray(settings.countries) ? settings.countries : [];
  return countries
    .map((c) => (typeof c.countryDialingCode === 'string' ? normalizeDialingCode(c.countryDialingCode) : ''))
    .filter((c) => c !== '');
}

/**
 * A mobile number a member wants to bind, checked by the brand's registration rule for mobile numbers and
 * its list of countries; answered in the stored form (dialling code without the plus, no trunk zero).
 */
export async function checkedMobile(
  deps: Deps,
  actor: Actor,
  input: { countryDialingCode: string; mobileNum: string },
): Promise<{ dialingCode: string; mobile: string }> {
  const dialingCode = normalizeDialingCode(input.countryDialingCode);
  const offered = offeredDialingCodes(actor);
  if (!/^\d{1,4}$/.test(dialingCode) || (offered.length > 0 && !offered.includes(dialingCode))) {
    const message = fieldMessage('invalid', actor.language);
    throw new AppError('invalid_input', [{ field: 'countryDialingCode', reason: 'invalid', message }]);
  }
  const rules = await loadFieldRules(deps, actor);
  const issue = fieldIssue(actor, 'mobileNum', mandatory(rules.mobileNum), input.mobileNum);
  if (issue) throw new AppError('invalid_input', [issue]);
  return { dialingCode, mobile: normalizeMobile(input.mobileNum) };
}

/** An e-mail address checked by the brand's registration rule for e-mail. */
export async function checkedEmail(deps: Deps, actor: Actor, email: string): Promise<string> {
  const rules = await loadFieldRules(deps, actor);
  const rule = mandatory(rules.email);
  // A brand that switched e-mail off at registration still needs addresses to be addresses here.
  const issue = fieldIssue(actor, 'email', rule.patternId === 3 ? rule : { ...rule, patternId: 3 }, email);
  if (issue) throw new AppError('invalid_input', [issue]);
  return email.trim();
}
