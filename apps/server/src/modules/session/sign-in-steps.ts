import { CAPTCHA_COOKIE } from './captcha-store';
import { consumeEmailCode, sendEmailCode } from './email-codes';
import { revokeAllSessions } from './revoke-sessions';
import { consumeSmsCode, sendSmsCode } from './sms-codes';
import { startSession } from './start-session';
import { verifyCaptcha } from './verify-captcha';

/**
 * The steps of signing in that some of the member module's own flows take (registration: a captcha, an SMS
 * code, a first session; a password change or reset: every session ended, a new one opened; binding a number
 * or an address: a code). This module sits above member (it reads members to sign them in), so member never
 * imports it at run time: those flows name these steps by type only and their routes.ts hands them in
 * (docs/architecture.md, Tables: the module order).
 */
export const signInSteps = {
  /** The cookie whose value verifyCaptcha takes: the browser's captcha key. */
  captchaCookie: CAPTCHA_COOKIE,
  verifyCaptcha,
  sendSmsCode,
  consumeSmsCode,
  sendEmailCode,
  consumeEmailCode,
  startSession,
  revokeAllSessions,
};

export type SignInSteps = typeof signInSteps;
