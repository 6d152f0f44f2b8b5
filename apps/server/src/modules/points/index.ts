// The points module's entry (ADR 064): points earned with settlement and deposits, the catalogue, redemptions and
// conversions. Routes are not exported; app.ts registers them.
export { accrueDepositPoints } from './accrue-deposit-points';
export { postPointsAdjustment } from './adjust-points';
export { correctPoints, creditPoints } from './credit-points';
export { termsOf } from './items-admin';
export { pointSettingsOf, rateOf } from './point-settings';
export { pointsBalance } from './points-accounts';
export { reconcilePointAccrual } from './reconcile-accrual';
export { reconcilePoints } from './reconcile-points';
export { redemptionsApplying } from './redemption-queue';
