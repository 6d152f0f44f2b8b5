import { BannerCarousel } from './banner-carousel';
import { Commitments } from './commitments';
import { Hero } from './hero';
import { NoticeStrip } from './notice-strip';

/**
 * Home (spec §2, /index): banners, the newest notice, the welcome, and our commitments. Game lanes join
 * here with the games issue; none exists yet, and an empty lane is shown as nothing rather than as
 * placeholder cards. The popup announcement is the announcements feature's (mounted by the shell).
 */
export function HomePage() {
  return (
    <div className="space-y-6">
      <BannerCarousel />
      <NoticeStrip />
      <Hero />
      <Commitments />
    </div>
  );
}
