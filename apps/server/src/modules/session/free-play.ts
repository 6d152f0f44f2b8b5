import { randomBytes, randomInt } from 'node:crypto';
import type { TLoginValue } from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { decryptShortText } from '../../platform/encryption';
import { featureOn } from '../../platform/feature-modules';
import { fieldMessage } from '../../platform/messages';
import { hashPassword } from '../../platform/passwords';
import { sha256Hex } from '../../platform/tokens';
import { openTrialAccount, trialsOpenedSince } from '../member';
import { grantPlayMoney, playGrantAmount } from '../wallet';
import { startSession } from './start-session';

const KEY_TEXT = /^[A-Za-z0-9]{16,64}$/;
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Trial accounts one address may open an hour: free play is for trying, not for farming accounts. */
export const TRIALS_PER_IP_PER_HOUR = 20;

function trialUsername(): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += ALNUM[randomInt(ALNUM.length)];
  return `trial${suffix}`;
}

/**
 * Opens a trial account (type 4) with its play money (ADR 052) and signs it in. The key is a random string the browser reversed and
 * encrypted with our public key; each key is good once (its hash is kept), so a replay opens nothing.
 */
export async function freePlay(deps: Deps, actor: Actor, encryptedKey: string): Promise<TLoginValue> {
  if (!(await featureOn(deps.db, actor.merchant.id, 'FREEPLAY3'))) throw new AppError('feature_disabled');
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const plain = await decryptShortText(db, encryptedKey);
  if (!KEY_TEXT.test(plain)) {
    throw new AppError('invalid_input', [
      { field: 'key', reason: 'invalid', message: fieldMessage('invalid', actor.language) },
    ]);
  }
  const randomText = [...plain].reverse().join('');
  const at = now();
  const ip = actor.ip || null;

  if (ip) {
    const opened = await trialsOpenedSince(db, merchantId, ip, new Date(at.getTime() - 60 * 60 * 1000));
    if (opened >= TRIALS_PER_IP_PER_HOUR) throw new AppError('rate_limited');
  }

  // Nobody signs in to a trial account with a password: it gets a long random one nobody knows.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const memberId = await db.transaction().execute(async (trx) => {
    const used = await trx
      .insertInto('freeplay_keys')
      .values({ merchant_id: merchantId, key_hash: sha256Hex(randomText), created_at: at })
      .onConflict((oc) => oc.doNothing())
      .returning('key_hash')
      .executeTakeFirst();
    if (!used) throw new AppError('freeplay_replayed');
    // 36^8 names make a clash rare; ON CONFLICT skips one without aborting the transaction, and we draw again.
    for (let tries = 0; tries < 5; tries++) {
      const created = await openTrialAccount(trx, {
        merchantId,
        username: trialUsername(),
        passwordHash,
        ip,
        at,
      });
      if (created !== undefined) {
        await grantPlayMoney(trx, {
          merchantId,
          memberId: created,
          amount: playGrantAmount(actor.merchant.currency, actor.merchant.currencyExponent),
        });
        return created;
      }
    }
    throw new Error('no free trial username after 5 draws');
  });
  return startSession(deps, actor, memberId);
}
