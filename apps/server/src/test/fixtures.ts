// Test-only helpers several modules' tests share (imported by *.test.ts and test kits, never by the app).
import type { Updateable } from 'kysely';
import type { MerchantsTable } from '../db/schema';
import { forgetMerchants } from '../platform/merchant';
import type { TestApp } from './harness';

/** The id of a brand by its code; the demo brand unless told otherwise. */
export async function merchantIdOf(t: TestApp, code = 'demo'): Promise<number> {
  const row = await t.deps.db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a brand's row and drops the cached copy, so the next request sees the change as a save would. */
export async function updateMerchant(t: TestApp, id: number, values: Updateable<MerchantsTable>): Promise<void> {
  await t.deps.db.updateTable('merchants').set(values).where('id', '=', id).execute();
  forgetMerchants(t.deps.db);
}

/** The newest SMS code sent to a number (E.164 without the plus), read from the dev outbox as a phone would. */
export async function lastSmsCode(t: TestApp, destination: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('channel', '=', 'sms')
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in: ${row.body}`);
  return code;
}
