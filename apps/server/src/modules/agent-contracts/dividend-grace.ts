/** How long an upline has to pay a dividend after its period ends when the brand sets nothing (ADR 038). */
export const DEFAULT_DIVIDEND_GRACE_HOURS = 24;

/**
 * The brand's grace for dividends, in hours: `merchants.settings.agentContracts.dividendGraceHours`, a whole
 * number from 0 to 168 (a week); anything else falls back to the default rather than freezing agents early.
 */
export function dividendGraceHours(settings: unknown): number {
  const section = (settings as { agentContracts?: { dividendGraceHours?: unknown } } | null)?.agentContracts;
  const hours = section?.dividendGraceHours;
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= 0 && hours <= 168
    ? hours
    : DEFAULT_DIVIDEND_GRACE_HOURS;
}
