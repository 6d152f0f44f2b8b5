import { randomUUID } from 'node:crypto';
import type { TSupportChatMessage, TSupportChatQueue, TSupportChatState } from '@gemilang/contract';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { AFTER_COMMIT_MARKER } from '../db/after-commit';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';

/**
 * Events for one member (balance changed, a message arrived, sessions ended) and for every signed-in member
 * of a brand (a lottery draw's result is out), carried between server processes by PostgreSQL NOTIFY (docs/architecture.md, The live channel: nothing may assume one process). Publishing happens inside
 * the transaction that made the change, so PostgreSQL delivers the event only if that transaction commits.
 * Balance events, sent by every movement of money, are the exception (publishBalances, ADR 034): they are
 * sent just after the commit, so the money transactions do not commit one at a time behind NOTIFY's lock.
 */
export interface MemberEvent {
  merchantId: number;
  memberId: bigint;
  /**
   * `balance` carries the new balance in minor units; `message` a new message's id and kind;
   * `session_ended` says one session (`sessionId`) or, without it, every session of the member ended;
   * `region_rules_changed` (memberId 0) that the brand's blocked countries or ranges changed.
   */
  type: 'balance' | 'message' | 'session_ended' | 'region_rules_changed';
  balance?: string;
  messageId?: string;
  kind?: string;
  sessionId?: string;
}

/** For every signed-in member of one brand: a lottery draw was drawn, settled or (its refunds made) voided. */
export interface BrandEvent {
  merchantId: number;
  type: 'draw';
  gameCode: string;
  drawNumber: string;
  status: 'drawn' | 'settled' | 'void';
}

/**
 * For every signed-in member of one brand: a leaderboard race's board changed (ADR 062). Amounts in minor units
 * (each socket writes them in its brand's currency); at most 50 rows, so the payload stays far under NOTIFY's 8000
 * bytes.
 */
export interface RaceBoardEvent {
  merchantId: number;
  type: 'race';
  raceId: string;
  top: { rank: number; name: string; validBets: string; prize: string }[];
  entrants: number;
}

/**
 * Something happened in a customer-service chat (ADR 065): heard by the member's pages (memberId; null for a
 * visitor's conversation, which only staff hear live) and by the back office's live channel of the brand. `by`
 * says which side acted, so each side is told of the other's typing and reading, and both of every message. A
 * message's text is at most 1000 characters, so the payload stays under NOTIFY's 8000 bytes.
 */
export interface ChatEvent {
  merchantId: number;
  type: 'chat';
  memberId: bigint | null;
  conversationId: string;
  event: 'message' | 'typing' | 'read' | 'state' | 'offline';
  by: 'player' | 'staff';
  message?: TSupportChatMessage;
  upTo?: string;
  state?: TSupportChatState;
  queue?: TSupportChatQueue;
  assignedTo?: string | null;
}

/**
 * For the brand's back office: a member asked for something staff must act on (a bank transfer to check, an
 * application, a points redemption, feedback) without any money moving yet, so no balance event says so. The
 * back office's live channel turns it, with the brand's other events, into a hint for the dashboard (ADR 071).
 */
export interface BackOfficeEvent {
  merchantId: number;
  type: 'back_office';
}

export type RealtimeEvent = MemberEvent | BrandEvent | RaceBoardEvent | ChatEvent | BackOfficeEvent;

const CHANNEL = 'gemilang_member_events';

/** Short keys: a NOTIFY payload must stay under 8000 bytes. A brand event has no member (`u`). */
interface WireEvent {
  m: number;
  u?: string;
  t: RealtimeEvent['type'] | 'barrier' | 'ack' | 'peer';
  b?: string;
  i?: string;
  k?: string;
  s?: string;
  /** A barrier's nonce (settle()), which an acknowledgement names too. */
  n?: string;
  /** The process that sent a barrier, an acknowledgement or its presence (settle() across processes). */
  p?: string;
  /** A draw event's game code, draw number and draw status. */
  g?: string;
  d?: string;
  ds?: BrandEvent['status'];
  /** A race event's race, board rows ([rank, name, valid bets, prize]) and entrants. */
  r?: string;
  x?: [number, string, string, string][];
  e?: number;
  /** A chat event, as ChatEvent less merchantId, type and memberId. */
  c?: Omit<ChatEvent, 'merchantId' | 'type' | 'memberId'>;
}

