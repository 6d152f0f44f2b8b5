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
  // Not among the 13 entries: the member's own deposit limits, break and self-exclusion (issue 31; ADR 073).
  'responsibleGaming',
  // The member centre's entries of the points mall (points details, exchange records, points rules): links to its tabs (/pointMall is a page of its own, ADR 064).
  'pointsDetails',
  'exchangeRecords',
  'pointsRules',
] as const;

export type MemberCentrePageId = (typeof memberCentrePageIds)[number];

/** The entries that lead out of the centre to a page of the site, rather than showing a page inside it. */
export const memberCentreLinks: Partial<Record<MemberCentrePageId, string>> = {
  pointsDetails: '/pointMall?tab=details',
  exchangeRecords: '/pointMall?tab=records',
  pointsRules: '/pointMall?tab=rules',
};
