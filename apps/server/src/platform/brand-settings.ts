import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { LocalizedJson } from '../db/schema';

// A brand's settings as the back office reads and changes them, straight from the table: the cached brand on a
// request (merchant.ts) may be two seconds old. A caller that changes one calls forgetMerchants() after.

/** The brand's free-form settings (undefined for an unknown brand). */
export async function brandSettings(db: Db, merchantId: number): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirst();
  return row?.settings;
}

/** Sets one key of the brand's settings; another page saving another key at once is not undone. */
export async function setBrandSetting(db: Db, merchantId: number, key: string, value: unknown): Promise<void> {
  await db
    .updateTable('merchants')
    .set({
      settings: sql<string>`jsonb_set(coalesce(settings, '{}'::jsonb), array[${key}::text], ${JSON.stringify(value)}::jsonb)`,
    })
    .where('id', '=', merchantId)
    .execute();
}

/** The youngest age the brand lets register. */
export async function brandMinAge(db: Db, merchantId: number): Promise<number> {
  const row = await db.selectFrom('merchants').select('min_age').where('id', '=', merchantId).executeTakeFirstOrThrow();
  return row.min_age;
}

export async function setBrandMinAge(db: Db, merchantId: number, minAge: number): Promise<void> {
  await db.updateTable('merchants').set({ min_age: minAge }).where('id', '=', merchantId).execute();
}

export interface MaintenanceRow {
  maintenance: boolean;
  maintenance_from: Date | null;
  maintenance_until: Date | null;
  maintenance_message: LocalizedJson;
}

/** The brand's maintenance switch, window and message (undefined for an unknown brand). */
export function brandMaintenance(db: Db, merchantId: number): Promise<MaintenanceRow | undefined> {
  return db
    .selectFrom('merchants')
    .select(['maintenance', 'maintenance_from', 'maintenance_until', 'maintenance_message'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
}

export async function setBrandMaintenance(
  db: Db,
  merchantId: number,
  input: { maintenance: boolean; from: Date | null; until: Date | null; message: LocalizedJson },
): Promise<void> {
  await db
    .updateTable('merchants')
    .set({
      maintenance: input.maintenance,
      maintenance_from: input.from,
      maintenance_until: input.until,
      maintenance_message: JSON.stringify(input.message),
    })
    .where('id', '=', merchantId)
    .execute();
}
