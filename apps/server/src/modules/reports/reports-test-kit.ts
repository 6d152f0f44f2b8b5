// Test-only helpers for the reports' worked examples (imported by *.test.ts, never by the app).

import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { TestApp } from '../../test/harness';

/**
 * A wall-clock time of a brand's zone (`2025-04-14 09:00`) as an instant, computed by the database as the
 * reports compute their days (ADR 067): a row pinned to it falls on that brand day whatever the server's zone.
 */
export async function brandTime(t: TestApp, zone: string, local: string): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`select (${local}::timestamp at time zone ${zone}) as at`.execute(t.deps.db);
  return new Date((rows[0] as { at: Date }).at);
}

/** A report (or its CSV twin) as an operator reads it, in English unless told. */
export function reportCall(
  t: TestApp,
  token: string,
  path: string,
  options: { host?: string; language?: 'en' | 'ms' | 'zh' } = {},
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'GET',
    url: `/admin/api/reports/${path}`,
    token,
    language: options.language ?? 'en',
    host: options.host,
  });
}

/** A CSV body's lines without its BOM, after checking the BOM is there (Excel reads UTF-8 by it). */
export function csvLines(body: string): string[] {
  if (!body.startsWith('\uFEFF')) throw new Error(`no BOM at the start of: ${body.slice(0, 40)}`);
  return body.slice(1).split('\r\n');
}
