import type { TPlayRound, TPlaySeeds, TPlaySession } from '@gemilang/contract';
import { playRouteRefs } from '@gemilang/contract/web';
import { Coins, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FairPanel } from './fair-panel';
import { showMoney } from './money';
import { ApiError, playCall } from './play-api';
import { goldButton } from './play-buttons';
import { heldToken, holdToken } from './play-credential';
import { RecallPanel } from './recall-panel';
import { SlotGame } from './slot/slot-game';
import { TableGame } from './tables/table-game';

/**
 * One exchange of a code however often the page asks (React's development double effects, a fast retry):
 * a second exchange of the same code would be refused, the code being good for one.
 */
const exchanges = new Map<string, Promise<TPlaySession>>();

function openSession(game: string, code: string): Promise<TPlaySession> {
  const held = heldToken(game, code);
  if (held) return playCall(playRouteRefs.session, { token: held });
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = playCall(playRouteRefs.session, { code });
    exchanges.set(code, exchange);
    // Forgotten once settled: by then the page holds the token (or was refused, and says so).
    exchange.then(
      () => exchanges.delete(code),
      () => exchanges.delete(code),
    );
  }
  return exchange;
}

/**
 * /play/<gameCode>?code=…&lang=…: an in-house game inside the site's /game frame (ADR 032). It opens the
 * session with the launch's one-time code, exchanged for the play token it then holds (ADR 048; a reload
 * uses the token held), which also finishes a round left unfinished earlier; then it shows the game, the
 * balance, the provably fair panel and the recall of the last ten rounds.
 */
export function PlayPage({ code, game }: { code: string; game: string }) {
  const { t } = useTranslation('play');
  const [token, setToken] = useState('');
  const [session, setSession] = useState<TPlaySession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [balance, setBalance] = useState('');
  const [seeds, setSeeds] = useState<TPlaySeeds | null>(null);
  const [recallVersion, setRecallVersion] = useState(0);

  const open = useCallback(() => {
    setError(null);
    if (!code) return;
    openSession(game, code)
      .then((value) => {
        holdToken(game, code, value.token);
        setToken(value.token);
        setSession(value);
        setBalance(value.balance);
        setSeeds(value.seeds);
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : t('errors.system')));
  }, [code, game, t]);
  useEffect(open, [open]);

  const onPlayed = useCallback((round: TPlayRound, after: string) => {
    setBalance(after);
    tellSite(after);
    setSeeds((s) => (s ? { ...s, nextNonce: round.nonce + 1 } : s));
    setRecallVersion((v) => v + 1);
  }, []);

  if (!code) return <Notice text={t('errors.noToken')} />;
  if (error)
    return (
      <Notice text={error}>
        <button type="button" onClick={open} className={goldButton}>
          {t('retry')}
        </button>
      </Notice>
    );
  if (!session || !seeds || !token) return <Loading label={t('loading')} />;

  return (
    <div className="mx-auto flex min-h-dvh max-w-6xl flex-col gap-3 p-2 sm:p-4">
      <header className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-3 py-2">
        <h1 className="truncate font-bold text-ink text-lg sm:text-xl">{session.name}</h1>
        <div className="flex shrink-0 items-center gap-2 rounded-xl bg-raised px-3 py-1.5">
          <Coins size={18} aria-hidden="true" className="text-gold" />
          {/* On a phone the play-money label sits above the amount, so the game's name keeps its room. */}
          <span className="flex flex-col items-start gap-0.5 whitespace-nowrap sm:flex-row sm:items-center sm:gap-2">
            {session.playMoney ? (
              <span
                className="rounded bg-crimson/20 px-1 py-px font-semibold text-[0.625rem] text-crimson-ink uppercase leading-none sm:px-1.5 sm:py-0.5 sm:text-[0.6875rem]"
                data-testid="play-money-label"
              >
                {t('playMoney')}
              </span>
            ) : null}
            <span className="sr-only">{t('balance')}</span>
            <output aria-label={t('balance')} className="tabular font-bold text-gold">
              {session.currency} {showMoney(balance)}
            </output>
          </span>
        </div>
      </header>
      {session.resumedRounds > 0 ? (
        <p role="status" className="rounded-xl border border-gold/40 bg-gold/10 px-3 py-2 text-gold text-sm">
          {t('resumed', { n: session.resumedRounds })}
        </p>
      ) : null}
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <main className="min-w-0">
          {session.kind === 'slot' ? (
            <SlotGame session={session} token={token} onPlayed={onPlayed} />
          ) : (
            <TableGame session={session} token={token} onPlayed={onPlayed} />
          )}
        </main>
        <aside className="flex min-w-0 flex-col gap-3">
          <FairPanel token={token} seeds={seeds} onSeeds={setSeeds} onRotated={() => setRecallVersion((v) => v + 1)} />
          <RecallPanel token={token} session={session} version={recallVersion} />
        </aside>
      </div>
      <footer className="flex items-center justify-center gap-1.5 pb-2 text-ink-soft text-xs">
        <ShieldCheck size={14} aria-hidden="true" />
        {t('fairFooter')}
      </footer>
    </div>
  );
}

/**
 * The site's /game page frames this one on the same origin: it is told the balance after each round, so
 * its header can show it at once (the wallet's own balance event reaches the header too, a moment later).
 */
function tellSite(balance: string) {
  if (window.parent !== window)
    window.parent.postMessage({ type: 'gemilang:balance', balance }, window.location.origin);
}

function Notice({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p role="alert" className="max-w-md text-ink">
        {text}
      </p>
      {children}
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label={label}>
      <div className="h-10 w-10 animate-spin rounded-full border-4 border-line border-t-gold" />
    </div>
  );
}
