import type { TRaceEntry } from './missions';
import type { TRealtimeServerMessage } from './realtime';

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** A race board's rows as ZRaceEntry reads them, or null if any row is not one. */
function raceEntries(value: unknown): TRaceEntry[] | null {
  if (!Array.isArray(value)) return null;
  const rows: TRaceEntry[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const r = item as Record<string, unknown>;
    if (!isWhole(r.rank) || !isText(r.name) || !isText(r.validBets) || !isText(r.prize)) return null;
    rows.push({ rank: r.rank, name: r.name, validBets: r.validBets, prize: r.prize });
  }
  return rows;
}

/**
 * A message from the live channel as ZRealtimeServerMessage (realtime.ts) reads it, without zod: the
 * browser loads this with its first scripts. Anything else (an unknown type, a missing field) is null.
 * Only the listed fields are kept, as the schema would strip the rest.
 */
export function readRealtimeServerMessage(data: unknown): TRealtimeServerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  switch (m.type) {
    case 'ready':
      return { type: 'ready' };
    case 'denied':
      return isText(m.code) ? { type: 'denied', code: m.code } : null;
    case 'balance':
      return isText(m.sumBalance) && isText(m.currency)
        ? { type: 'balance', sumBalance: m.sumBalance, currency: m.currency }
        : null;
    case 'message':
      return isText(m.id) && isText(m.kind) ? { type: 'message', id: m.id, kind: m.kind } : null;
    case 'draw':
      return isText(m.gameCode) &&
        isText(m.drawNumber) &&
        (m.status === 'drawn' || m.status === 'settled' || m.status === 'void')
        ? { type: 'draw', gameCode: m.gameCode, drawNumber: m.drawNumber, status: m.status }
        : null;
    case 'race': {
      const top = raceEntries(m.top);
      return isText(m.raceId) && top && isWhole(m.entrants)
        ? { type: 'race', raceId: m.raceId, top, entrants: m.entrants }
        : null;
    }
    case 'chat':
      return chatMessage(m);
    default:
      return null;
  }
}

const chatEvents = ['message', 'typing', 'read', 'state'] as const;
const chatStates = ['waiting', 'open', 'closed'] as const;
const chatAuthors = ['member', 'visitor', 'operator', 'system'] as const;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A customer-service chat event (ADR 065) as the schema reads it: the event, and its message, read mark or state. */
function chatMessage(m: Record<string, unknown>): TRealtimeServerMessage | null {
  if (!isText(m.conversationId) || !oneOf(chatEvents, m.event)) return null;
  const out: Extract<TRealtimeServerMessage, { type: 'chat' }> = {
    type: 'chat',
    conversationId: m.conversationId,
    event: m.event,
  };
  if (m.message !== undefined) {
    const message = m.message as Record<string, unknown> | null;
    if (
      typeof message !== 'object' ||
      message === null ||
      !isText(message.id) ||
      !isText(message.conversationId) ||
      !oneOf(chatAuthors, message.author) ||
      !isText(message.authorName) ||
      !isText(message.text) ||
      !(message.imageId === null || isText(message.imageId)) ||
      !isText(message.createdAt)
    )
      return null;
    out.message = {
      id: message.id,
      conversationId: message.conversationId,
      author: message.author,
      authorName: message.authorName,
      text: message.text,
      imageId: message.imageId,
      createdAt: message.createdAt,
    };
  }
  if (m.upTo !== undefined) {
    if (!isText(m.upTo)) return null;
    out.upTo = m.upTo;
  }
  if (m.state !== undefined) {
    if (!oneOf(chatStates, m.state)) return null;
    out.state = m.state;
  }
  return out;
}
