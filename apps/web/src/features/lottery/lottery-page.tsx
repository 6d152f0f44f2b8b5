import type { TBetView, TGameMenus, TOpenDraw } from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronsDown, ChevronsUp, Dices, Flame, Ticket } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AfterNextPaint } from '../../boot/after-first-paint';
import { setHeadNavHidden, useHeadNavHidden } from '../../shared/head-nav';
import { subscribeRealtime } from '../../shared/realtime-events';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { Skeleton } from '../../shared/ui/skeleton';
import { TabPanel, useTabIds } from '../../shared/ui/tab-panel';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { type LotteryArea, lotteryKeys, useDrawHistory, useGameDetail, useLotteryMenus, useOpenDraws } from './api';
import { Countdown } from './countdown';
import { GameDesk } from './game-desk';
import { MyBets } from './my-bets';
import { ResultBoard } from './result-board';

// The statistics panel's chart is its own chunk: read only by players who open it.
const TrendChart = lazy(() => import('./trend-chart'));

function GameMenu({ menus, current, area }: { menus: TGameMenus; current: string; area: LotteryArea }) {
  const { t } = useTranslation('lottery');
  return (
    <nav aria-label={t('menu.label')} className="flex flex-wrap gap-x-6 gap-y-3">
      {menus.gameMenus.map((group) => (
        <div key={group.gameGroupCode} className="min-w-0 max-w-full">
          <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-ink-soft uppercase">{group.labelName}</h2>
          <ul className="flex gap-1.5 overflow-x-auto pb-1">
            {group.games.map((game) => (
              <li key={game.code} className="shrink-0">
                <Link
                  to={`/${area}?gameCode=${encodeURIComponent(game.code)}`}
                  aria-current={game.code === current ? 'page' : undefined}
                  className={[
                    'flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-gold',
                    game.code === current ? 'bg-gold/15 font-semibold text-gold' : 'bg-raised text-ink hover:text-gold',
                  ].join(' ')}
                >
                  {game.labelName}
                  {game.intervalMinutes ? (
                    <span className="text-xs text-ink-soft">{t('menu.every', { count: game.intervalMinutes })}</span>
                  ) : null}
                  {game.isHot ? <Flame size={14} aria-label={t('menu.hot')} className="text-crimson" /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * A phone's game menu: one select, grouped as the full menu is, so the numbers and the slip are on the first
 * screen instead of two scrolls under every game's button.
 */
function GameSwitcher({ menus, current, area }: { menus: TGameMenus; current: string; area: LotteryArea }) {
  const { t } = useTranslation('lottery');
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-3">
      <span className="shrink-0 text-sm text-ink-soft">{t('menu.switch')}</span>
      <select
        value={current}
        onChange={(e) => void navigate(`/${area}?gameCode=${encodeURIComponent(e.target.value)}`)}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-raised px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-gold"
      >
        {menus.gameMenus.map((group) => (
          <optgroup key={group.gameGroupCode} label={group.labelName}>
            {group.games.map((game) => (
              <option key={game.code} value={game.code}>
                {game.intervalMinutes
                  ? `${game.labelName} · ${t('menu.every', { count: game.intervalMinutes })}`
                  : game.labelName}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

/** The open draw, or for Vietnamese games with several stations today, the one the player picked. */
function useChosenDraw(draws: TOpenDraw[] | undefined) {
  const [station, setStation] = useState<string | null>(null);
  const draw = draws?.find((d) => d.station === station) ?? draws?.[0];
  return { draw, setStation };
}

function GameArea({ code, playType }: { code: string; playType: string | null }) {
  const { t } = useTranslation('lottery');
  const session = useSession();
  const queryClient = useQueryClient();
  const detail = useGameDetail(code);
  // The game's answer mounts its desk (picker, slip, results): drawn as a transition (see LotteryPage).
  const game = useDeferredValue(detail.data);
  const opened = useOpenDraws(code);
  const history = useDrawHistory(code);
  const { draw, setStation } = useChosenDraw(opened.data?.draws);
  const elott = detail.data?.prizeMode === 'Elott';
  const [tab, setTab] = useState('results');
  const tabIds = useTabIds();

  // A draw the member bet on was drawn or settled, or their balance moved (a settlement pays): the results and
  // the bets' status show without a reload (the header's balance follows by its own message).
  useEffect(
    () =>
      subscribeRealtime((message) => {
        if (message.type === 'draw' && message.gameCode === code) {
          void queryClient.invalidateQueries({ queryKey: lotteryKeys.draws(code) });
        }
        // Every game of the brand announces its draws (several a minute): the bets are read again only when the
        // settled draw is one the member has a pending bet on in the list shown, or when money moved.
        const settles =
          message.type === 'draw' &&
          message.status !== 'drawn' &&
          queryClient
            .getQueriesData<{ items: TBetView[] }>({ queryKey: ['lottery', 'mine'] })
            .some(([, page]) =>
              page?.items.some(
                (bet) =>
                  bet.status === 'pending' &&
                  bet.gameCode === message.gameCode &&
                  bet.drawNumber === message.drawNumber,
              ),
            );
        if (settles || message.type === 'balance') {
          void queryClient.invalidateQueries({ queryKey: ['lottery', 'mine'] });
        }
      }),
    [queryClient, code],
  );

  // A new result may have settled the member's bets even when nothing was paid (a losing draw moves no money).
  const newest = history.data?.items[0]?.drawNumber;
  useEffect(() => {
    if (newest) void queryClient.invalidateQueries({ queryKey: ['lottery', 'mine'] });
  }, [newest, queryClient]);

  // New results of draws the member did not bet on: e-lottery draws every few minutes, so look again often.
  useEffect(() => {
    const every = elott ? 15_000 : 120_000;
    const timer = setInterval(() => void history.refetch(), every);
    return () => clearInterval(timer);
  }, [elott, history.refetch]);

  if (detail.isError)
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm text-danger">
          {detail.error.message}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!game) return <Skeleton className="h-96" />;
  const stations = opened.data?.draws ?? [];
  return (
    // Room at the bottom for the slip bar that stands over the page below the wide layout (game-desk.tsx).
    <div className="min-w-0 space-y-4 pb-20 lg:pb-0">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-ink">{game.labelName}</h2>
        {stations.length > 1 ? (
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">{t('countdown.stations')}</legend>
            {stations.map((d) => (
              <button
                key={d.drawNumber}
                type="button"
                aria-pressed={d === draw}
                onClick={() => setStation(d.station)}
                className={`min-h-9 rounded-lg px-3 text-sm focus-visible:outline-2 focus-visible:outline-gold ${d === draw ? 'bg-gold/15 font-semibold text-gold' : 'bg-raised text-ink-soft'}`}
              >
                {d.station}
              </button>
            ))}
          </fieldset>
        ) : null}
      </div>
      {draw && opened.data ? (
        <Countdown
          draw={draw}
          offsetMs={opened.data.offsetMs}
          onClosed={() => {
            void opened.refetch();
            void queryClient.invalidateQueries({ queryKey: lotteryKeys.draws(code) });
          }}
        />
      ) : opened.isPending ? (
        <Skeleton className="h-16" />
      ) : (
        <p className="rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink-soft">
          {t('countdown.noDraw')}
        </p>
      )}
      <GameDesk key={game.code} detail={game} draw={draw} playType={playType} />
      {/* Under the desk, and drawn after it (ADR 043): the desk is the largest piece of this page's first load. */}
      <AfterNextPaint fallback={<div aria-hidden="true" className="h-48 rounded-2xl border border-line bg-surface" />}>
        <Tabs.Root value={tab} onValueChange={setTab} className="rounded-2xl border border-line bg-surface p-4">
          <Tabs.List aria-label={t('tabs.label')} className="mb-4 flex gap-1 overflow-x-auto">
            {(['results', 'trend', 'mine'] as const).map((name) => (
              <Tabs.Trigger
                key={name}
                value={name}
                {...tabIds(name)}
                className="min-h-10 shrink-0 rounded-lg px-3 text-sm text-ink-soft data-[state=active]:bg-gold/15 data-[state=active]:font-semibold data-[state=active]:text-gold focus-visible:outline-2 focus-visible:outline-gold"
              >
                {t(`tabs.${name}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <TabPanel ids={tabIds('results')} selected={tab === 'results'}>
            <ResultBoard detail={game} draws={history.data?.items} loading={history.isPending} />
          </TabPanel>
          <TabPanel ids={tabIds('trend')} selected={tab === 'trend'}>
            <Suspense fallback={<Skeleton className="h-48" />}>
              <TrendChart kind={game.kind} draws={history.data?.items ?? []} />
            </Suspense>
          </TabPanel>
          <TabPanel ids={tabIds('mine')} selected={tab === 'mine'}>
            {session ? <MyBets token={session.token} /> : <p className="text-sm text-ink-soft">{t('mine.signIn')}</p>}
          </TabPanel>
        </Tabs.Root>
      </AfterNextPaint>
    </div>
  );
}

/** The head-navigation toggle of /lottery. The bar comes back when the page is left. */
function HeadNavToggle() {
  const { t } = useTranslation('lottery');
  const hidden = useHeadNavHidden();
  useEffect(() => () => setHeadNavHidden(false), []);
  // Only where the navigation bar is (a phone has the tab bar instead): in a wrapper, since the button's own
  // inline-flex would win over a `hidden` on it.
  return (
    <div className="hidden md:block">
      <Button variant="ghost" size="sm" aria-pressed={hidden} onClick={() => setHeadNavHidden(!hidden)}>
        {hidden ? <ChevronsDown size={16} aria-hidden="true" /> : <ChevronsUp size={16} aria-hidden="true" />}
        {hidden ? t('headNav.show') : t('headNav.hide')}
      </Button>
    </div>
  );
}

/**
 * /lottery (every game; gameCode and playType in the query), /vnlottery (the Vietnamese lottery) and /elott
 * (the fast draws): the menu by group, then the chosen game's countdown, picker, slip, results, statistics
 * and the member's bets.
 */
export function LotteryPage({ area }: { area: LotteryArea }) {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const menus = useLotteryMenus(area);
  // React draws a read's answer at once, in one task the phone cannot interrupt, and the menu's answer mounts
  // the whole page (menu, game desk, results). Deferred, it is drawn as a transition, in short slices; the
  // skeleton stays meanwhile (ADR 043).
  const menuData = useDeferredValue(menus.data);
  const games = menuData?.gameMenus.flatMap((g) => g.games) ?? [];
  const asked = params.get('gameCode');
  const code = games.find((g) => g.code === asked)?.code ?? games[0]?.code ?? '';
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-gold/10 text-gold">
            {area === 'elott' ? <Dices size={22} aria-hidden="true" /> : <Ticket size={22} aria-hidden="true" />}
          </span>
          <h1 className="text-2xl font-bold text-ink">{t(`areas.${area}`)}</h1>
        </div>
        {area === 'lottery' ? <HeadNavToggle /> : null}
      </div>
      {menus.isError ? (
        <div className="space-y-2">
          <p role="alert" className="text-sm text-danger">
            {menus.error.message}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void menus.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !menuData ? (
        <Skeleton className="h-96" />
      ) : games.length === 0 ? (
        <EmptyState icon={<Ticket size={24} aria-hidden="true" />} title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <div className="space-y-4">
          {wide ? (
            <GameMenu menus={menuData} current={code} area={area} />
          ) : (
            <GameSwitcher menus={menuData} current={code} area={area} />
          )}
          <GameArea key={code} code={code} playType={code === asked ? params.get('playType') : null} />
        </div>
      )}
    </div>
  );
}
