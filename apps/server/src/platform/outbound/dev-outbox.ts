import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import type { EmailMessage, Outbound, SmsMessage } from './outbound';

/**
 * The local providers: each message is logged and kept in the dev outbox table, which the back office
 * shows, so codes and e-mails can be read on a machine with no SMS or mail gateway. Nothing leaves it.
 */
export function devOutbox(db: Kysely<Database>, log: Logger): Outbound {
  async function keep(channel: 'sms' | 'email', merchantId: number, to: string, subject: string, body: string) {
    log.info({ channel, to, subject, body }, `dev outbox: ${channel} to ${to}`);
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
