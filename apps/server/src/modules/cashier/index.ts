// The cashier module's entry: what other modules may call (docs/architecture.md, Tables).
export { lockMemberCashier, smaller } from './cashier-member';
export { cashTotalsByGroup } from './team-cash-totals';
