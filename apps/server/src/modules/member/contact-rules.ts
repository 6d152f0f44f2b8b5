import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { fieldMessage } from '../../platform/messages';
import { normalizeDialingCode, normalizeMobile } from './member-by-mobile';
import { fieldIssue, loadFieldRules, mandatory } from './register-rules';

/** The dialling codes the brand offers on its forms (merchants.settings.countries); none listed allows any. */
function offeredDialingCodes(request: FastifyRequest): string[] {
  const settings = request.merchant.settings as { countries?: { countryDialingCode?: unknown }[] };
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
  request: FastifyRequest,
  input: { countryDialingCode: string; mobileNum: string },
): Promise<{ dialingCode: string; mobile: string }> {
  const dialingCode = normalizeDialingCode(input.countryDialingCode);
  const offered = offeredDialingCodes(request);
  if (!/^\d{1,4}$/.test(dialingCode) || (offered.length > 0 && !offered.includes(dialingCode))) {
    const message = fieldMessage('invalid', request.language);
    throw new AppError('invalid_input', [{ field: 'countryDialingCode', reason: 'invalid', message }]);
  }
  const rules = await loadFieldRules(request);
  const issue = fieldIssue(request, 'mobileNum', mandatory(rules.mobileNum), input.mobileNum);
  if (issue) throw new AppError('invalid_input', [issue]);
  return { dialingCode, mobile: normalizeMobile(input.mobileNum) };
}

/** An e-mail address checked by the brand's registration rule for e-mail. */
export async function checkedEmail(request: FastifyRequest, email: string): Promise<string> {
  const rules = await loadFieldRules(request);
  const rule = mandatory(rules.email);
  // A brand that switched e-mail off at registration still needs addresses to be addresses here.
  const issue = fieldIssue(request, 'email', rule.patternId === 3 ? rule : { ...rule, patternId: 3 }, email);
  if (issue) throw new AppError('invalid_input', [issue]);
  return email.trim();
}
