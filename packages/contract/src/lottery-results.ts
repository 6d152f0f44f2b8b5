import { trimmed, ZMoney, ZTimestamp } from './common';
import { ZDrawStatus } from './lottery';
import { route } from './route';
import { z } from './zod';

/**
 * Vietnamese results in the back office (issue 10; ADR 026). Official results cannot be fetched, so one
 * operator enters a closed draw's result (in a form laid out like the ticket, or many draws at once in a CSV
 * file, docs/vn-results-csv.md) and a different operator confirms it by typing the numbers again without
 * seeing the first entry (a blind second entry, ADR 049): only when both agree is the draw drawn and settled.
 * A settled draw's result can be corrected the same way: once a second operator confirms, every bet of the
 * draw is decided again and each member's difference moves through the ledger.
 */

/** The prize tiers of a Vietnamese result: G.ĐB, G1 … G7 (North), G8 (Central and South). */
export const vnTiers = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export const ZVnTier = z.enum(vnTiers);
export type TVnTier = z.infer<typeof ZVnTier>;
export const vnRegions = ['north', 'central', 'south'] as const;
export const ZVnRegion = z.enum(vnRegions);
export type TVnRegion = z.infer<typeof ZVnRegion>;

const ZId = z.string().regex(/^[1-9]\d{0,17}$/);
export const ZResultIdParam = z.object({ id: ZId });

/** Every number of every tier as typed, digit strings (leading zeros matter); the server checks the shape. */
export const ZVnPrizes = z.partialRecord(ZVnTier, z.array(z.string().trim().max(12)).max(10));
export type TVnPrizes = z.infer<typeof ZVnPrizes>;
export const ZVnResult = z.object({ region: ZVnRegion, prizes: ZVnPrizes });
export type TVnResult = z.infer<typeof ZVnResult>;

const ZOperator = z.object({ id: z.string(), username: z.string() });

export const resultProposalKinds = ['result', 'correction'] as const;
/** mismatched: the blind second entry differed from the first; nothing settled, a new entry is needed. */
export const resultProposalStatuses = ['pending', 'confirmed', 'rejected', 'mismatched'] as const;

export const ZResultProposal = z.object({
  id: z.string(),
  drawId: z.string(),
  /** result: a closed draw's first result; correction: a new result for a settled draw. */
  kind: z.enum(resultProposalKinds),
  status: z.enum(resultProposalStatuses),
  source: z.enum(['form', 'csv']),
  /**
   * The first entry's numbers. Null while it waits for its second entry, for every operator but the one who
   * typed it: the second entry is blind.
   */
  result: ZVnResult.nullable(),
  /** The second entry's numbers, when they differed from the first (status mismatched); null otherwise. */
  secondResult: ZVnResult.nullable(),
  proposedBy: ZOperator,
  proposedAt: ZTimestamp,
  decidedBy: ZOperator.nullable(),
  decidedAt: ZTimestamp.nullable(),
  decisionNote: z.string(),
});
export type TResultProposal = z.infer<typeof ZResultProposal>;

/** A Vietnamese draw that needs a result, or a settled one that may be corrected. */
export const ZResultDraw = z.object({
  id: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  region: ZVnRegion,
  drawNumber: z.string(),
  station: z.string(),
  stationName: z.string(),
  drawAt: ZTimestamp,
  status: ZDrawStatus,
  /** The confirmed result (null until one is confirmed). */
  result: ZVnResult.nullable(),
  /** The proposal waiting for a second operator, if any. */
  pending: ZResultProposal.nullable(),
  /** The latest proposal, when its two entries differed and no new entry was made since: both are shown. */
  mismatch: ZResultProposal.nullable(),
  /** How many corrections were confirmed on it. */
  corrections: z.number().int(),
});
export type TResultDraw = z.infer<typeof ZResultDraw>;

/** A confirmed correction, with what it moved: paid to members, taken back, and what could not be taken back. */
export const ZCorrectionSummary = z.object({
  id: z.string(),
  drawId: z.string(),
  gameCode: z.string(),
  /** The game's name in the operator's language (its code when the brand has no name for it). */
  gameName: z.string(),
  drawNumber: z.string(),
  number: z.number().int(),
  proposedBy: ZOperator,
  confirmedBy: ZOperator,
  createdAt: ZTimestamp,
  members: z.number().int(),
  betsChanged: z.number().int(),
  paid: ZMoney,
  recovered: ZMoney,
  unrecovered: ZMoney,
  /** Kept back from members this correction owed, against what they still owed from an earlier one. */
  withheld: ZMoney,
  /** Members who no longer had the money to give back, and how much of it they kept. */
  shortfalls: z.array(z.object({ memberId: z.string(), username: z.string(), unrecovered: ZMoney })),
});
export type TCorrectionSummary = z.infer<typeof ZCorrectionSummary>;

