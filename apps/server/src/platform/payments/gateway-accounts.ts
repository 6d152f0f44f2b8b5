import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The brand's shared secret with a gateway. For a real provider the operator stores the one the provider
 * issued; the sandbox makes one on first use, so every brand gets its own and no two can sign for each other.
 */
export async function gatewaySecret(db: Kysely<Database>, merchantId: number, provider: string): Promise<string> {
  const found = await db
    .selectFrom('payment_gateway_accounts')
    .select('secret')
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (found) return found.secret;
  await db
    .insertInto('payment_gateway_accounts')
    .values({ merchant_id: merchantId, provider, secret: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.columns(['merchant_id', 'provider']).doNothing())
    .execute();
  return gatewaySecret(db, merchantId, provider);
}
