import { Gift, LifeBuoy, LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchant } from '../../shared/api/site-queries';
import { openDialog } from '../../shared/dialogs';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';

const sparkles = [
  { x: 300, y: 80, r: 18 },
  { x: 350, y: 170, r: 10 },
  { x: 230, y: 200, r: 7 },
  { x: 360, y: 50, r: 6 },
  { x: 260, y: 120, r: 5 },
];

/** A four-pointed sparkle centred on (x, y) with arm length r. */
function sparkle(x: number, y: number, r: number): string {
  const k = r * 0.3;
  return `M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`;
}

/** Decorative gold sparkles for the hero's background; our own drawing, hidden from assistive technology. */
function Sparkles() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute -top-6 right-0 hidden h-[140%] w-auto opacity-60 sm:block"
      viewBox="0 0 400 300"
      width="400"
      height="300"
    >
      <defs>
        <radialGradient id="hero-glow" cx="0.7" cy="0.4" r="0.6">
          <stop offset="0" stopColor="#F5C242" stopOpacity="0.35" />
          <stop offset="1" stopColor="#F5C242" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="300" fill="url(#hero-glow)" />
      {sparkles.map(({ x, y, r }) => (
        <path key={`${x}-${y}`} d={sparkle(x, y, r)} fill="#F5C242" />
      ))}
    </svg>
  );
}

/** The welcome: sign-up and sign-in for a visitor, a greeting and next steps for a member. */
export function Hero() {
  const { t } = useTranslation('home');
  const session = useSession();
  const merchant = useMerchant();
  const brand = merchant?.name ?? '';
  return (
    <section className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-raised via-surface to-night px-5 py-8 sm:px-10 sm:py-12">
      <Sparkles />
      <div className="relative max-w-xl">
        {session ? (
          <>
            <h1 className="text-2xl font-bold text-ink sm:text-4xl">
              {t(session.firstSignIn ? 'hero.newMemberTitle' : 'hero.memberTitle', { name: session.account, brand })}
            </h1>
            <p className="mt-3 text-ink-soft sm:text-lg">{t('hero.memberText', { brand })}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/promotions">
                  <Gift size={18} aria-hidden="true" />
                  {t('hero.promotions')}
                </Link>
              </Button>
              <Button variant="secondary" size="lg" onClick={() => openDialog('help')}>
                <LifeBuoy size={18} aria-hidden="true" />
                {t('hero.help')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold tracking-wide text-gold uppercase">{t('hero.eyebrow', { brand })}</p>
            <h1 className="mt-2 text-2xl font-bold text-ink sm:text-4xl">{t('hero.title')}</h1>
            <p className="mt-3 text-ink-soft sm:text-lg">{t('hero.text')}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button size="lg" onClick={() => openDialog('register')}>
                <UserPlus size={18} aria-hidden="true" />
                {t('hero.register')}
              </Button>
              <Button variant="secondary" size="lg" onClick={() => openDialog('login')}>
                <LogIn size={18} aria-hidden="true" />
                {t('hero.login')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
