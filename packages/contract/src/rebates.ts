/**
 * Rebates (ADR 060): a rate of a member's valid bets per product over a brand day or week, at the rates of the
 * member's VIP level, paid as a reward of the program `rebate` (the reward centre shows each product's line).
 * Zod-free, so the player site's pages may read the names.
 */

/** The products a rebate rate names: the lotteries by their product, every other game by its category. */
export const rebateProducts = ['LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP'] as const;
export type TRebateProduct = (typeof rebateProducts)[number];

/** A rebate's period: the brand's day, or its week from Monday, each from midnight in the brand's zone. */
export const rebatePeriods = ['daily', 'weekly'] as const;
export type TRebatePeriod = (typeof rebatePeriods)[number];

/** The highest rate a rebate may pay: 5 % (500 basis points); sites commonly pay 0.3-1.5 %. */
export const maxRebateRateBp = 500;