function memberWire(event: MemberEvent): WireEvent {
  const wire: WireEvent = { m: event.merchantId, u: `${event.memberId}`, t: event.type };
  if (event.balance !== undefined) wire.b = event.balance;
  if (event.messageId !== undefined) wire.i = event.messageId;
  if (event.kind !== undefined) wire.k = event.kind;
  if (event.sessionId !== undefined) wire.s = event.sessionId;
  return wire;
}

export async function publishMemberEvent(db: Kysely<Database>, event: MemberEvent): Promise<void> {
  await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(memberWire(event))})`.execute(db);
}

/**
 * Wallets' new balances, in one statement however many (a draw's settlement tells thousands at once), sent
 * once the calling transaction commits and never if it rolls back (ADR 034). The statement runs alone in
 * its own transaction, so it may ask for no disk flush of its own: a balance event is a hint the page
 * re-reads on reconnecting, and one lost to a crash at that instant costs nothing.
 */
export async function publishBalances(
  db: Kysely<Database>,
  balances: { merchantId: number; memberId: bigint; balance: bigint }[],
): Promise<void> {
  if (balances.length === 0) return;
  const payloads = balances.map(({ merchantId, memberId, balance }) =>
    JSON.stringify(memberWire({ merchantId, memberId, type: 'balance', balance: `${balance}` })),
  );
  await sql`${sql.raw(AFTER_COMMIT_MARKER)}
    SELECT set_config('synchronous_commit', 'off', true), count(pg_notify(${CHANNEL}, p))
      FROM unnest(${payloads}::text[]) AS p`.execute(db);
}

/**
 * Tells every process that a member's session (or, without sessionId, every session) ended: their open
 * live channels close and their cached sign-ins are dropped. Call it in the transaction that ended them.
 */
export async function publishSessionEnded(
  db: Kysely<Database>,
  ended: { merchantId: number; memberId: bigint; sessionId?: bigint },
): Promise<void> {
  await publishMemberEvent(db, {
    merchantId: ended.merchantId,
    memberId: ended.memberId,
    type: 'session_ended',
    ...(ended.sessionId === undefined ? {} : { sessionId: `${ended.sessionId}` }),
  });
}

/** Tells every signed-in member of the brand, once the calling transaction commits. */
export async function publishBrandEvent(db: Kysely<Database>, event: BrandEvent): Promise<void> {
  const wire: WireEvent = {
    m: event.merchantId,
    t: event.type,
    g: event.gameCode,
    d: event.drawNumber,
    ds: event.status,
  };
  await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(wire)})`.execute(db);
}

/** Tells every signed-in member of the brand a race's new board, once the calling transaction commits. */
export async function publishRaceBoard(db: Kysely<Database>, event: Omit<RaceBoardEvent, 'type'>): Promise<void> {
  const wire: WireEvent = {
    m: event.merchantId,
    t: 'race',
    r: event.raceId,
    x: event.top.map((row) => [row.rank, row.name, row.validBets, row.prize]),
    e: event.entrants,
  };
  await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(wire)})`.execute(db);
}

/** Tells the member's pages and the brand's staff of a chat event, once the calling transaction commits. */
export async function publishChatEvent(db: Kysely<Database>, event: Omit<ChatEvent, 'type'>): Promise<void> {
  const { merchantId, memberId, ...rest } = event;
  const wire: WireEvent = { m: merchantId, t: 'chat', c: rest };
  if (memberId !== null) wire.u = `${memberId}`;
  await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(wire)})`.execute(db);
}

