import { lotteryAdminRoutes, type TAdminDraw } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';
import { CloseSalesDialog } from './close-sales-dialog';
import { DrawBetsPanel } from './draw-bets-panel';
import { LiabilityPanel } from './liability-panel';
import { drawStatusTone, exponentOf, money, resultLine } from './lottery-format';
import { useLotteryGames } from './use-lottery-games';
import { VoidDrawDialog } from './void-draw-dialog';

/**
 * One draw: its times, status, provably-fair seed hash (and seed and result once drawn), the live liability
 * per number while it takes or awaits bets, and its bets with totals.
 */
export function LotteryDrawPage() {
  const { t } = useTranslation('lottery');
  const { id = '' } = useParams();
  const draw = useQuery({
    queryKey: ['lottery', 'draw', id],
    queryFn: () => callApi(lotteryAdminRoutes.draw, { params: { id } }),
    refetchInterval: 10_000,
  });
  return (
    <div className="space-y-3">
      <Link to="/lottery/draws" className="inline-flex items-center gap-1 text-xs text-accent hover:underline">
        <ArrowLeft aria-hidden className="size-3.5" />
        {t('draw.back')}
      </Link>
      <QueryView query={draw}>
        {(d) => (
          <>
            <DrawSummary draw={d} />
            {d.status === 'open' || d.status === 'closed' ? <LiabilityPanel drawId={d.id} /> : null}
            <DrawBetsPanel drawId={d.id} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function DrawSummary({ draw }: { draw: TAdminDraw }) {
  const { t } = useTranslation('lottery');
  const { timeZone } = useMerchant();
  const [voiding, setVoiding] = useState<TAdminDraw | null>(null);
  const [closing, setClosing] = useState<TAdminDraw | null>(null);
  const currency = useLotteryGames().data?.currency ?? '';
  const facts: [string, string][] = [
    [t('columns.opensAt'), formatDateTime(draw.opensAt, timeZone)],
    [t('columns.cutoffAt'), formatDateTime(draw.cutoffAt, timeZone)],
    [t('columns.drawAt'), formatDateTime(draw.drawAt, timeZone)],
    [t('columns.bets'), draw.betCount.toLocaleString('en')],
    [t('columns.stake'), money(currency, draw.stakeTotal, exponentOf(draw.stakeTotal))],
  ];
  if (draw.settledAt) facts.push([t('draw.settledAt'), formatDateTime(draw.settledAt, timeZone)]);
  return (
    <>
      <PageHeader
        title={`${draw.gameName} · ${draw.drawNumber}`}
        description={draw.station ? t('draw.station', { station: draw.station }) : undefined}
        actions={
          <>
            <Badge tone={drawStatusTone[draw.status]}>{t(`drawStatus.${draw.status}`)}</Badge>
            {draw.closable ? (
              <Button variant="secondary" onClick={() => setClosing(draw)}>
                <Lock aria-hidden className="size-4" />
                {t('close.action')}
              </Button>
            ) : null}
            {draw.voidable ? (
              <Button onClick={() => setVoiding(draw)}>
                <Ban aria-hidden className="size-4" />
                {t('void.action')}
              </Button>
            ) : null}
          </>
        }
      />
      <Panel>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 p-3 text-[13px] sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-ink-soft">{label}</dt>
              <dd className="tabular">{value}</dd>
            </div>
          ))}
          {draw.seedHash ? (
            <div className="sm:col-span-2 lg:col-span-3">
              <dt className="text-xs text-ink-soft">{t('columns.seedHash')}</dt>
              <dd className="font-mono text-[11px] break-all">{draw.seedHash}</dd>
            </div>
          ) : null}
          {draw.serverSeed ? (
            <div className="sm:col-span-2 lg:col-span-3">
              <dt className="text-xs text-ink-soft">{t('draw.seed')}</dt>
              <dd className="font-mono text-[11px] break-all">{draw.serverSeed}</dd>
            </div>
          ) : null}
          {draw.result ? (
            <div className="sm:col-span-2 lg:col-span-3">
              <dt className="text-xs text-ink-soft">{t('draw.result')}</dt>
              <dd className="tabular font-medium">{resultLine(draw.result)}</dd>
            </div>
          ) : null}
        </dl>
      </Panel>
      <VoidDrawDialog draw={voiding} onClose={() => setVoiding(null)} />
      <CloseSalesDialog draw={closing} onClose={() => setClosing(null)} />
    </>
  );
}
