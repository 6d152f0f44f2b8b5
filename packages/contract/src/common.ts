import { z } from './zod';

/** Bounded text: every string that reaches the server has a ceiling, so no input can be oversized. */
export const text = (max = 255) => z.string().max(max);
export const trimmed = (max = 255) => z.string().trim().max(max);

/**
 * A calendar day (yyyy-MM-dd) that exists, in the years a record or a filter can mean (1900 to 2099), so
 * "2026-02-30", "2026-13-01" or "9999-12-31" are refused by the contract before any date arithmetic or
 * SQL sees them.
 */
export const ZDay = z
  .string()
  // abort: a day not even shaped like one is told once, as a format problem.
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, { abort: true })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'not a calendar day');

/** An instant a request names, as ISO 8601 with its offset, within the years a window can mean (and every driver stores). */
export const ZInstant = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) >= Date.UTC(2000, 0, 1) && Date.parse(v) < Date.UTC(2100, 0, 1));

/** Timestamps travel as ISO-8601 UTC; the site shows them in the merchant's zone (yyyy-MM-dd HH:mm:ss). */
export const ZTimestamp = z.string();

export const ZEmpty = z.object({}).strict();
export const ZOk = z.object({ ok: z.literal(true) });

/** Text an operator writes once per language. */
export const ZLocalizedText = z.object({ ms: z.string(), en: z.string(), zh: z.string() });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

/** An amount as a reply carries it: major units, decimal string (see money.ts). */
export const ZMoney = z.string();