/** Tells the brand's back office, once the calling transaction commits, that a queue of its work grew. */
export async function publishBackOfficeRequest(db: Kysely<Database>, merchantId: number): Promise<void> {
  const wire: WireEvent = { m: merchantId, t: 'back_office' };
  await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(wire)})`.execute(db);
}

/** Tells every process, on commit, that the brand's blocked countries or ranges changed. */
export async function publishRegionRulesChanged(db: Kysely<Database>, merchantId: number): Promise<void> {
  await publishMemberEvent(db, { merchantId, memberId: 0n, type: 'region_rules_changed' });
}

function fromWire(wire: WireEvent): RealtimeEvent | null {
  if (wire.t === 'barrier' || wire.t === 'ack' || wire.t === 'peer') return null;
  if (wire.t === 'draw') {
    if (wire.g === undefined || wire.d === undefined || wire.ds === undefined) return null;
    return { merchantId: wire.m, type: 'draw', gameCode: wire.g, drawNumber: wire.d, status: wire.ds };
  }
  if (wire.t === 'race') {
    if (wire.r === undefined || !Array.isArray(wire.x) || wire.e === undefined) return null;
    const top = wire.x.map(([rank, name, validBets, prize]) => ({ rank, name, validBets, prize }));
    return { merchantId: wire.m, type: 'race', raceId: wire.r, top, entrants: wire.e };
  }
  if (wire.t === 'back_office') return { merchantId: wire.m, type: 'back_office' };
  if (wire.t === 'chat') {
    if (!wire.c) return null;
    return { merchantId: wire.m, type: 'chat', memberId: wire.u === undefined ? null : BigInt(wire.u), ...wire.c };
  }
  if (wire.u === undefined) return null;
  return {
    merchantId: wire.m,
    memberId: BigInt(wire.u),
    type: wire.t,
    ...(wire.b === undefined ? {} : { balance: wire.b }),
    ...(wire.i === undefined ? {} : { messageId: wire.i }),
    ...(wire.k === undefined ? {} : { kind: wire.k }),
    ...(wire.s === undefined ? {} : { sessionId: wire.s }),
  };
}

export type RealtimeEventListener = (event: RealtimeEvent) => void;

export interface EventBus {
  subscribe(listener: RealtimeEventListener): () => void;
  /**
   * Resolves once this process's listener has received every event committed before the call (a NOTIFY
   * of its own, delivered after them in commit order). A use case that ended sessions awaits it before it
   * answers, so its caller's next request finds every process's listener already told.
   */
  settle(): Promise<void>;
  /**
   * Changes whenever the listener's connection drops or comes back: events may have been missed in
   * between, so whatever was cached against the old value must be read again.
   */
  readonly epoch: number;
  /** The listener is connected; while it is not, nothing may be trusted from a cache it keeps fresh. */
  readonly listening: boolean;
  close(): Promise<void>;
}

const SETTLE_WITHIN_MS = 2_000;
/** How often each process says it is listening, and how long another counts it as present after. */
const PRESENCE_EVERY_MS = 5_000;
const PRESENT_FOR_MS = 3 * PRESENCE_EVERY_MS;

/**
 * Listens on the database: a dedicated connection with LISTEN on PostgreSQL (reconnecting if it drops),
 * PGlite's own listen on the embedded database.
 */
export async function startEventBus(
  handle: DatabaseHandle,
  options: { databaseUrl?: string; log: Logger },
): Promise<EventBus> {
  const listeners = new Set<RealtimeEventListener>();
  /** This process's settle() calls waiting: each for its own barrier and every present peer's acknowledgement. */
  const barriers = new Map<string, { heard: () => void; acked: (peer: string) => void }>();
  /** Other processes listening on the same database, by id, with when each was last heard from. */
  const peers = new Map<string, number>();
  const self = randomUUID();
  let epoch = 0;
  let listening = false;
  const notify = (wire: WireEvent) =>
    sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(wire)})`.execute(handle.db).then(
      () => undefined,
      (error: unknown) => options.log.warn({ err: error }, 'event bus notice not sent'),
    );
  const deliver = (payload: string | undefined) => {
    let wire: WireEvent;
    try {
      wire = JSON.parse(payload ?? '') as WireEvent;
    } catch {
      return;
    }
    if (wire.p && wire.p !== self) {
      // A process closing says so ('gone'), so nobody waits for its acknowledgement until it would expire.
      if (wire.t === 'peer' && wire.n === 'gone') peers.delete(wire.p);
      else peers.set(wire.p, Date.now());
    }
    if (wire.t === 'barrier' && wire.n) {
      if (wire.p === self || wire.p === undefined) barriers.get(wire.n)?.heard();
      // Another process's barrier: this listener has now handled everything committed before it (one
      // connection delivers in commit order), so say so; its settle() waits for every present process.
      else void notify({ m: 0, t: 'ack', n: wire.n, p: self });
    }
    if (wire.t === 'ack' && wire.n && wire.p) barriers.get(wire.n)?.acked(wire.p);
    let event: RealtimeEvent | null;
    try {
      event = fromWire(wire);
    } catch {
      return;
    }
    if (!event) return;
    for (const listener of listeners) listener(event);
  };
  let stop: () => Promise<void>;

  if (handle.pglite) {
    stop = await handle.pglite.listen(CHANNEL, deliver);
    listening = true;
  } else {
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: options.databaseUrl });
      next.on('notification', (n) => deliver(n.payload));
      next.on('error', (error) => {
        listening = false;
        epoch += 1;
        options.log.warn({ err: error }, 'event listener connection lost; reconnecting');
        next.removeAllListeners('error');
        next.on('error', () => {});
        if (!closed) setTimeout(() => void connect().catch(() => {}), 1000).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      epoch += 1;
      listening = true;
    };
    await connect();
    // Presence: the others learn of this process now and keep counting it while it runs.
    const present = () => void notify({ m: 0, t: 'peer', p: self });
    present();
    const presence = setInterval(present, PRESENCE_EVERY_MS);
    presence.unref();
    stop = async () => {
      closed = true;
      listening = false;
      clearInterval(presence);
      await notify({ m: 0, t: 'peer', p: self, n: 'gone' });
      await client?.end().catch(() => {});
    };
  }

  const settle = async (): Promise<void> => {
    const nonce = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    // Every process present now must have handled what was committed before the barrier: this one's own
    // listener, and each other one, which acknowledges it (so a cache it keeps is already forgotten when
    // the caller's next request reaches it).
    const now = Date.now();
    const waitingFor = new Set([...peers].filter(([, seen]) => now - seen < PRESENT_FOR_MS).map(([id]) => id));
    const arrived = new Promise<boolean>((resolve) => {
      let heard = false;
      const check = () => {
        if (heard && waitingFor.size === 0) resolve(true);
      };
      barriers.set(nonce, {
        heard: () => {
          heard = true;
          check();
        },
        acked: (peer) => {
          waitingFor.delete(peer);
          check();
        },
      });
      timer = setTimeout(() => resolve(false), SETTLE_WITHIN_MS);
    });
    try {
      const wire: WireEvent = { m: 0, u: '0', t: 'barrier', n: nonce, p: self };
      await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(wire)})`.execute(handle.db);
      if (!(await arrived)) {
        // Not heard back: treat the listener as having missed events, so caches keyed to it start over.
        epoch += 1;
        options.log.warn('event listener or another process did not answer within 2 s');
      }
    } finally {
      clearTimeout(timer);
      barriers.delete(nonce);
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle,
    get epoch() {
      return epoch;
    },
    get listening() {
      return listening;
    },
    close: () => stop(),
  };
}
