/** Interface languages. `ms` is the default (MY in the flag names); CN is `zh`. */
export const languages = ['ms', 'en', 'zh'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ms';

const aliases: Record<string, Language> = { my: 'ms', ms: 'ms', en: 'en', cn: 'zh', zh: 'zh' };

/** Reads a `Language` header or stored value (`MY`, `en-GB`, `zh_CN`…) into one of ours, or the default. */
export function toLanguage(raw: string | null | undefined): Language {
  if (!raw) return defaultLanguage;
  const base =
    raw
      .trim()
      .toLowerCase()
      .split(/[-_,;]/)[0] ?? '';
  return aliases[base] ?? defaultLanguage;
}
