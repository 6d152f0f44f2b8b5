import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EventBus, MemberEvent } from './realtime';

/** Longest an entry is trusted without being read again, should an event ever go astray (ADR 016). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Entry<V> {
  value: V;
  /** What the entry is forgotten by: a member (`m:<merchant>:<member>`) or a merchant (`b:<merchant>`). */
  tags: string[];
  at: number;
  epoch: number;
}

/** Taken before reading the database; an entry read under a ticket an event has since outdated is not kept. */
export interface Ticket {
  generation: number;
  epoch: number;
}

/**
 * What every authenticated call reads (the session and its member, whether the caller's address is
 * blocked), kept per process and forgotten on the events that change it (ADR 016): `session_ended` for a
 * member's sessions and `region_rules_changed` for a brand's blocked countries and ranges, which every
 * process hears by PostgreSQL NOTIFY. Nothing is served while the event listener is disconnected, and
 * everything is dropped when it reconnects (events may have been missed meanwhile).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private generation = 0;

  constructor(private readonly bus: EventBus) {
    bus.subscribe((event) => {
      if (event.type !== 'draw' && event.type !== 'race' && event.type !== 'chat' && event.type !== 'back_office') {
        this.forgetFor(event);
      }
    });
  }

  ticket(): Ticket {
    return { generation: this.generation, epoch: this.bus.epoch };
  }

  /**
   * The cached value, looked up after one turn of the event loop: an invalidation that has already
   * reached this process's socket is read before the value is trusted.
   */
  async get(key: string): Promise<V | undefined> {
    if (!this.entries.has(key)) return undefined;
    await nextTurn();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.bus.listening || entry.epoch !== this.bus.epoch || Date.now() - entry.at > MAX_AGE_MS) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read under `ticket`, unless an invalidation or a reconnect came in between. */
  set(key: string, value: V, tags: string[], ticket: Ticket): void {
    if (ticket.generation !== this.generation || ticket.epoch !== this.bus.epoch || !this.bus.listening) return;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.delete(key);
    this.entries.set(key, { value, tags, at: Date.now(), epoch: ticket.epoch });
    for (const tag of tags) {
      const keys = this.byTag.get(tag) ?? new Set();
      keys.add(key);
      this.byTag.set(tag, keys);
    }
  }

  /** Forgets every entry carrying `tag` (and outdates reads in flight). */
  forget(tag: string): void {
    this.generation += 1;
    for (const key of [...(this.byTag.get(tag) ?? [])]) this.delete(key);
  }

  private forgetFor(event: MemberEvent): void {
    if (event.type === 'session_ended') {
      this.forget(
        event.sessionId === undefined
          ? memberTag(event.merchantId, event.memberId)
          : sessionTag(event.merchantId, event.sessionId),
      );
    } else if (event.type === 'region_rules_changed') {
      this.forget(merchantTag(event.merchantId));
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  private clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }
}

export const memberTag = (merchantId: number, memberId: bigint | string) => `m:${merchantId}:${memberId}`;
export const sessionTag = (merchantId: number, sessionId: bigint | string) => `s:${merchantId}:${sessionId}`;
export const merchantTag = (merchantId: number) => `b:${merchantId}`;

const caches = new WeakMap<EventBus, Map<string, ReadCache<unknown>>>();

/** The process's cache of one kind, kept fresh by this event bus (one per app, so tests stay apart). */
export function readCacheOf<V>(bus: EventBus, kind: string): ReadCache<V> {
  let kinds = caches.get(bus);
  if (!kinds) {
    kinds = new Map();
    caches.set(bus, kinds);
  }
  let cache = kinds.get(kind);
  if (!cache) {
    cache = new ReadCache<unknown>(bus);
    kinds.set(kind, cache);
  }
  return cache as ReadCache<V>;
}
