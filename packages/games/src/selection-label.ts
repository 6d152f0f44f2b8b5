/**
 * A catalogue lookup: i18next's `t` bound to a site's lottery namespace fits, without this package depending
 * on i18next (ADR 020: pure and synchronous). `defaultValue` is what to show when the catalogue lacks the key;
 * `n` fills `{{n}}`.
 */
export type WordLookup = (key: string, options: { defaultValue?: string; n?: string }) => string;

/**
 * A lottery bet key as a person reads it, in the words of the lottery catalogue (`keys.*`, `rows.position`):
 * "pos3:big" -> "Position 3: Big" ("Kedudukan 3: Besar", "第3位: 大"); "big" -> "Big"; numbers as they are
 * ("07", "12,34"); a word the catalogue does not know shows as written. PK10's duels name their two places:
 * "1v10:dragon" -> "1 – 10: Dragon" ("1 – 10: Naga", "1 – 10: 龙").
 * Used by the player site (slip, "my bets", betting record) and the back office (a draw's bets, liability).
 */
export function selectionLabel(t: WordLookup, key: string): string {
  // Numbers ("07", "12,34") are shown as typed; a word, a position's word and a duel's word are named.
  if (!/^([a-z]|\d+v\d+:)/.test(key)) return key;
  const [head, tail] = key.includes(':') ? key.split(':') : ['', key];
  const word = /^[a-z_]+$/.test(tail ?? '') ? t(`keys.${tail}`, { defaultValue: tail }) : (tail ?? '');
  if (!head) return word;
  const pos = /^pos(\d+)$/.exec(head);
  if (pos) return `${t('rows.position', { n: pos[1] ?? '' })}: ${word}`;
  return `${head.replace('v', ' – ')}: ${word}`;
}
