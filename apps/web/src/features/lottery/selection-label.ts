import type { TFunction } from 'i18next';

/**
 * A lottery selection as a person reads it, from the lottery catalogue's words: "pos3:big" -> "Position 3: Big"
 * ("Kedudukan 3: Besar", "第3位: 大"); "1v10:dragon" -> "1 – 10: Dragon"; "big" -> "Big"; numbers as they are
 * ("07", "12,34"). `t` is bound to the lottery namespace. Shared by the slip, "my bets" and the betting record.
 */
export function localiseKey(t: TFunction, key: string): string {
  if (!/^[a-z]/.test(key)) return key;
  const [head, tail] = key.includes(':') ? key.split(':') : ['', key];
  const word = /^[a-z_]+$/.test(tail ?? '') ? t(`keys.${tail}`, { defaultValue: tail }) : (tail ?? '');
  if (!head) return word;
  const pos = /^pos(\d+)$/.exec(head);
  if (pos) return `${t('rows.position', { n: pos[1] ?? '' })}: ${word}`;
  return `${head.replace('v', ' – ')}: ${word}`;
}
