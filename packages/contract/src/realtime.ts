import { ZRaceEntry } from './missions';
import { ZSupportChatMessage, ZSupportChatState } from './support-chat';
import { z } from './zod';

/**
 * The member's live channel: a WebSocket at `realtimePath` on the brand's host. The page sends
 * `{ type: 'auth', token }` first (a browser cannot set headers on a WebSocket); the server answers
 * `ready`, then pushes what changes for that member, from whichever server process changed it.
 */
export { realtimePath } from './realtime-path';

export const ZRealtimeClientMessage = z.object({ type: z.literal('auth'), token: z.string().min(20).max(128) });

export const ZRealtimeServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('denied'), code: z.string() }),
  /** The wallet balance after a movement, in major units, as the balance call answers it. */
  z.object({ type: z.literal('balance'), sumBalance: z.string(), currency: z.string() }),
  /** A new message in the member's inbox (deposit credited, withdrawal approved…). */
  z.object({ type: z.literal('message'), id: z.string(), kind: z.string() }),
  /**
   * A lottery draw of the brand was drawn (its result is out), settled (its bets show won or lost; a member
   * who was paid also gets a balance message) or voided (its stakes refunded). Sent to every signed-in member
   * of the brand, bets or not, so open results pages update; the page re-reads the draw and the member's bets.
   */
  z.object({
    type: z.literal('draw'),
    gameCode: z.string(),
    drawNumber: z.string(),
    status: z.enum(['drawn', 'settled', 'void']),
  }),
  /**
   * A leaderboard race's board changed (ADR 062): its new top rows (masked names, amounts in major units) and
   * how many members take part. Sent to every signed-in member of the brand at most every 30 s per race.
   */
  z.object({
    type: z.literal('race'),
    raceId: z.string(),
    top: z.array(ZRaceEntry),
    entrants: z.number().int(),
  }),
  /**
   * The member's customer-service chat (ADR 065): a new message (`message`, theirs from another tab too), staff
   * typing, staff having read up to `upTo`, or the conversation's new `state` (taken, closed).
   */
  z.object({
    type: z.literal('chat'),
    conversationId: z.string(),
    event: z.enum(['message', 'typing', 'read', 'state']),
    message: ZSupportChatMessage.optional(),
    upTo: z.string().optional(),
    state: ZSupportChatState.optional(),
  }),
]);
export type TRealtimeServerMessage = z.infer<typeof ZRealtimeServerMessage>;
