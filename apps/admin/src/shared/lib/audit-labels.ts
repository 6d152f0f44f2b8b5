import type { TFunction } from 'i18next';

/** A known action in the operator's language; an action the catalogue does not know shows as written. */
export function actionLabel(t: TFunction, action: string): string {
  return t(`audit:actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
}

/** One line for a table cell: the reason when there is one, else the detail as compact `key: value` pairs. */
export function detailText(detail: Record<string, unknown>): string {
  if (typeof detail.reason === 'string' && detail.reason) return detail.reason;
  return Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}
