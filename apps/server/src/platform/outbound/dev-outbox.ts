import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import { maskDestination } from './mask-destination';
import type { EmailMessage, Outbound, SmsMessage } from './outbound';

/**
 * The development providers: each message is kept in the dev outbox table, which an admin reads in the
 * back office, so codes and e-mails can be read on a machine with no SMS or mail gateway. Nothing leaves
 * it. The log says only that a message went out and to whom (masked): a code or a temporary password in
 * a log line would be readable by whoever reads the logs.
 */
export function devOutbox(db: Kysely<Database>, log: Logger): Outbound {
  async function keep(channel: 'sms' | 'email', merchantId: number, to: string, subject: string, body: string) {
    const masked = maskDestination(channel, to);
    log.info({ channel, merchantId, to: masked }, `dev outbox: ${channel} to ${masked}`);
    await db
      .insertInto('outbox_messages')
      .values({ merchant_id: merchantId, channel, destination: to, subject, body, provider: 'dev-outbox' })
      .execute();
  }
  return {
    sms: {
      name: 'dev-outbox',
      send: (m: SmsMessage) => keep('sms', m.merchantId, m.to, '', m.body),
    },
    email: {
      name: 'dev-outbox',
      send: (m: EmailMessage) => keep('email', m.merchantId, m.to, m.subject, m.body),
    },
  };
}

/** One page of what the dev providers kept for the brand, newest first, with the count the filter keeps. */
export async function devOutboxPage(
  db: Kysely<Database>,
  merchantId: number,
  query: { channel?: 'sms' | 'email'; limit: number; offset: number },
) {
  let base = db.selectFrom('outbox_messages').where('merchant_id', '=', merchantId);
  if (query.channel) base = base.where('channel', '=', query.channel);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
  ]);
  return { count, rows };
}
