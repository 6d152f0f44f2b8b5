import type { TLoginValue } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** What a code sent by SMS or e-mail answers: how long it is good for and when another may be asked. */
export interface CodeSent {
  expiredMinutes: number;
  resendSeconds: number;
}

/**
 * The steps of signing in that some of the member's own flows take (registration, a password change or
 * reset, binding a number or an address): a captcha, a code sent and checked, a session opened, every session
 * ended. They are the session module's, which sits above this one (it reads the members to sign them in), so
 * this module declares what it needs and the routes hand the session module's steps in (`signInSteps`);
 * nothing here imports the session module (docs/architecture.md, Tables: the module order).
 */
export interface SignInSteps {
  /** Checks the answer to the captcha the caller's browser last fetched, spending it (captcha_wrong). */
  verifyCaptcha(request: FastifyRequest, answer: string | undefined): Promise<void>;
  /** Sends a 6-digit code by SMS to the number, under the per-number limits. */
  sendSmsCode(
    request: FastifyRequest,
    input: { purpose: 'bind'; dialingCode: string; mobile: string },
  ): Promise<CodeSent>;
  /** Uses up the newest SMS code sent to the number for that purpose, or refuses (verification_code_*). */
  consumeSmsCode(
    request: FastifyRequest,
    input: { purpose: 'register' | 'reset' | 'bind'; dialingCode: string; mobile: string; code: string },
  ): Promise<void>;
  /** Sends a 6-digit code to the address, proving it to this member only. */
  sendEmailCode(
    request: FastifyRequest,
    input: { purpose: 'bind'; memberId: bigint; account: string; email: string },
  ): Promise<CodeSent>;
  /** Uses up the newest e-mail code this member was sent to the address, or refuses (verification_code_*). */
  consumeEmailCode(
    request: FastifyRequest,
    input: { purpose: 'bind'; memberId: bigint; email: string; code: string },
  ): Promise<void>;
  /** Opens a session for the member and answers what every entrance gives the site. */
  startSession(
    request: FastifyRequest,
    memberId: bigint,
    options?: { viaSms?: boolean; plainPassword?: string },
  ): Promise<TLoginValue>;
  /** Ends every session of the member inside the caller's transaction (the caller settles the events). */
  revokeAllSessions(trx: Transaction<Database>, merchantId: number, memberId: bigint, at: Date): Promise<void>;
}
