// The member module's entrance: the account (its row, passwords, profile, bank accounts, freeze) as other
// modules may ask for it. Routes are not exported; app.ts registers them.

export { memberRecord } from './admin/member-record';
export { makeMemberAgent, setMemberLabels } from './admin/member-standing-changes';
export { searchMembers } from './admin/search-members';
export { applyStaffAction, memberStatusOf } from './admin/staff-actions';
export { unfreezeMember } from './admin/unfreeze-member';
export { listBankAccounts, maskAccountNumber, memberBankAccount } from './bank-accounts';
export { isMemberPassword } from './confirm-password';
export { freezeMember, isFrozenMember, memberIsFrozen } from './freeze-member';
export { invitation, newInvitation } from './invitation-code';
export { linkedAccountCounts, linkedAccounts } from './linked-accounts';
export { mailText } from './mail-text';
export {
  defaultDialingCode,
  memberByMobile,
  normalizeDialingCode,
  normalizeMobile,
  smsDestination,
} from './member-by-mobile';
export { memberOwnContact } from './member-contact';
export {
  lockedMember,
  memberAccounts,
  memberIdsNamed,
  memberNamed,
  memberNameOf,
  memberNamesById,
  memberType,
  memberWithUpline,
  messageAudience,
} from './member-names';
export type { MemberStanding } from './member-standing';
export { memberStanding } from './member-standing';
export { openTeamAccount } from './open-team-account';
export { referralCodeOf, referralPairs, referredMembers, referrerOf, sameHolderSignals } from './referral-relations';
export { memberForSignIn, recordSignIn, signInProfile } from './sign-in-account';
export { openTrialAccount, trialsOpenedSince } from './trial-accounts';
export { verifyPaymentPassword } from './verify-payment-password';
export { setVipLevels, vipLevelsRelation } from './vip-level';
