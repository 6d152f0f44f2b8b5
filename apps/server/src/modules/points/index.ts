// The points module's entry (ADR 064): points earned with settlement and deposits, the catalogue, redemptions and
// conversions. Routes are not exported; app.ts registers them.
export { accrueDepositPoints } from './accrue-deposit-points';
export { postPointsAdjustment } from './adjust-points';
export type { PointsCredit } from './credit-points';
export { correctPoints, creditPoints } from './credit-points';
export { termsOf } from './items-admin';
export type { PointRate, PointSettings } from './point-settings';
export { pointSettingsOf, pointsAt, rateOf } from './point-settings';
export { memberPointsAccount, pointsBalance } from './points-accounts';
export { reconcilePointAccrual } from './reconcile-accrual';
export { reconcilePoints } from './reconcile-points';
export { redemptionsApplying } from './redemption-queue';
