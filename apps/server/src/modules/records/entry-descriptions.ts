import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';
import { roundLabels } from '../games';
import { drawLabels, lotteryGameNames } from '../lottery';
import { grantTitles } from '../promotions';
import type { EntryDescription, RecordedEntry, ReferenceLabel } from '../wallet';
import { entryKinds } from '../wallet';

/**
 * What an account record's row is about, as parts the site puts into a sentence of the reader's language
 * (ADR 051): the game's name in the three languages and named parts (round, draw, bank account, a person's
 * note...). The ledger's memo is one line of text written for operators; the parts are read from the entry's
 * kind, its reference and that memo, whose shape each writer fixes:
 * - game entries: reference `game_round:<row id>` (seamless/rounds.ts); a credit's memo `<vendor> <reason> <round>`;
 * - lottery stakes, cancellations and corrections: memo `<game code> <draw number>`; a settlement: `draw:<id>`;
 * - deposits: `bank transfer` or `online <provider>`; withdrawals: `<bank> **** 1234` or the rejection's note;
 * - transfers: `<from> → <to>`; adjustments: the operator's reason; a transfer-mode vendor: its code;
 * - a bonus's movements: reference `grant:<id>`, named by the grant's title (its offer's, or its loyalty program's).
 * A kind not known here keeps its memo as the note, so a kind added later still shows something.
 */
/** References whose readable form is the row's own number (the id the member's other pages show as #id). */
const numberedReferences: Record<string, ReferenceLabel['kind']> = {
  bet_slip: 'slip',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  transfer: 'transfer',
  downline_transfer: 'transfer',
  adjustment: 'adjustment',
  lottery_correction: 'correction',
  contract_payout: 'payout',
  contract_debt: 'payout',
  vendor_transfer: 'vendorTransfer',
  grant: 'bonus',
};

const idOf = (reference: string, prefix: string): bigint | null => {
  const match = new RegExp(`^${prefix}:(\\d{1,18})$`).exec(reference);
  return match ? BigInt(match[1] as string) : null;
};

const gameKinds: ReadonlySet<string> = new Set([
  entryKinds.gameDebit,
  entryKinds.gameCredit,
  entryKinds.gameRollback,
  entryKinds.gameRoundEnd,
]);
const slipKinds: ReadonlySet<string> = new Set([entryKinds.betStake, entryKinds.betCancel, entryKinds.betCorrection]);
const creditReasons = new Set(['win', 'bonus', 'jackpot']);

export async function describeEntries(
  db: Db,
  merchantId: number,
  rows: readonly RecordedEntry[],
): Promise<EntryDescription[]> {
  // Every row's round or draw, whatever its kind: its description and its reference's label both read them.
  const roundIds = rows.map((r) => idOf(r.reference, 'game_round')).filter((id): id is bigint => id !== null);
  const drawIds = rows.map((r) => idOf(r.reference, 'draw')).filter((id): id is bigint => id !== null);
  const grantIds = rows.map((r) => idOf(r.reference, 'grant')).filter((id): id is bigint => id !== null);
  const needLottery = rows.some((r) => slipKinds.has(r.kind));
  const [rounds, draws, lotteryNames, bonuses] = await Promise.all([
    roundLabels(db, merchantId, roundIds),
    drawLabels(db, merchantId, drawIds),
    needLottery ? lotteryGameNames(db, merchantId) : Promise.resolve(new Map<string, LocalizedJson>()),
    grantTitles(db, merchantId, grantIds),
  ]);

  /**
   * A draw by its number and a round by the vendor's round id (looked up above, with the rows' other
   * labels); an order by its number. A reference of another shape, or whose draw or round is not this
   * brand's, has no label: the site shows a dash, never the `kind:id` string.
   */
  const referenceLabel = (reference: string): ReferenceLabel | null => {
    const match = /^([a-z_]+):(\d{1,18})$/.exec(reference);
    if (!match) return null;
    const [, prefix = '', id = ''] = match;
    if (prefix === 'draw') {
      const number = draws.get(BigInt(id))?.drawNumber;
      return number ? { kind: 'draw', value: number } : null;
    }
    if (prefix === 'game_round') {
      const round = rounds.get(BigInt(id))?.roundId;
      return round ? { kind: 'round', value: round } : null;
    }
    const kind = numberedReferences[prefix];
    return kind ? { kind, value: id } : null;
  };

  return rows.map(
    (row): EntryDescription => ({
      ...describe(row),
      referenceLabel: referenceLabel(row.reference),
    }),
  );

  function describe(row: RecordedEntry): Omit<EntryDescription, 'referenceLabel'> {
    const memo = row.memo.trim();
    const words = memo.split(/\s+/);
    if (gameKinds.has(row.kind)) {
      const id = idOf(row.reference, 'game_round');
      const round = id === null ? undefined : rounds.get(id);
      const details: Record<string, string> = { round: round?.roundId ?? words.at(-1) ?? '' };
      const reason = words[1];
      if (row.kind === entryKinds.gameCredit && reason && creditReasons.has(reason)) details.outcome = reason;
      return { details, gameName: round?.gameName ?? null };
    }
    if (slipKinds.has(row.kind)) {
      const [code = '', draw = ''] = words;
      return { details: { draw, game: code }, gameName: lotteryNames.get(code) ?? null };
    }
    if (row.kind === entryKinds.betSettle) {
      const id = idOf(row.reference, 'draw');
      const draw = id === null ? undefined : draws.get(id);
      return { details: { draw: draw?.drawNumber ?? '' }, gameName: draw?.gameName ?? null };
    }
    if (row.kind === entryKinds.deposit) {
      if (memo.startsWith('online ')) return { details: { method: 'online', provider: memo.slice(7) }, gameName: null };
      if (memo === 'bank transfer') return { details: { method: 'bank' }, gameName: null };
      return { details: memo ? { note: memo } : {}, gameName: null };
    }
    if (row.kind === entryKinds.withdrawalHold || row.kind === entryKinds.withdrawalPayout) {
      // The bank's name and the masked number: names and digits, nothing to translate.
      return { details: memo ? { account: memo } : {}, gameName: null };
    }
    if (row.kind === entryKinds.transferUpline || row.kind === entryKinds.transferDownline) {
      const [from, to] = memo.split(' → ');
      return { details: from && to ? { from, to } : memo ? { note: memo } : {}, gameName: null };
    }
    if (
      row.kind === entryKinds.vendorTransferIn ||
      row.kind === entryKinds.vendorTransferOut ||
      row.kind === entryKinds.vendorTransferRefund
    ) {
      return { details: memo ? { vendor: memo } : {}, gameName: null };
    }
    const grantId = idOf(row.reference, 'grant');
    if (grantId !== null) {
      // A bonus's movement (turned to cash, a share of a win): named by the offer or loyalty program it came from.
      return { details: { bonus: 'yes' }, gameName: bonuses.get(grantId) ?? null };
    }
    if (row.kind === entryKinds.agentDividend && memo === 'forced')
      return { details: { forced: 'yes' }, gameName: null };
    // A person's words (an adjustment's reason, a rejection's note) or a kind added later: shown as written.
    return { details: memo ? { note: memo } : {}, gameName: null };
  }
}
