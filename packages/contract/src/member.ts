import { trimmed } from './common';
import { route } from './route';
import { ZLoginValue } from './session';
import { z } from './zod';

const optionalText = (max: number) => trimmed(max).optional();

/** The registration user. Field rules come from the register settings; bounds here are ceilings. */
export const ZRegistration = z.object({
  username: optionalText(64),
  /** Absent in a mobile sign-up without MOBILENUMPASSREG3 (the member signs in by SMS code). */
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: optionalText(100),
  email: optionalText(254),
  qqNum: optionalText(64),
  mobileNum: optionalText(20),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(255),
  affiliateCode: optionalText(64),
  paymentPassword: z.string().max(128).optional(),
  line: optionalText(100),
  whatsapp: optionalText(100),
  facebook: optionalText(100),
  wechat: optionalText(100),
  idNumber: optionalText(64),
  referralCode: optionalText(64),
  domain: optionalText(255),
  countryDialingCode: optionalText(6),
  /** yyyy-MM-dd; the age gate is checked against it. */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  registerUrl: optionalText(1000),
  registerMethod: z.literal('WEB').default('WEB'),
  agreeTerms: z.literal(true),
  /** Sign in straight after registering. */
  login: z.boolean().default(true),
});
export type TRegistration = z.input<typeof ZRegistration>;

export const ZRegisterValue = z.object({ account: z.string(), session: ZLoginValue.nullable() });

export const ZMemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  vipLevel: z.number().int(),
  /** The member's level has the VIP customer-service line: the site opens the second chat entry (ADR 060). */
  vipService: z.boolean(),
  currency: z.string(),
  payeeName: z.string(),
  /** Masked for display (e.g. 60******89, d***@example.com). */
  mobileNum: z.string(),
  email: z.string(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const ZAvatar = z.object({ avatar: z.string(), avatarType: z.enum(['CUSTOM', 'STATIC']) });

export const ZChangePassword = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});

export const memberRoutes = {
  info: route({
    method: 'GET',
    path: '/wps/member/info',
    access: 'member',
    beforePasswordChange: true,
    tag: 'member',
    summary: 'The signed-in member.',
    response: ZMemberInfo,
  }),
  icon: route({
    method: 'GET',
    path: '/wps/member/info/icon',
    access: 'member',
    tag: 'member',
    summary: "The member's avatar image address.",
    response: ZAvatar,
  }),
  avatar: route({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    access: 'member',
    tag: 'member',
    summary: "The member's avatar and whether it is a stock or uploaded image.",
    response: ZAvatar,
  }),
  register: route({
    method: 'PUT',
    path: '/wps/member/register',
    access: 'visitor',
    encrypted: true,
    tag: 'member',
    summary: 'Register with a username; the per-field rules of the register settings apply.',
    body: ZRegistration,
    response: ZRegisterValue,
  }),
  registerMobile: route({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    access: 'visitor',
    encrypted: true,
    tag: 'member',
    summary: 'Register with a mobile number (and an SMS code when REGMOBVERF3 is on).',
    body: ZRegistration,
    response: ZRegisterValue,
  }),
  affiliate: route({
    method: 'GET',
    path: '/wps/agent/affiliate',
    access: 'visitor',
    tag: 'member',
    summary: 'Checks an affiliate (invitation) code before registering.',
    query: z.object({ code: trimmed(64).min(1), domain: trimmed(255).optional() }),
    response: z.object({ valid: z.literal(true), agent: z.string() }),
  }),
  changePassword: route({
    method: 'POST',
    path: '/wps/member/password',
    access: 'realMember',
    beforePasswordChange: true,
    encrypted: true,
    tag: 'member',
    summary: 'Change the login password; every session (this one too) is signed out and a new token is issued.',
    body: ZChangePassword,
    response: z.object({ token: z.string() }),
  }),
  resetByPhone: route({
    method: 'POST',
    path: '/wps/member/password/verification',
    access: 'visitor',
    encrypted: true,
    tag: 'member',
    summary: 'Set a new password with an SMS code (CHNGPASSVERIF3); signs the member in.',
    body: z.object({
      newPassword: z.string().min(1).max(128),
      mobileNum: trimmed(20).min(1),
      verificationCode: trimmed(12).min(1),
      countryDialingCode: trimmed(6).optional(),
    }),
    response: ZLoginValue,
  }),
  resetByEmail: route({
    method: 'POST',
    path: '/wps/member/password/email',
    access: 'visitor',
    form: true,
    tag: 'member',
    summary:
      'E-mails a one-time link (30 minutes) to choose a new password, only to a verified address on file; the password does not change until the link is used (resetByLink). Answers ok alike whether or not the account exists, the address matches and is verified or the account may be mailed now (3 an hour). 10 requests an hour per address (rate_limited).',
    body: z.object({ username: trimmed(64).min(1), email: trimmed(254).min(1) }),
    response: z.object({ ok: z.literal(true) }),
  }),
  resetByLink: route({
    method: 'POST',
    path: '/wps/member/password/email/link',
    access: 'visitor',
    encrypted: true,
    tag: 'member',
    summary:
      'Sets a new password with the token of an e-mailed reset link (reset_link_invalid when unknown, used or expired); every session ends, and the member signs in with the new password.',
    body: z.object({
      token: z.string().min(1).max(128),
      newPassword: z.string().min(1).max(128),
      confirmNewPassword: z.string().min(1).max(128),
    }),
    response: z.object({ ok: z.literal(true) }),
  }),
} as const;
