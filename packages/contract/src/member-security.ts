import { trimmed, ZOk } from './common';
import { ZAvatar } from './member';
import { route } from './route';
import { ZSmsRequestValue } from './session';
import { ZUploadId } from './uploads';
import { z } from './zod';

/**
 * The member centre's "My account" page (securityCenter): profile, payment password, verified
 * mobile number and e-mail address, bank accounts for withdrawals, and the avatar.
 */

// ------------------------------------------------------------------------------------------ bank accounts

/** A bank account as the member (and a withdrawal form) sees it: the number masked to its last four digits. */
export const ZMemberBankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  /** Masked, e.g. `**** 1234`. */
  accountNumber: z.string(),
  /** The payee name the account is in. */
  accountName: z.string(),
  addedAt: z.string(),
});
export type TMemberBankAccount = z.infer<typeof ZMemberBankAccount>;

/** Active bank accounts a member may keep at once. */
export const maxBankAccounts = 5;

/** Spaces and dashes as people type them are dropped; 6 to 20 digits remain. */
export const ZAccountNumber = z
  .string()
  .max(40)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9]{6,20}$/));

export const ZBankAccountInput = z.object({
  bankName: trimmed(64).min(1),
  accountNumber: ZAccountNumber,
  /** Must be the member's payee name; a member without one sets it with the first account. */
  accountName: trimmed(64).min(1),
});
export type TBankAccountInput = z.output<typeof ZBankAccountInput>;

/** What an operator sees of a member's bank accounts: whole numbers, removed ones too. */
export const ZAdminBankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  /** Masked (`**** 1234`) for every operator; an administrator reveals the whole number, audited (ADR 051). */
  accountNumber: z.string(),
  accountName: z.string(),
  addedAt: z.string(),
  removedAt: z.string().nullable(),
});
export type TAdminBankAccount = z.infer<typeof ZAdminBankAccount>;

/** A whole account number, answered only to an administrator's explicit, audited reveal. */
export const ZRevealedAccountNumber = z.object({ accountNumber: z.string() });
export type TRevealedAccountNumber = z.infer<typeof ZRevealedAccountNumber>;

// ----------------------------------------------------------------------------------------------- avatars

/** The stock avatars, files of the player site at /avatars/<name>.svg. */
export const stockAvatars = [
  'avatar-01',
  'avatar-02',
  'avatar-03',
  'avatar-04',
  'avatar-05',
  'avatar-06',
  'avatar-07',
  'avatar-08',
] as const;
export type StockAvatar = (typeof stockAvatars)[number];
export const stockAvatarUrl = (name: string): string => `/avatars/${name}.svg`;

/**
 * Where an uploaded avatar is served: no token needed (an <img> cannot send one), the key is the upload id
 * and part of the image's SHA-256, so the address cannot be guessed from an id.
 */
export const customAvatarPath = '/wps/member/avatars/custom/:key';

export const ZSetAvatar = z.discriminatedUnion('avatarType', [
  z.object({ avatarType: z.literal('STATIC'), avatar: z.enum(stockAvatars) }),
  z.object({ avatarType: z.literal('CUSTOM'), uploadId: ZUploadId }),
]);
export type TSetAvatar = z.infer<typeof ZSetAvatar>;

// ------------------------------------------------------------------------------------------------ profile

export const ZContactStatus = z.object({
  /** Masked for display (60******89, d***@example.com); '' when there is none. */
  masked: z.string(),
  verified: z.boolean(),
});

export const ZSecurityOverview = z.object({
  account: z.string(),
  nickname: z.string(),
  payeeName: z.string(),
  /** yyyy-MM-dd, or null while the member has not given it (it can be set once). */
  birthday: z.string().nullable(),
  mobile: ZContactStatus,
  email: ZContactStatus,
  paymentPasswordSet: z.boolean(),
  /** Minutes left on a payment-password lock after repeated wrong tries; 0 when not locked. */
  paymentPasswordLockedMinutes: z.number().int(),
  passwordChangedAt: z.string(),
  avatar: ZAvatar,
  bankAccounts: z.array(ZMemberBankAccount),
  maxBankAccounts: z.number().int(),
});
export type TSecurityOverview = z.infer<typeof ZSecurityOverview>;

export const ZNickname = trimmed(32);

