import { ZTimestamp } from './common';
import { ZMoney } from './money';
import { ZRewardLine } from './rewards';
import { route } from './route';
import { z } from './zod';

/**
 * Today's rebate so far (ADR 060): what the member's valid bets since the brand's midnight would pay at their VIP
 * level's daily rates if the day ended now. An estimate the reward centre shows; the day's reward itself is computed
 * after midnight (bets still open count when they settle).
 */
export const ZRebateToday = z.object({
  /** False when the brand pays no daily rebate. */
  enabled: z.boolean(),
  periodStart: ZTimestamp,
  periodEnd: ZTimestamp,
  lines: z.array(ZRewardLine),
  amount: ZMoney,
  currency: z.string(),
});
export type TRebateToday = z.infer<typeof ZRebateToday>;

export const rebateRoutes = {
  today: route({
    method: 'GET',
    path: '/wps/member/rebates/today',
    access: 'realMember',
    tag: 'rewards',
    summary: "Today's rebate so far: the member's valid bets since midnight at their level's daily rates.",
    response: ZRebateToday,
  }),
} as const;
