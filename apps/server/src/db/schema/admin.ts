import type { TOperatorRole } from '@gemilang/contract';
import type { CreatedAt, Id, NullableTimestamp, Ref, Timestamp, WithDefault } from './columns';

/** The back office's roles (ADR 069); the table of what each may do is the contract's staff-access.ts. */
export type OperatorRole = TOperatorRole;

export interface OperatorsTable {
  id: Id;
  merchant_id: number;
  username: string;
  display_name: WithDefault<string>;
  role: OperatorRole;
  status: WithDefault<'active' | 'locked'>;
  password_hash: string;
  failed_login_count: WithDefault<number>;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  /** Set when an administrator set the password; cleared when the operator chooses their own. */
  must_change_password: WithDefault<boolean>;
}

export interface OperatorSessionsTable {
  id: Id;
  merchant_id: number;
  operator_id: Ref;
  token_hash: Buffer;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** The tables the admin module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface AdminTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
}