export const ZProfileInput = z.object({
  /** Letters, digits, spaces and . _ - in any script; '' goes back to showing the username. */
  nickname: ZNickname.regex(/^[\p{L}\p{M}\p{N} ._-]*$/u).optional(),
  /** Only while no birthday is on file. */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

const password = z.string().min(1).max(128);

export const ZSetPaymentPassword = z.object({
  /** The login password proves it is the member setting it. */
  password,
  paymentPassword: password,
  confirmPaymentPassword: password,
});

export const ZChangePaymentPassword = z.object({
  oldPaymentPassword: password,
  newPaymentPassword: password,
  confirmNewPaymentPassword: password,
});

const dialingCode = trimmed(6).regex(/^\+?\d{1,4}$/);
const mobile = trimmed(20).regex(/^\d{5,15}$/);
const code = trimmed(12).min(1);

export const ZMobileCodeRequest = z.object({ mobileNum: mobile, countryDialingCode: dialingCode });
export const ZBindMobile = z.object({ mobileNum: mobile, countryDialingCode: dialingCode, verificationCode: code });
export const ZEmailCodeRequest = z.object({ email: trimmed(254).min(1) });
export const ZBindEmail = z.object({ email: trimmed(254).min(1), verificationCode: code });

/** Audit actions a member's own account writes: registering, passwords, contacts, bank accounts (and staff revealing one). */
export const memberAuditActions = [
  'member.registered',
  'member.password_changed',
  'member.payment_password_set',
  'member.payment_password_changed',
  'member.mobile_bound',
  'member.email_bound',
  'member.bank_account_added',
  'member.bank_account_removed',
  'member.bank_account_revealed',
] as const;

export const memberSecurityRoutes = {
  overview: route({
    method: 'GET',
    path: '/wps/member/security',
    access: 'realMember',
    tag: 'member-security',
    summary:
      'The "My account" page: profile, masked contacts and whether they are verified, payment password, bank accounts, avatar.',
    response: ZSecurityOverview,
  }),
  updateProfile: route({
    method: 'PUT',
    path: '/wps/member/profile',
    access: 'realMember',
    tag: 'member-security',
    summary: 'Change the nickname; set the birthday once (age gate applies).',
    body: ZProfileInput,
    response: ZOk,
  }),
  setPaymentPassword: route({
    method: 'POST',
    path: '/wps/member/payment-password',
    access: 'realMember',
    encrypted: true,
    tag: 'member-security',
    summary: 'Set the payment password for the first time; needs the login password.',
    body: ZSetPaymentPassword,
    response: ZOk,
  }),
  changePaymentPassword: route({
    method: 'PUT',
    path: '/wps/member/payment-password',
    access: 'realMember',
    encrypted: true,
    tag: 'member-security',
    summary:
      'Change the payment password; a wrong old one counts towards the payment-password lock, and each check towards the per-minute bound (payment_password_throttled).',
    body: ZChangePaymentPassword,
    response: ZOk,
  }),
  mobileCode: route({
    method: 'POST',
    path: '/wps/member/mobile/verification',
    access: 'realMember',
    tag: 'member-security',
    summary: 'Send an SMS code to the number the member wants to bind.',
    body: ZMobileCodeRequest,
    response: ZSmsRequestValue,
  }),
  bindMobile: route({
    method: 'PUT',
    path: '/wps/member/mobile',
    access: 'realMember',
    tag: 'member-security',
    summary: 'Bind (or verify) the mobile number with the code sent to it.',
    body: ZBindMobile,
    response: ZContactStatus,
  }),
  emailCode: route({
    method: 'POST',
    path: '/wps/member/email/verification',
    access: 'realMember',
    tag: 'member-security',
    summary: 'E-mail a code to the address the member wants to bind.',
    body: ZEmailCodeRequest,
    response: ZSmsRequestValue,
  }),
  bindEmail: route({
    method: 'PUT',
    path: '/wps/member/email',
    access: 'realMember',
    tag: 'member-security',
    summary: 'Bind (or verify) the e-mail address with the code sent to it.',
    body: ZBindEmail,
    response: ZContactStatus,
  }),
  bankAccounts: route({
    method: 'GET',
    path: '/wps/member/bank-accounts',
    access: 'realMember',
    tag: 'member-security',
    summary: "The member's bank accounts for withdrawals, numbers masked.",
    response: z.object({ items: z.array(ZMemberBankAccount) }),
  }),
  addBankAccount: route({
    method: 'POST',
    path: '/wps/member/bank-accounts',
    access: 'realMember',
    tag: 'member-security',
    summary: 'Add a bank account in the payee name (at most five); the first one sets a missing payee name.',
    body: ZBankAccountInput,
    response: ZMemberBankAccount,
  }),
  removeBankAccount: route({
    method: 'DELETE',
    path: '/wps/member/bank-accounts/:id',
    access: 'realMember',
    tag: 'member-security',
    summary: 'Remove one of the member’s bank accounts.',
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
    response: ZOk,
  }),
  stockAvatars: route({
    method: 'GET',
    path: '/wps/member/avatars',
    access: 'realMember',
    tag: 'member-security',
    summary: 'The stock avatars a member may choose.',
    response: z.object({ items: z.array(z.object({ name: z.string(), url: z.string() })) }),
  }),
  setAvatar: route({
    method: 'PUT',
    path: '/wps/member/avatar',
    access: 'realMember',
    tag: 'member-security',
    summary: 'Choose a stock avatar, or use an uploaded image (purpose avatar).',
    body: ZSetAvatar,
    response: ZAvatar,
  }),
  adminBankAccounts: route({
    method: 'GET',
    path: '/admin/api/members/:id/bank-accounts',
    access: 'memberLookup',
    tag: 'admin',
    summary: "A member's bank accounts, removed ones included, numbers masked.",
    params: z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) }),
    response: z.object({ items: z.array(ZAdminBankAccount) }),
  }),
  adminRevealBankAccount: route({
    method: 'POST',
    path: '/admin/api/members/:id/bank-accounts/:accountId/reveal',
    access: 'cashier',
    tag: 'admin',
    summary: "An administrator reads one of a member's bank account numbers in full. Audited (who, which, when).",
    params: z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/), accountId: z.string().regex(/^[1-9]\d{0,17}$/) }),
    response: ZRevealedAccountNumber,
  }),
} as const;
