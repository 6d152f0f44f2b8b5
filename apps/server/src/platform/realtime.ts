import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';

/**
 * Events for one member's open pages (balance changed, a message arrived) and for every signed-in member of
 * a brand (a lottery draw's result is out), carried between server processes by PostgreSQL NOTIFY (DESIGN
 * §1: nothing may assume one process). Publishing happens inside the transaction that made the change, so
 * PostgreSQL delivers the event only if that transaction commits.
 */
export interface MemberEvent {
  merchantId: number;
  memberId: bigint;
  /** `balance` carries the new balance in minor units; `message` a new message's id and kind. */
  type: 'balance' | 'message';
  balance?: string;
  messageId?: string;
  kind?: string;
}

/** For every signed-in member of one brand: a lottery draw was drawn, settled or (its refunds made) voided. */
export interface BrandEvent {
  merchantId: number;
  type: 'draw';
  gameCode: string;
  drawNumber: string;
  status: 'drawn' | 'settled' | 'void';
}

export type RealtimeEvent = MemberEvent | BrandEvent;

const CHANNEL = 'gemilang_member_events';

/** Short keys: a NOTIFY payload must stay under 8000 bytes. A brand event has no member (`u`). */
interface WireEvent {
  m: number;
  u?: string;
  t: RealtimeEvent['type'];
  b?: string;
  i?: string;
  k?: string;
  g?: string;
  n?: string;
  s?: BrandEvent['status'];
}

export async function publishMemberEvent(db: Kysely<Database>, event: MemberEvent): Promise<void> {
  const wire: WireEvent = { m: event.merchantId, u: `${event.memberId}`, t: event.type };
  if (event.balance !== undefined) wire.b = event.balance;
  if (event.messageId !== undefined) wire.i = event.messageId;
  if (event.kind !== undefined) wire.k = event.kind;
  await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(wire)})`.execute(db);
}

/** Tells every signed-in member of the brand, once the calling transaction commits. */
export async function publishBrandEvent(db: Kysely<Database>, event: BrandEvent): Promise<void> {
  const wire: WireEvent = {
    m: event.merchantId,
    t: event.type,
    g: event.gameCode,
    n: event.drawNumber,
    s: event.status,
  };
  await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(wire)})`.execute(db);
}

function fromWire(payload: string): RealtimeEvent | null {
  try {
    const wire = JSON.parse(payload) as WireEvent;
    if (wire.t === 'draw') {
      if (wire.g === undefined || wire.n === undefined || wire.s === undefined) return null;
      return { merchantId: wire.m, type: 'draw', gameCode: wire.g, drawNumber: wire.n, status: wire.s };
    }
    if (wire.u === undefined) return null;
    return {
      merchantId: wire.m,
      memberId: BigInt(wire.u),
      type: wire.t,
      ...(wire.b === undefined ? {} : { balance: wire.b }),
      ...(wire.i === undefined ? {} : { messageId: wire.i }),
      ...(wire.k === undefined ? {} : { kind: wire.k }),
    };
  } catch {
    return null;
  }
}

export type RealtimeEventListener = (event: RealtimeEvent) => void;

export interface EventBus {
  subscribe(listener: RealtimeEventListener): () => void;
  close(): Promise<void>;
}

/**
 * Listens on the database: a dedicated connection with LISTEN on PostgreSQL (reconnecting if it drops),
 * PGlite's own listen on the embedded database.
 */
export async function startEventBus(
  handle: DatabaseHandle,
  options: { databaseUrl?: string; log: Logger },
): Promise<EventBus> {
  const listeners = new Set<RealtimeEventListener>();
  const deliver = (payload: string | undefined) => {
    const event = payload ? fromWire(payload) : null;
    if (!event) return;
    for (const listener of listeners) listener(event);
  };
  let stop: () => Promise<void>;

  if (handle.pglite) {
    stop = await handle.pglite.listen(CHANNEL, deliver);
  } else {
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: options.databaseUrl });
      next.on('notification', (n) => deliver(n.payload));
      next.on('error', (error) => {
        options.log.warn({ err: error }, 'event listener connection lost; reconnecting');
        next.removeAllListeners('error');
        next.on('error', () => {});
        if (!closed) setTimeout(() => void connect().catch(() => {}), 1000).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
    };
    await connect();
    stop = async () => {
      closed = true;
      await client?.end().catch(() => {});
    };
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => stop(),
  };
}
