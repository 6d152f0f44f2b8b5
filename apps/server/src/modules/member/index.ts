// The member module's entrance: the account (its row, passwords, profile, bank accounts, freeze) as other
// modules may ask for it. Routes are not exported; app.ts registers them.
export { sessionAccounts } from './session-accounts';

export type { MemberBankAccount } from './bank-accounts';
export { listBankAccounts, maskAccountNumber, memberBankAccount } from './bank-accounts';
export { freezeMember, isFrozenMember, memberIsFrozen } from './freeze-member';
export { invitation, newInvitation } from './invitation-code';
export { mailText } from './mail-text';
export {
  defaultDialingCode,
  memberByMobile,
  normalizeDialingCode,
  normalizeMobile,
  smsDestination,
} from './member-by-mobile';
export { memberIdsNamed, memberNamesById } from './member-names';
export { openTeamAccount } from './open-team-account';
export { memberForSignIn, recordSignIn, signInProfile } from './sign-in-account';
export type { CodeSent, SignInSteps } from './sign-in-steps';
export { verifyPaymentPassword } from './verify-payment-password';
