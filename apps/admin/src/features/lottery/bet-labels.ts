import type { TFunction } from 'i18next';

/**
 * Lottery bet types in the operator's language, from the lottery catalogue (the same words as the player
 * site's): `lo2` -> "Lô 2 số". `t` is bound to the lottery namespace; a type the catalogue does not know yet
 * shows its code. Selections are the games package's `selectionLabel` (`pos3:big` -> "Position 3: Big").
 */
export function betTypeLabel(t: TFunction, betType: string): string {
  return t(`betTypes.${betType}`, { defaultValue: betType });
}
