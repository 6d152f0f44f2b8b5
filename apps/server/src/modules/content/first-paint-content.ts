import { joinHeadlines, type Language, languages } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listAnnouncements } from './list-announcements';

/** What the static first paint shows of a brand's announcements (modules/first-paint). */
export interface FirstPaintContent {
  /** The picture of the home carousel's first slide, or null when no banner has one. */
  bannerImage: string | null;
  /** The headline strip's line in each language that has one (the marquee's text, joined the same way). */
  headlines: Partial<Record<Language, string>>;
}

/**
 * What the server's first paint of index.html shows of a brand's announcements (ADR 043). It reads through listAnnouncements, so what is on show, in which order, and which picture addresses are safe
 * are decided in one place. A banner's picture is not worded, so any language gives the same one; the
 * headlines are read in each language, and first-paint.js shows the visitor's.
 */
export async function firstPaintContent(
  db: Kysely<Database>,
  merchantId: number,
  now: Date,
): Promise<FirstPaintContent> {
  const [banners, ...worded] = await Promise.all([
    listAnnouncements(db, merchantId, 'ms', ['B'], now),
    ...languages.map(async (language) => ({
      language,
      titles: (await listAnnouncements(db, merchantId, language, ['H'], now)).headline.map(
        (headline) => headline.title,
      ),
    })),
  ]);
  const headlines: Partial<Record<Language, string>> = {};
  for (const { language, titles } of worded) if (titles.length > 0) headlines[language] = joinHeadlines(titles);
  // The carousel shows only banners with a picture (banner-carousel.tsx), so the first of those is its first slide.
  const bannerImage = banners.banners.find((banner) => banner.imageUrl)?.imageUrl ?? null;
  return { bannerImage, headlines };
}
