import { type FieldRule, type Language, lengthRange } from '@gemilang/contract';
import en from '../../locales/en/patterns.json' with { type: 'json' };
import ms from '../../locales/ms/patterns.json' with { type: 'json' };
import zh from '../../locales/zh/patterns.json' with { type: 'json' };

type Catalogue = Record<string, string>;
const catalogues: Record<Language, Catalogue> = { ms, en, zh };

/**
 * The message of a field's pattern with its length range, in the caller's language: the same
 * words the form shows, so a refusal from the server reads like one from the form.
 */
export function patternMessage(rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>, language: Language) {
  const template = catalogues[language][String(rule.patternId)] ?? catalogues[language]['0'] ?? '';
  return template.replace('{{range}}', lengthRange(rule));
}