export const ZResultsOverview = z.object({
  /** Closed draws waiting for a result (with or without a proposal), oldest first. */
  awaiting: z.array(ZResultDraw),
  /** Settled draws of the last days, newest first: the ones a correction may be proposed for. */
  settled: z.array(ZResultDraw),
  corrections: z.array(ZCorrectionSummary),
  currency: z.string(),
});
export type TResultsOverview = z.infer<typeof ZResultsOverview>;

export const ZProposeResult = z.object({ drawId: ZId, prizes: ZVnPrizes });
export type TProposeResult = z.infer<typeof ZProposeResult>;

/** A results file is small: a day of every region is about 100 lines. */
export const RESULTS_CSV_MAX_CHARS = 200_000;
export const ZProposeResultsCsv = z.object({ csv: z.string().min(1).max(RESULTS_CSV_MAX_CHARS) });
export const ZProposedResults = z.object({ proposals: z.array(ZResultProposal) });
export type TProposedResults = z.infer<typeof ZProposedResults>;

/** The second entry: the numbers typed again from the sheet, blind (the first entry is not shown). */
export const ZConfirmResult = z.object({ prizes: ZVnPrizes, note: trimmed(500).default('') });
export const ZRejectResult = z.object({ reason: trimmed(500).min(1) });

/**
 * What is wrong with a typed result (in `details.issues` of `lottery_result_invalid`): the tier, the number
 * (1-based) and the count or digits expected.
 */
export const ZResultIssue = z.object({
  code: z.string(),
  tier: ZVnTier.optional(),
  item: z.number().int().optional(),
  expected: z.number().int().optional(),
  found: z.number().int().optional(),
});
export type TResultIssue = z.infer<typeof ZResultIssue>;

/** What is wrong in a results file (in `details.issues` of `lottery_results_csv_invalid`), by line and column. */
export const ZCsvIssue = ZResultIssue.extend({
  line: z.number().int(),
  column: z.number().int().optional(),
  columnName: z.string().optional(),
});
export type TCsvIssue = z.infer<typeof ZCsvIssue>;

/** Audit actions of result entry: a result or a correction proposed, confirmed, refused, or typed differently. */
export const lotteryResultAuditActions = (['result', 'correction'] as const).flatMap(
  (kind) =>
    [
      `lottery.${kind}.propose`,
      `lottery.${kind}.confirm`,
      `lottery.${kind}.mismatch`,
      `lottery.${kind}.reject`,
    ] as const,
);

export const lotteryResultRoutes = {
  overview: route({
    method: 'GET',
    path: '/admin/api/lottery/results',
    access: 'lotteryResults',
    tag: 'admin-lottery',
    summary: 'Vietnamese draws awaiting a result, settled ones that may be corrected, and recent corrections.',
    response: ZResultsOverview,
  }),
  propose: route({
    method: 'POST',
    path: '/admin/api/lottery/results/proposals',
    access: 'lotteryResults',
    tag: 'admin-lottery',
    summary:
      "Propose a closed draw's result (or a corrected result for a settled draw); it waits for a second operator.",
    body: ZProposeResult,
    response: ZResultProposal,
  }),
  proposeCsv: route({
    method: 'POST',
    path: '/admin/api/lottery/results/csv',
    access: 'lotteryResults',
    tag: 'admin-lottery',
    summary: 'Propose the results of one or more closed draws from a CSV file (all of it or nothing).',
    body: ZProposeResultsCsv,
    response: ZProposedResults,
  }),
  confirm: route({
    method: 'POST',
    path: '/admin/api/lottery/results/proposals/:id/confirm',
    access: 'lotteryResults',
    tag: 'admin-lottery',
    summary:
      "The blind second entry of another operator's proposal: equal numbers confirm it (the draw is drawn and settled, or its correction applied); different ones leave it mismatched, with both entries shown, and nothing settles.",
    params: ZResultIdParam,
    body: ZConfirmResult,
    response: ZResultProposal,
  }),
  reject: route({
    method: 'POST',
    path: '/admin/api/lottery/results/proposals/:id/reject',
    access: 'lotteryResults',
    tag: 'admin-lottery',
    summary: "Reject another operator's proposal with a reason; the draw waits for a new one.",
    params: ZResultIdParam,
    body: ZRejectResult,
    response: ZResultProposal,
  }),
};
