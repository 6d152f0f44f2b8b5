/**
 * The member centre's pages by their fixed names, in menu order. Kept apart from pages.ts (icons and
 * page code) so the links into the centre cost the first page load nothing.
 */
export const memberCentrePageIds = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  // Not one of the 13 entries: game recall (issue 11; ADR 040), beside the betting record.
  'gameRecall',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Not among the 13 entries: the loyalty programs' own pages (issue 29; ADR 061).
  'signInTasks',
  'redEnvelope',
  // Not among the 13 entries: the member's VIP level and the ladder's benefits (issue 29; ADR 060).
  'vip',
] as const;

export type MemberCentrePageId = (typeof memberCentrePageIds)[number];
