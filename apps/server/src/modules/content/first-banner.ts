import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listAnnouncements } from './list-announcements';

/**
 * The picture of the banner the announcements call lists first for a brand (the home carousel's first
 * slide), for the server's first paint of the home page (ADR 043). It reads through listAnnouncements, so
 * what is on show, in which order, and which picture addresses are safe are decided in one place. A
 * banner's picture is not worded, so any language gives the same answer. Null when no banner has one.
 */
export async function firstBannerImage(db: Kysely<Database>, merchantId: number, now: Date): Promise<string | null> {
  const { banners } = await listAnnouncements(db, merchantId, 'ms', ['B'], now);
  // The carousel shows only banners with a picture (banner-carousel.tsx), so the first of those is its first slide.
  return banners.find((banner) => banner.imageUrl)?.imageUrl ?? null;
}
