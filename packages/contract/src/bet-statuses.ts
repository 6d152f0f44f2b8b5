/**
 * Every product's bets share these statuses (a push gives the stake back: 11x5 ball 11, a sum of 30). Here,
 * without zod, so the player site's pages can list them (web.ts); lottery.ts makes them ZBetStatus.
 */
export const betStatuses = ['pending', 'won', 'lost', 'push', 'void', 'cancelled'] as const;
