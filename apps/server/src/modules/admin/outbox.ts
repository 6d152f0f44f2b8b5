import type { TOutboxMessage } from '@gemilang/contract';
import type { Config } from '../../config';
import type { OperatorActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { countValue, pageWindow } from '../../platform/list-queries';
import { devOutboxPage } from '../../platform/outbound/dev-outbox';

/**
 * The dev outbox shows members' sign-in codes and temporary passwords, so it is a development aid only:
 * a production server does not serve it at all, and elsewhere only the admin role may read it (contract).
 */
export function devOutboxServed(config: Pick<Config, 'NODE_ENV'>): boolean {
  return config.NODE_ENV !== 'production';
}

/** What the dev SMS and e-mail providers wrote for this brand, newest first. */
export async function listOutbox(
  deps: Deps,
  actor: OperatorActor,
  query: { page: number; pageSize: number; channel?: 'sms' | 'email' },
) {
  const { db } = deps;
  const { limit, offset } = pageWindow(query);
  const { count, rows } = await devOutboxPage(db, actor.merchant.id, { channel: query.channel, limit, offset });
  const items: TOutboxMessage[] = rows.map((r) => ({
    id: r.id.toString(),
    channel: r.channel,
    destination: r.destination,
    subject: r.subject,
    body: r.body,
    provider: r.provider,
    createdAt: r.created_at.toISOString(),
  }));
  return { items, total: countValue(count), page: query.page, pageSize: query.pageSize };
}
