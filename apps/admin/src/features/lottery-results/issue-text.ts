import type { TCsvIssue, TResultIssue } from '@gemilang/contract';
import type { TFunction } from 'i18next';
import { TIER_LABEL } from './result-tiers';

/** One problem of a typed result or a results file, in words: "G3, number 2: has 4 digits, 5 expected". */
export function issueText(t: TFunction, issue: TResultIssue | TCsvIssue): string {
  const what = t(`issues.${issue.code}`, {
    defaultValue: t('issues.other', { code: issue.code }),
    expected: issue.expected ?? '',
    found: issue.found ?? '',
  });
  const where = [
    'line' in issue ? t('issues.line', { line: issue.line }) : '',
    issue.tier ? TIER_LABEL[issue.tier] : '',
    issue.item ? t('issues.item', { item: issue.item }) : '',
  ].filter(Boolean);
  return where.length > 0 ? `${where.join(', ')}: ${what}` : what;
}

/** The issues an ApiError carries in `details.issues`, if any. */
export function issuesOf<T>(details: unknown): T[] {
  const issues = (details as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as T[]) : [];
}
