import type { Language } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, LocalizedJson, OperatorRole } from '../db/schema';
import type { SessionLookups } from './auth';
import type { Outbound } from './outbound/outbound';
import type { EventBus } from './realtime';

/** The brand a request belongs to, resolved from its host (docs/architecture.md, From a request to a use case). */
export interface MerchantContext {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencyExponent: number;
  timeZone: string;
  languages: string[];
  minAge: number;
  passwordMaxAgeDays: number;
  maintenance: boolean;
  maintenanceFrom: Date | null;
  maintenanceUntil: Date | null;
  maintenanceMessage: LocalizedJson;
  settings: Record<string, unknown>;
}

export interface MemberContext {
  id: bigint;
  username: string;
  type: number;
  sessionId: bigint;
  /** The session was opened with a password to be changed before anything else (issue 7). */
  passwordChangeRequired: boolean;
  sessionExpiresAt: Date;
}

export interface OperatorContext {
  id: bigint;
  username: string;
  role: OperatorRole;
  sessionId: bigint;
}

/** What every module's use cases receive: the database and the outside-world adapters. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  outbound: Outbound;
  /** Member events between server processes (PostgreSQL LISTEN/NOTIFY). */
  events: EventBus;
  /** Injectable clock so tests can move time (code expiry, throttles). */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** How a bearer token finds its session and account (platform/auth.ts), from the owning modules. */
    sessionLookups: SessionLookups;
  }
  interface FastifyRequest {
    language: Language;
    merchant: MerchantContext;
    member?: MemberContext;
    operator?: OperatorContext;
  }
}
