import type { SignInSteps } from '../member';
import { consumeEmailCode, sendEmailCode } from './email-codes';
import { revokeAllSessions } from './revoke-sessions';
import { consumeSmsCode, sendSmsCode } from './sms-codes';
import { startSession } from './start-session';
import { verifyCaptcha } from './verify-captcha';

/** This module's steps that the member's flows take (member/sign-in-steps.ts), handed in by their routes. */
export const signInSteps: SignInSteps = {
  verifyCaptcha: (request, answer) => verifyCaptcha(request, answer),
  sendSmsCode,
  consumeSmsCode,
  sendEmailCode,
  consumeEmailCode,
  startSession,
  revokeAllSessions,
};
