import type { Session } from '../shared/session';

/** The signed-in demo member most page tests set (setSession) before they render a member's page. */
export const memberSession: Session = {
  token: 'token-1',
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};
