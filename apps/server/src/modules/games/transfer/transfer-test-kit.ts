// Test-only helpers for the transfer wallet's tests (imported by *.test.ts, never by the app).
import { randomUUID } from 'node:crypto';
import { merchantIdOf } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { DEMO_TRANSFER_VENDOR, seedDemoTransferVendor } from './transfer-vendors';

export const VENDOR = DEMO_TRANSFER_VENDOR;

/** The demo brand's transfer-mode vendor (the tests' demo data leaves it out). */
export async function withTransferVendor(t: TestApp): Promise<number> {
  const merchantId = await merchantIdOf(t, 'demo');
  await seedDemoTransferVendor(t.deps.db, t.deps.config, merchantId);
  return merchantId;
}

export const key = () => randomUUID().replace(/-/g, '');

export function transferCall(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: body, token, language: 'en' });
}

export function walletsCall(t: TestApp, token: string) {
  return t.call({ method: 'POST', url: '/wps/relay/GCS_vendorWallets', payload: {}, token, language: 'en' });
}

/** The main balance and the vendor's, as the "my wallet" page reads them. */
export async function balances(t: TestApp, token: string) {
  const res = await walletsCall(t, token);
  if (res.statusCode !== 200) throw new Error(`wallets refused: ${res.body}`);
  const value = res.json().value as {
    balance: string;
    vendors: { vassalage: string; balance: string | null; pending: number }[];
  };
  const vendor = value.vendors.find((v) => v.vassalage === VENDOR);
  return { main: value.balance, vendor: vendor?.balance ?? null, pending: vendor?.pending ?? 0 };
}

/** How many rows the transfer wallet and the ledger hold for the brand: a refusal must add none to the ledger. */
export async function counts(t: TestApp, merchantId: number) {
  const count = async (table: 'vendor_transfers' | 'ledger_entries' | 'local_vendor_transfers') =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('merchant_id', '=', merchantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    transfers: await count('vendor_transfers'),
    entries: await count('ledger_entries'),
    vendorSide: await count('local_vendor_transfers'),
  };
}
