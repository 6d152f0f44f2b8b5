// The referrals module's entry (ADR 061): invite friends. The deposits module calls rewardReferrerOfDeposit when it
// credits a deposit; the share job is in scheduled-jobs.ts; app.ts registers the routes.
export type { CreditedDeposit } from './first-deposit-reward';
export { rewardReferrerOfDeposit } from './first-deposit-reward';
