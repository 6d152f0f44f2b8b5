import type { TFunction } from 'i18next';

/**
 * Lottery bet types and selections in the operator's language, from the lottery catalogue (the same words
 * as the player site's): `lo2` -> "Lô 2 số", `pos3:big` -> "Position 3: Big". `t` is bound to the lottery
 * namespace; a type the catalogue does not know yet shows its code.
 */
export function betTypeLabel(t: TFunction, betType: string): string {
  return t(`betTypes.${betType}`, { defaultValue: betType });
}

export function selectionLabel(t: TFunction, key: string): string {
  if (!/^[a-z]/.test(key)) return key;
  const [head, tail] = key.includes(':') ? key.split(':') : ['', key];
  const word = /^[a-z_]+$/.test(tail ?? '') ? t(`keys.${tail}`, { defaultValue: tail }) : (tail ?? '');
  if (!head) return word;
  const pos = /^pos(\d+)$/.exec(head);
  if (pos) return `${t('rows.position', { n: pos[1] ?? '' })}: ${word}`;
  return `${head.replace('v', ' – ')}: ${word}`;
}
