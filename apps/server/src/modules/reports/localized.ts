import type { Language } from '@gemilang/contract';
import type { LocalizedJson } from '../../db/schema';

/** The text of an operator's three-language field in the reader's language, falling back to Malay, then English. */
export function localized(text: LocalizedJson | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text.ms || text.en || '';
}
