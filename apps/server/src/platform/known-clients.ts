import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { sha256Hex } from './tokens';

/**
 * Clients that have signed an account in before: its browser (a random HttpOnly cookie set at a successful
 * sign-in, kept hashed) and the address it came from. Guesses in an account's name from elsewhere slow
 * that account down for strangers only, so nobody can shut its owner out by failing in their name
 * (ADR 008). A cookie is the strong sign (it cannot be guessed); an address is weaker (others may share
 * it) and so lifts only the throttle on the account, never the one on the address.
 */

/** How long a browser and an address stay known after their last successful sign-in. */
export const KNOWN_DEVICE_DAYS = 180;
export const KNOWN_ADDRESS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const DEVICE_KEY = /^[A-Za-z0-9_-]{22}$/;

export interface SignInAccount {
  merchantId: number;
  accountType: 'member' | 'operator';
  accountId: bigint;
}

export interface SignInClient {
  /** The device cookie's value when it is one of ours. */
  device: string | null;
  ip: string | null;
}

/** The client from its device cookie's value (kept when well-formed) and its address. */
export function signInClient(deviceCookie: string | undefined, ip: string): SignInClient {
  return { device: deviceCookie && DEVICE_KEY.test(deviceCookie) ? deviceCookie : null, ip: ip || null };
}

/** The device cookie a successful sign-in sets (or renews): HttpOnly, for as long as the browser stays known. */
export interface DeviceCookie {
  name: string;
  path: string;
  secure: boolean;
}

/** Whether this browser, and whether this address, signed the account in within their time. */
export async function knownClient(
  db: Kysely<Database>,
  account: SignInAccount,
  client: SignInClient,
  now: Date,
): Promise<{ device: boolean; address: boolean }> {
  const wanted: { kind: 'device' | 'address'; key: string; since: Date }[] = [];
  if (client.device) {
    wanted.push({
      kind: 'device',
      key: sha256Hex(client.device),
      since: new Date(now.getTime() - KNOWN_DEVICE_DAYS * DAY_MS),
    });
  }
  if (client.ip) {
    wanted.push({ kind: 'address', key: client.ip, since: new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS) });
  }
  // Asked even when there is nothing to find, so the time taken does not depend on the account or cookie.
  const rows = await db
    .selectFrom('known_sign_in_clients')
    .select(['kind', 'key', 'last_seen_at'])
    .where('merchant_id', '=', account.merchantId)
    .where('account_type', '=', account.accountType)
    .where('account_id', '=', account.accountId)
    .where('key', 'in', wanted.length > 0 ? wanted.map((w) => w.key) : [''])
    .execute();
  const found = (kind: 'device' | 'address') =>
    wanted.some(
      (w) => w.kind === kind && rows.some((r) => r.kind === kind && r.key === w.key && r.last_seen_at > w.since),
    );
  return { device: found('device'), address: found('address') };
}

/**
 * Remembers the browser and the address for this account after a successful sign-in; answers the device key
 * the browser's cookie must carry (a new one when it had none), for the route to set with setDeviceCookie.
 */
export async function recordKnownClient(
  db: Kysely<Database>,
  account: SignInAccount,
  client: SignInClient,
  now: Date,
): Promise<string> {
  const device = client.device ?? randomBytes(16).toString('base64url');
  const rows: { kind: 'device' | 'address'; key: string }[] = [{ kind: 'device', key: sha256Hex(device) }];
  if (client.ip) rows.push({ kind: 'address', key: client.ip });
  await db
    .insertInto('known_sign_in_clients')
    .values(
      rows.map((r) => ({
        merchant_id: account.merchantId,
        account_type: account.accountType,
        account_id: account.accountId,
        kind: r.kind,
        key: r.key,
        last_seen_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'account_type', 'account_id', 'kind', 'key']).doUpdateSet({ last_seen_at: now }),
    )
    .execute();
  return device;
}

/** Gives the browser its device cookie, or renews its life. */
export function setDeviceCookie(reply: FastifyReply, cookie: DeviceCookie, device: string): void {
  reply.setCookie(cookie.name, device, {
    path: cookie.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  });
}

/**
 * For each (friend, referrer) pair of a brand's members given, whether the friend signed in from a browser the
 * referrer signed in from too (the same device cookie): the device signal of invite friends' abuse check (ADR 061).
 * A relation (friend_id) of the pairs that share one, for the caller's statement.
 */
export function sharedDevices(
  merchantId: number,
  pairs: RawBuilder<{ friend_id: bigint; referrer_id: bigint }>,
): RawBuilder<{ friend_id: bigint }> {
  return sql<{ friend_id: bigint }>`
    select p.friend_id from (${pairs}) p
     where exists (select 1 from known_sign_in_clients fd
                     join known_sign_in_clients rd
                       on rd.merchant_id = fd.merchant_id and rd.account_type = 'member'
                      and rd.account_id = p.referrer_id and rd.kind = 'device' and rd.key = fd.key
                    where fd.merchant_id = ${merchantId} and fd.account_type = 'member'
                      and fd.account_id = p.friend_id and fd.kind = 'device')`;
}

/**
 * For each of these members, the brand's other members who signed in from a browser (device cookie) or an address
 * they signed in from too, as a relation (member_id, account_id, kind) for the back office's linked accounts (ADR 066).
 * Addresses are kept for KNOWN_ADDRESS_DAYS and devices for KNOWN_DEVICE_DAYS, so the signal covers recent sign-ins.
 */
export function membersSharingClients(
  merchantId: number,
  memberIds: readonly bigint[],
): RawBuilder<{ member_id: bigint; account_id: bigint; kind: 'device' | 'address' }> {
  return sql<{ member_id: bigint; account_id: bigint; kind: 'device' | 'address' }>`
    select distinct mine.account_id as member_id, other.account_id, other.kind
      from known_sign_in_clients mine
      join known_sign_in_clients other
        on other.merchant_id = mine.merchant_id and other.account_type = 'member' and other.kind = mine.kind
       and other.key = mine.key and other.account_id <> mine.account_id
     where mine.merchant_id = ${merchantId} and mine.account_type = 'member'
       and mine.account_id = any(${memberIds.map(String)}::bigint[])`;
}
