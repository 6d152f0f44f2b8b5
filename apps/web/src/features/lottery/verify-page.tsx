import type { TDrawView } from '@gemilang/contract';
import { commitmentOf, drawResult, drawSeedId, type ElottGame, isServerSeed } from '@gemilang/games';
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/ui/page-header';
import { Skeleton } from '../../shared/ui/skeleton';
import { useDraw, useGameDetail } from './api';

const ELOTT: readonly string[] = ['5d', 'k3', 'pk10', '11x5'];

export interface Verification {
  computedHash: string;
  hashMatches: boolean;
  computedNumbers: number[];
  resultMatches: boolean;
}

/** Recomputes a draw from its revealed seed, in the browser, with the server's own rules (packages/games). */
export function verifyDraw(kind: ElottGame, draw: TDrawView, seed: string): Verification | null {
  const clean = seed.trim().toLowerCase();
  if (!isServerSeed(clean)) return null;
  const computedHash = commitmentOf(clean);
  const computedNumbers = [...drawResult(kind, clean, drawSeedId(draw.gameCode, draw.drawNumber)).numbers];
  const published = (draw.result as { numbers?: number[] } | null)?.numbers ?? [];
  return {
    computedHash,
    hashMatches: computedHash === draw.seedHash,
    computedNumbers,
    resultMatches: published.length > 0 && published.join(',') === computedNumbers.join(','),
  };
}

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return ok ? (
    <p className="flex items-center gap-2 font-semibold text-success">
      <CheckCircle2 size={18} aria-hidden="true" />
      {yes}
    </p>
  ) : (
    <p className="flex items-center gap-2 font-semibold text-danger">
      <XCircle size={18} aria-hidden="true" />
      {no}
    </p>
  );
}

const pad = (kind: string, numbers: readonly number[]) =>
  numbers.map((n) => String(n).padStart(kind === 'pk10' || kind === '11x5' ? 2 : 1, '0')).join(' ');

/**
 * /elott/verify?gameCode=&drawNumber=: anyone can check an e-lottery draw. The hash published before betting
 * opened must be the SHA-256 of the seed revealed after the draw, and that seed with the draw's id must give
 * the published numbers. Both are computed here, in the browser, by the code the server draws with.
 */
export function VerifyPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  const drawNumber = params.get('drawNumber') ?? '';
  const detail = useGameDetail(gameCode || undefined);
  const draw = useDraw(gameCode, drawNumber);
  const [seed, setSeed] = useState('');
  const seedId = useId();
  useEffect(() => {
    if (draw.data?.serverSeed) setSeed(draw.data.serverSeed);
  }, [draw.data?.serverSeed]);

  const kind = detail.data?.kind;
  const checkable = kind && ELOTT.includes(kind) && draw.data;
  const verification = checkable ? verifyDraw(kind as ElottGame, draw.data as TDrawView, seed) : null;
  const published = (draw.data?.result as { numbers?: number[] } | null)?.numbers ?? [];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        icon={<ShieldCheck size={24} aria-hidden="true" />}
        title={t('verify.title')}
        intro={t('verify.intro')}
      />
      {!gameCode || !drawNumber ? (
        <p className="text-sm text-ink-soft">{t('verify.pick')}</p>
      ) : draw.isPending || detail.isPending ? (
        <Skeleton className="h-64" />
      ) : draw.isError || detail.isError ? (
        <p role="alert" className="text-sm text-danger">
          {(draw.error ?? detail.error)?.message}
        </p>
      ) : !draw.data?.seedHash || !kind || !ELOTT.includes(kind) ? (
        <p className="text-sm text-ink-soft">{t('verify.notElott')}</p>
      ) : (
        <section className="space-y-4 rounded-2xl border border-line bg-surface p-4 text-sm">
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <dt className="text-ink-soft">{t('verify.game')}</dt>
            <dd className="text-ink">
              {detail.data?.labelName} · {drawNumber}
            </dd>
            <dt className="text-ink-soft">{t('verify.clientSeed')}</dt>
            <dd className="break-all font-mono text-ink">{drawSeedId(gameCode, drawNumber)}</dd>
            <dt className="text-ink-soft">{t('verify.publishedHash')}</dt>
            <dd className="break-all font-mono text-ink" data-testid="published-hash">
              {draw.data.seedHash}
            </dd>
            <dt className="text-ink-soft">{t('verify.publishedResult')}</dt>
            <dd className="font-mono text-ink">{published.length ? pad(kind, published) : t('verify.notDrawn')}</dd>
          </dl>
          <div className="space-y-1">
            <label htmlFor={seedId} className="block text-ink-soft">
              {t('verify.seed')}
            </label>
            <input
              id={seedId}
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
              spellCheck={false}
              autoComplete="off"
              placeholder={t('verify.seedPlaceholder')}
              className="min-h-11 w-full rounded-lg border border-line bg-raised px-3 font-mono text-xs text-ink focus-visible:outline-2 focus-visible:outline-gold"
            />
          </div>
          {!seed ? (
            <p className="text-ink-soft">{t('verify.waiting')}</p>
          ) : !verification ? (
            <p role="alert" className="text-danger">
              {t('verify.badSeed')}
            </p>
          ) : (
            <div className="space-y-3 rounded-xl bg-raised/60 p-3" aria-live="polite">
              <div>
                <p className="text-ink-soft">{t('verify.computedHash')}</p>
                <p className="break-all font-mono text-ink" data-testid="computed-hash">
                  {verification.computedHash}
                </p>
                <Verdict ok={verification.hashMatches} yes={t('verify.hashOk')} no={t('verify.hashBad')} />
              </div>
              <div>
                <p className="text-ink-soft">{t('verify.computedResult')}</p>
                <p className="font-mono text-lg text-ink" data-testid="computed-result">
                  {pad(kind, verification.computedNumbers)}
                </p>
                <Verdict ok={verification.resultMatches} yes={t('verify.resultOk')} no={t('verify.resultBad')} />
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
