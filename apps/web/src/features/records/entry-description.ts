import type { TTransactionRow } from '@gemilang/contract';
import type { TFunction } from 'i18next';

type Language = 'ms' | 'en' | 'zh';

const gameKinds = new Set(['game_debit', 'game_credit', 'game_rollback', 'game_round_end']);
const drawKinds = new Set(['bet_stake', 'bet_cancel', 'bet_settle', 'bet_correction']);

/**
 * What an account record row is about, in the reader's language (ADR 051): a sentence from the
 * records catalogue filled with the row's parts (the game's name in this language, the round or draw,
 * the bank account...). A person's own words (an adjustment's reason, a rejection's note) are shown as
 * written; a row with nothing to say is '' (the page shows a dash).
 */
export function entryDescription(t: TFunction, language: Language, row: TTransactionRow): string {
  const d = row.details ?? {};
  const game = row.gameName?.[language] || d.game || '';
  if (gameKinds.has(row.type) && d.round) {
    const base = game
      ? t('descriptions.gameRound', { game, round: d.round })
      : t('descriptions.round', { round: d.round });
    if (!d.outcome) return base;
    const outcome = t(`descriptions.outcomes.${d.outcome}`, { defaultValue: d.outcome });
    return t('descriptions.withOutcome', { base, outcome });
  }
  if (drawKinds.has(row.type) && d.draw) {
    return game ? t('descriptions.gameDraw', { game, draw: d.draw }) : t('descriptions.draw', { draw: d.draw });
  }
  // A bonus's movement: the offer or loyalty program it came from, in the reader's language.
  if (d.bonus && game) return game;
  if (d.method === 'bank') return t('descriptions.bankTransfer');
  if (d.method === 'online') return t('descriptions.online', { provider: d.provider ?? '' });
  if (d.account) return t('descriptions.toAccount', { account: d.account });
  if (d.from && d.to) return `${d.from} → ${d.to}`;
  if (d.vendor) return t('descriptions.vendorWallet', { vendor: d.vendor });
  if (d.forced) return t('descriptions.forced');
  return d.note ?? '';
}

/**
 * The row's reference as the member knows it, from the records catalogue: "Cabutan 20261123-HN",
 * "Pusingan gp-1", "Deposit #42" (ADR 051). The server reads the draw's number and the round's id; a row
 * without a readable reference, or of a kind this catalogue does not know yet, is '' (the page shows a
 * dash), never the ledger's `kind:id` key.
 */
export function referenceLabel(t: TFunction, row: TTransactionRow): string {
  const label = row.referenceLabel;
  if (!label) return '';
  return t(`references.${label.kind}`, { value: label.value, defaultValue: '' });
}
