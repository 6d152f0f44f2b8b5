import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { devOutbox } from './dev-outbox';
import { maskDestination } from './mask-destination';
import type { Outbound } from './outbound';

/**
 * A production server with no gateway configured: a message cannot be delivered, and keeping it where
 * staff could read it would hand them members' codes. It is dropped with a warning (no content). It does
 * not fail, so a code request answers alike whether or not the number is a member's.
 */
function undelivered(log: Logger): Outbound {
  const drop = (channel: 'sms' | 'email', merchantId: number, to: string) => {
    const masked = maskDestination(channel, to);
    log.warn({ channel, merchantId, to: masked }, `no ${channel} gateway configured: message to ${masked} not sent`);
    return Promise.resolve();
  };
  return {
    sms: { name: 'none', send: (m) => drop('sms', m.merchantId, m.to) },
    email: { name: 'none', send: (m) => drop('email', m.merchantId, m.to) },
  };
}

/** The providers a server starts with until a real gateway is configured (ADR 004): dev outbox or none. */
export function builtInOutbound(config: Pick<Config, 'NODE_ENV'>, db: Kysely<Database>, log: Logger): Outbound {
  if (config.NODE_ENV !== 'production') return devOutbox(db, log);
  log.warn('no SMS or e-mail gateway is configured: codes and e-mails will not be delivered');
  return undelivered(log);
}
