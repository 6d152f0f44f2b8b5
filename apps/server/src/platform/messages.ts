import type { ErrorCode, Language } from '@gemilang/contract';
import en from '../locales/en/errors.json' with { type: 'json' };
import ms from '../locales/ms/errors.json' with { type: 'json' };
import zh from '../locales/zh/errors.json' with { type: 'json' };

type Catalogue = typeof en;
const catalogues: Record<Language, Catalogue> = { ms, en, zh };

export type FieldReason = keyof Catalogue['field'];

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** The server's own words for an error code, in the caller's language. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fill(catalogues[language][code], params);
}

export function fieldMessage(reason: FieldReason, language: Language): string {
  return catalogues[language].field[reason];
}
