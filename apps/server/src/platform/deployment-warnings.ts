import type { Logger } from 'pino';
import type { Config } from '../config';

/**
 * Settings a production server can run with but should not, said once at start-up (README, operator
 * notes). Without TRUSTED_PROXIES, a server behind a TLS-terminating proxy sees every request as plain
 * HTTP from the proxy's address: the captcha and known-device cookies go out without their Secure flag
 * (it is set only on a request seen as HTTPS), no reply carries HSTS, and every visitor shares the proxy's
 * allowance of sign-in attempts and code requests.
 */
export function warnAboutDeployment(config: Pick<Config, 'NODE_ENV' | 'TRUSTED_PROXIES'>, log: Logger): void {
  if (config.NODE_ENV !== 'production' || config.TRUSTED_PROXIES.length > 0) return;
  log.warn(
    'TRUSTED_PROXIES is not set: if a proxy terminates TLS in front of this server, list it, or cookies go ' +
      'out without the Secure flag, no reply carries HSTS, and all visitors share the proxy address in rate limits',
  );
}
