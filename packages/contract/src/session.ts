import { trimmed } from './common';
import { route } from './route';
import { z } from './zod';

export const ZLoginForm = z.object({
  username: trimmed(64).min(1),
  password: z.string().min(1).max(128),
  captcha: trimmed(16).optional(),
  type: z.enum(['username', 'sms']).default('username'),
  countryDialingCode: trimmed(6).optional(),
});
export type TLoginForm = z.input<typeof ZLoginForm>;

/** What a successful sign-in (login, free play, register with login, reset by phone) answers. */
export const ZLoginValue = z.object({
  token: z.string(),
  account: z.string(),
  merchant: z.string(),
  /** The numeric user type (isAgent): 4 trial; 1, 2, 41, 42 agents; 0 member. */
  isAgent: z.number().int(),
  customerId: z.string(),
  memberLabel: z.array(z.string()),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The member's first sign-in ever (most often straight from registering): the site greets a new member. */
  firstSignIn: z.boolean(),
});
export type TLoginValue = z.infer<typeof ZLoginValue>;

/** details of a `wrong_credentials` or `captcha_*` failure. */
export const ZLoginFailureDetails = z.object({ captcha: z.boolean() });

/** details of an `sms_too_soon` refusal: seconds until this number may be sent another code. */
export const ZSmsTooSoonDetails = z.object({ seconds: z.number().int().min(1) });

export const ZSmsRequestValue = z.object({ expiredMinutes: z.number().int(), resendSeconds: z.number().int() });

const dialingCode = trimmed(6).regex(/^\+?\d{1,4}$/);
const mobile = trimmed(20).regex(/^\d{5,15}$/);

export const sessionRoutes = {
  login: route({
    method: 'POST',
    path: '/wps/session/login',
    access: 'visitor',
    encrypted: true,
    tag: 'session',
    summary:
      'Sign in with username and password, or with mobile number and SMS code (type sms). After a failure a captcha is asked (details.captcha); too many failures per name or address answer sign_in_throttled with details.retryAfterSeconds, except for a browser or address that signed the member in before.',
    body: ZLoginForm,
    response: ZLoginValue,
  }),
  logout: route({
    method: 'DELETE',
    path: '/wps/session/logout',
    access: 'member',
    beforePasswordChange: true,
    tag: 'session',
    summary: 'Revoke the calling session.',
    response: z.object({ ok: z.literal(true) }),
  }),
  freePlay: route({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    access: 'visitor',
    tag: 'session',
    summary:
      'Create a trial account (type 4) and sign it in. `key` is the RSA-OAEP encryption of a reversed random string.',
    body: z.object({
      os: trimmed(32),
      platform: z.literal('W'),
      key: z.string().min(1).max(1024),
      version: z.literal(3),
    }),
    response: ZLoginValue,
  }),
  smsLoginCode: route({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    access: 'visitor',
    tag: 'session',
    summary:
      "Send a sign-in code by SMS (for code login and reset by phone). Answers alike whether or not the number is a member's (a stranger's gets no SMS). 20 code requests an hour per address, with the registration route (rate_limited).",
    body: z.object({
      mobileNum: mobile,
      countryDialingCode: dialingCode,
      /** What the code is for, so the SMS says so (a reset code is not a sign-in code); the code is the same. */
      purpose: z.enum(['login', 'reset']).default('login'),
    }),
    response: ZSmsRequestValue,
  }),
  smsRegisterCode: route({
    method: 'POST',
    path: '/wps/verification/sms/register',
    access: 'visitor',
    tag: 'session',
    summary:
      'Send a registration code by SMS. 20 code requests an hour per address, with the sign-in route (rate_limited).',
    body: z.object({ mobileNo: mobile, countryDialingCode: dialingCode }),
    response: ZSmsRequestValue,
  }),
} as const;
