import type { TFunction } from 'i18next';

/**
 * A draw as an operator reads it: the game's name in their language (the server sends it so) and the draw's
 * number, put together by the catalogue ("North lottery 20261123-HN", "北部彩 第 20261123-HN 期"), never
 * the game's code. Rows, buttons' names, dialogs and notices all say it the same way.
 */
export function drawName(t: TFunction, draw: { gameName: string; drawNumber: string }): string {
  return t('lotteryResults:drawName', { game: draw.gameName, draw: draw.drawNumber });
}
