/**
 * The 24 registration patterns, by patternId. The server sends, per field, a patternId and
 * length bounds; the same table validates on both sides so a value the form accepts is one the server
 * accepts. Where a field's one-line description leaves room, the choice is written next to the pattern.
 */
export const patternIds = Array.from({ length: 24 }, (_, i) => i);

const han = '\\p{Script=Han}';
const patterns: Record<number, RegExp> = {
  // 0: only the length counts.
  0: /^[\s\S]*$/u,
  1: /^[A-Za-z][A-Za-z0-9]*$/,
  2: new RegExp(`^[A-Za-z${han}]+$`, 'u'),
  // 3: a practical e-mail shape (local@domain.tld), no spaces; the local part's dots separate non-empty
  // parts (no leading, trailing or doubled dot), as mail servers require.
  3: /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
  4: /^[A-Za-z0-9]+$/,
  // 5: letters of any script combined with digits (4 is the ASCII-only form).
  5: /^[\p{L}\p{N}]+$/u,
  6: /^[0-9]+$/,
  7: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
  8: /^[A-Za-z ]+$/,
  9: /^\S+$/u,
  10: new RegExp(`^[${han}\\p{P}\\p{S}]+$`, 'u'),
  11: /^\d{4}-\d{2}-\d{2}$/,
  // 12: combining marks (\p{M}) are part of a letter as written: Thai vowel and tone marks, decomposed
  // Vietnamese accents. Only letters count towards the two.
  12: /^(?=(?:[^\p{L}]*\p{L}){2})[\p{L}\p{M} ]+$/u,
  13: /^\d{2}-\d{2}-\d{4}$/,
  14: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/,
  15: /^\p{Script=Hangul}+$/u,
  16: /^[\p{Script=Thai}]+$/u,
  17: /^[\p{Script=Thai}A-Za-z ]+$/u,
  18: /^(?=.*[A-Z])[A-Z ]+$/,
  // 19: printable ASCII letters, digits and symbols, no spaces.
  19: /^[!-~]+$/,
  20: /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$/,
  // 21: two or more names, single spaces between them. A name starts with a letter and may hold combining
  // marks (Thai, Vietnamese) and an inner hyphen or apostrophe (Siti Nur'aini, Ah-Kow).
  21: /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?: \p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*)+$/u,
  // 22: full-width Japanese: kana, kanji, the prolonged-sound mark, the middle dot of foreign names and
  // full-width forms; no space of any width. Half-width katakana (U+FF61-FF9F) are Katakana by script but
  // not full-width, so they are refused.
  22: /^(?:(?![\uFF61-\uFF9F])[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー・\uFF01-\uFF5E])+$/u,
  23: /^[A-Z]+$/,
};

/** True when `yyyy`, `MM` and `dd` name a real calendar day. */
function isCalendarDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function matchesPattern(patternId: number, value: string): boolean {
  const re = patterns[patternId];
  if (!re?.test(value)) return false;
  if (patternId === 11) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return isCalendarDay(y, m, d);
  }
  if (patternId === 13) {
    const [m, d, y] = value.split('-').map(Number) as [number, number, number];
    return isCalendarDay(y, m, d);
  }
  return true;
}

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** The operator's extra regular expression; `*` means anything (spec: '*' becomes '.*'). */
  acceptedPattern: string;
  patternId: number;
}

export type FieldProblem = 'required' | 'length' | 'pattern';

/** Characters as a person counts them (code points), so a Chinese name is not counted twice. */
export function charLength(value: string): number {
  return [...value].length;
}

function operatorPattern(accepted: string): RegExp | null {
  const source = accepted.trim();
  if (source === '' || source === '*' || source === '.*') return null;
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}

/**
 * Checks one value against its field rule. Returns the first problem or null. An empty optional field is
 * fine; a disabled field is never checked (it is not shown).
 */
export function checkField(rule: FieldRule, raw: string | null | undefined): FieldProblem | null {
  if (!rule.enabled) return null;
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? 'required' : null;
  const length = charLength(value);
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  if (!matchesPattern(rule.patternId, value)) return 'pattern';
  const extra = operatorPattern(rule.acceptedPattern);
  if (extra && !extra.test(value)) return 'pattern';
  return null;
}

/** The form "(min) - (max)", or just "(min)" when both are equal. */
export function lengthRange(rule: Pick<FieldRule, 'minLength' | 'maxLength'>): string {
  return rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength} - ${rule.maxLength}`;
}

/** The registration fields whose rules come from the server. */
export const registerFields = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'mobileNum',
  'email',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
  'recommenderId',
] as const;
export type RegisterField = (typeof registerFields)[number];
