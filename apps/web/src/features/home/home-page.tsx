import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../../boot/after-first-paint';
import { BannerCarousel } from './banner-carousel';
import { Commitments } from './commitments';
import { Hero } from './hero';
import { LanePlace } from './lane-place';
import { NoticeStrip } from './notice-strip';

// Its own chunk, fetched after the first paint: the lottery stays out of the home page's first script.
const PopularLotteries = lazy(() => import('./popular-lotteries'));

/**
 * Home (/index): banners, the newest notice, the welcome, the popular lotteries (their own chunk),
 * and our commitments. An empty lane is shown as nothing rather than as placeholder cards. The popup
 * announcement is the announcements feature's (mounted by the shell).
 */
export function HomePage() {
  return (
    <div className="space-y-6">
      <BannerCarousel />
      <NoticeStrip />
      <Hero />
      {/* Below the first screen on a phone: its code, its read and its cards wait for the first paint
          (ADR 043), its place held meanwhile. The commitments stay in the first render: they hold the footer
          below the first screen, where it does not move when the lane arrives. */}
      <AfterFirstPaint fallback={<LanePlace />}>
        <Suspense fallback={<LanePlace />}>
          <PopularLotteries />
        </Suspense>
      </AfterFirstPaint>
      <Commitments />
    </div>
  );
}
