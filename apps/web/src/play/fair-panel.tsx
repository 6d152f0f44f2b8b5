import type { TPlaySeeds } from '@gemilang/contract';
import { playRouteRefs } from '@gemilang/contract/web';
import { KeyRound, RefreshCw, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, playCall } from './play-api';
import { quietButton } from './play-buttons';

type Revealed = { serverSeed: string; commitment: string; clientSeed: string; roundsPlayed: number };

/**
 * Provably fair (ADR 029): the commitment of the server seed in use, shown before any round is played on
 * it; the client seed, the member's to change; the next nonce; rotating retires the pair and reveals its
 * server seed, with a link to verify its rounds on the verify page.
 */
export function FairPanel({
  token,
  seeds,
  onSeeds,
  onRotated,
}: {
  token: string;
  seeds: TPlaySeeds;
  onSeeds: (seeds: TPlaySeeds) => void;
  onRotated: () => void;
}) {
  const { t } = useTranslation('play');
  const inputId = useId();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  useEffect(() => setClientSeed(seeds.clientSeed), [seeds.clientSeed]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof ApiError ? e.message : t('errors.system') });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      onSeeds(await playCall(playRouteRefs.clientSeed, { token, clientSeed }));
      setMessage({ ok: true, text: t('fair.clientSeedSaved') });
    });
  const rotate = () =>
    run(async () => {
      const result = await playCall(playRouteRefs.rotate, { token });
      setRevealed(result.revealed);
      onSeeds(result.seeds);
      onRotated();
    });

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="space-y-3 rounded-2xl border border-line bg-surface p-3 text-sm"
    >
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 font-bold text-ink">
        <ShieldCheck size={18} aria-hidden="true" className="text-gold" />
        {t('fair.title')}
      </h2>
      <dl className="space-y-2">
        <div>
          <dt className="text-ink-soft text-xs">{t('fair.commitment')}</dt>
          <dd className="break-all font-mono text-[0.7rem] text-ink" data-testid="commitment">
            {seeds.commitment}
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft text-xs">{t('fair.nextNonce')}</dt>
          <dd className="tabular font-mono text-ink">{seeds.nextNonce}</dd>
        </div>
      </dl>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-ink-soft text-xs">
          {t('fair.clientSeed')}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={clientSeed}
            onChange={(e) => setClientSeed(e.target.value)}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-raised px-3 font-mono text-ink text-xs focus-visible:outline-2 focus-visible:outline-gold"
          />
          <button
            type="button"
            className={quietButton}
            onClick={save}
            disabled={busy || clientSeed === seeds.clientSeed}
          >
            <KeyRound size={16} aria-hidden="true" />
            {t('fair.saveClientSeed')}
          </button>
        </div>
      </div>
      <button type="button" className={`${quietButton} w-full`} onClick={rotate} disabled={busy}>
        <RefreshCw size={16} aria-hidden="true" />
        {t('fair.rotate')}
      </button>
      <p className="text-ink-soft text-xs">{t('fair.rotateHint')}</p>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-success' : 'text-danger'}>
          {message.text}
        </p>
      ) : null}
      {revealed ? (
        <div role="status" className="space-y-1 rounded-xl border border-gold/40 bg-gold/10 p-2">
          <p className="font-semibold text-gold">{t('fair.revealed', { n: revealed.roundsPlayed })}</p>
          <p className="text-ink-soft text-xs">{t('fair.serverSeed')}</p>
          <p className="break-all font-mono text-[0.7rem] text-ink" data-testid="revealed-seed">
            {revealed.serverSeed}
          </p>
          <p className="text-ink-soft text-xs">{t('fair.verifyFromRecall')}</p>
        </div>
      ) : null}
    </section>
  );
}
