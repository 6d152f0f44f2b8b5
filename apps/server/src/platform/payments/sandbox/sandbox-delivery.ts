import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { gatewaySecret } from '../gateway-accounts';
import { signBody } from '../signature';
import { SANDBOX, SANDBOX_SIGNATURE_HEADER, type TSandboxNotice } from './sandbox-gateway';

/**
 * The sandbox gateway's callbacks: posted to the site's callback address after the member pays or
 * declines, signed, and tried again with growing pauses until the site answers 200 (as real gateways
 * do). The timers live in this process and do not keep it alive: a callback lost to a restart is what
 * the site's status query on the return page and its expiry sweep are there for.
 */
export interface SandboxTransport {
  /** Posts the body and answers the HTTP status (0 when nothing answered). */
  post(url: string, headers: Record<string, string>, body: string): Promise<number>;
}

const fetchTransport: SandboxTransport = {
  async post(url, headers, body) {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  },
};

export const sandboxDelivery: { transport: SandboxTransport; delaysMs: number[] } = {
  transport: fetchTransport,
  /** The pause before each try: at once, then 2 s, 10 s, 1 min and 5 min. */
  delaysMs: [0, 2_000, 10_000, 60_000, 300_000],
};

const inFlight = new Set<Promise<void>>();

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
  });
}

async function deliver(db: Kysely<Database>, now: () => Date, transactionId: string): Promise<void> {
  for (const delay of sandboxDelivery.delaysMs) {
    if (delay > 0) await pause(delay);
    const order = await db
      .selectFrom('sandbox_gateway_orders')
      .selectAll()
      .where('id', '=', transactionId)
      .executeTakeFirst();
    if (!order || order.state === 'open' || order.callback_answered_at) return;
    const notice: TSandboxNotice = {
      orderId: order.order_id,
      transactionId: order.id,
      status: order.state === 'paid' ? 'paid' : 'failed',
      amount: order.amount.toString(),
      currency: order.currency,
      sentAt: now().toISOString(),
    };
    const body = JSON.stringify(notice);
    const secret = await gatewaySecret(db, order.merchant_id, SANDBOX);
    await db
      .updateTable('sandbox_gateway_orders')
      .set({ callback_attempts: sql<number>`callback_attempts + 1` })
      .where('id', '=', order.id)
      .execute();
    let status = 0;
    try {
      status = await sandboxDelivery.transport.post(
        order.callback_url,
        { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody(secret, body) },
        body,
      );
    } catch {
      status = 0;
    }
    if (status === 200) {
      await db
        .updateTable('sandbox_gateway_orders')
        .set({ callback_answered_at: now() })
        .where('id', '=', order.id)
        .execute();
      return;
    }
  }
}

/** Starts sending the order's outcome to the site in the background. */
export function sendSandboxNotice(db: Kysely<Database>, now: () => Date, transactionId: string): void {
  const job: Promise<void> = deliver(db, now, transactionId)
    // A database closed under a pending retry (shutdown, a finished test) ends the tries quietly.
    .catch(() => undefined)
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/** Resolves once every callback under way has been answered or has run out of tries (tests wait on it). */
export async function sandboxNoticesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
