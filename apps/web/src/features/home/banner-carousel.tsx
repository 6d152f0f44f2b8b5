import type { TAnnouncement } from '@gemilang/contract';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '../../shared/api/site-queries';
import { Skeleton } from '../../shared/ui/skeleton';
import { useReducedMotion } from './use-reduced-motion';

const AUTOPLAY_MS = 5000;
/** Banner art is drawn at 1280 by 400 (public/banners); the frame keeps that ratio so nothing moves while it loads. */
const WIDTH = 1280;
const HEIGHT = 400;

function BannerLink({ banner, children }: { banner: TAnnouncement; children: ReactNode }) {
  const url = banner.linkUrl;
  const className =
    'block h-full w-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-gold';
  if (url?.startsWith('/') && !url.startsWith('//'))
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  if (url && /^https?:\/\//i.test(url))
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  return <div className="h-full w-full">{children}</div>;
}

const summaries = new Map<string, string>();
let scratch: HTMLTemplateElement | undefined;

/**
 * The words of an announcement's (server-sanitised) HTML, for a one-line summary over the art. Read once a
 * text, through one template element (inert: no script runs, no picture loads): a new document per banner
 * and per render, as DOMParser makes, was one of the long tasks of a phone's first load (ADR 043), and the
 * carousel draws again every five seconds.
 */
function plainText(html: string): string {
  if (typeof document === 'undefined') return '';
  let text = summaries.get(html);
  if (text === undefined) {
    scratch ??= document.createElement('template');
    scratch.innerHTML = html;
    text = scratch.content.textContent?.trim() ?? '';
    scratch.innerHTML = '';
    // A brand shows a handful of banners: a bound only against a page left open for days.
    if (summaries.size >= 100) summaries.clear();
    summaries.set(html, text);
  }
  return text;
}

const controlClass =
  'hidden size-10 place-items-center rounded-full sm:grid bg-night/70 text-ink backdrop-blur hover:bg-night hover:text-gold focus-visible:outline-2 focus-visible:outline-gold';

/**
 * Home banners (announcements of type B with an image). Autoplay moves on every 5 s, pauses while the
 * pointer or keyboard focus is inside or when the visitor presses pause, and never starts for visitors
 * who prefer reduced motion. Slides that are not shown are inert, so keyboard users meet only the
 * visible one; when not autoplaying, slide changes are announced politely.
 */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const { data, isPending } = useAnnouncements();
  const banners = (data?.banners ?? []).filter((b) => b.imageUrl);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = banners.length;
  const playing = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  if (isPending) return <Skeleton className="aspect-[16/5] w-full rounded-2xl" />;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (to: number) => setIndex((to + count) % count);

  // A swipe on a touch screen, where the arrows are left out to give the words room (dots remain).
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? current + 1 : current - 1);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
      className="relative overflow-hidden rounded-2xl border border-line bg-surface"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div
        className="flex aspect-[16/5] transition-transform duration-500 ease-out"
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={playing ? 'off' : 'polite'}
      >
        {banners.map((banner, i) => (
          // The WAI-ARIA carousel pattern: each slide is a group with the "slide" role description.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('banners.slide')}
            aria-label={t('banners.position', { n: i + 1, total: count })}
            aria-hidden={i !== current}
            inert={i !== current}
            className="h-full w-full shrink-0"
          >
            <BannerLink banner={banner}>
              <span className="relative block h-full w-full">
                {/* The art is decoration; the words are live text over it, in the visitor's language. */}
                <img
                  src={banner.imageUrl ?? ''}
                  alt=""
                  width={WIDTH}
                  height={HEIGHT}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  className="absolute inset-0 h-full w-full object-cover"
                />
                <span className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center gap-1 bg-gradient-to-r from-night/80 via-night/40 to-transparent py-3 pr-4 pl-4 sm:gap-3 sm:pl-20">
                  <span className="line-clamp-2 text-base leading-tight font-bold text-ink sm:text-3xl">
                    {banner.title}
                  </span>
                  <span className="hidden text-sm text-ink-soft sm:line-clamp-2 sm:text-base">
                    {plainText(banner.content)}
                  </span>
                </span>
              </span>
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label={t('banners.previous')}
            className={`${controlClass} absolute top-1/2 left-2 -translate-y-1/2`}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label={t('banners.next')}
            className={`${controlClass} absolute top-1/2 right-2 -translate-y-1/2`}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex items-center justify-center gap-1">
            {reducedMotion ? null : (
              <button
                type="button"
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? t('banners.play') : t('banners.pause')}
                className="grid size-8 place-items-center rounded-full text-ink hover:text-gold focus-visible:outline-2 focus-visible:outline-gold"
              >
                {stopped ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
              </button>
            )}
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => go(i)}
                aria-label={t('banners.goTo', { n: i + 1, total: count })}
                aria-current={i === current ? 'true' : undefined}
                className="group grid size-8 place-items-center focus-visible:outline-2 focus-visible:outline-gold"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === current ? 'w-6 bg-gold' : 'w-2 bg-ink/50 group-hover:bg-ink'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
