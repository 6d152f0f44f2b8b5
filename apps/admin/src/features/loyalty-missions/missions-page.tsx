import {
  missionsAdminRoutes,
  type TAdminDailyTask,
  type TAdminMission,
  type TAdminRace,
  type TRaceState,
} from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge, type Tone } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, InlineMessage } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { missionsKey, useGoalWords } from './goal-fields';
import { MissionDialog } from './mission-dialog';
import { RaceDialog } from './race-dialog';
import { TaskDialog } from './task-dialog';

const missionTone: Record<TAdminMission['state'], Tone> = { upcoming: 'accent', open: 'ok', ended: 'neutral' };
const raceTone: Record<TRaceState, Tone> = { upcoming: 'accent', running: 'ok', ended: 'neutral', cancelled: 'bad' };

/** A dialog being shown: a new item (null) or an existing one. */
type Editing<T> = { item: T | null } | null;

function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="primary" size="sm" onClick={onClick}>
      <Plus aria-hidden className="size-4" />
      {label}
    </Button>
  );
}

function MissionsPanel({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { t } = useTranslation('loyaltyMissions');
  const words = useGoalWords();
  const query = useQuery({
    queryKey: [...missionsKey, 'missions'],
    queryFn: () => callApi(missionsAdminRoutes.missions, {}),
  });
  const [editing, setEditing] = useState<Editing<TAdminMission>>(null);
  return (
    <Panel
      title={t('missions.title')}
      description={t('missions.description')}
      labelledBy="missions-heading"
      actions={<NewButton label={t('missions.new')} onClick={() => setEditing({ item: null })} />}
    >
      <QueryView
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('missions.emptyTitle')} hint={t('missions.emptyHint')} />}
      >
        {(data) => (
          <DataTable
            caption={t('missions.title')}
            rows={data.items}
            rowKey={(m) => m.id}
            maxHeight="24rem"
            columns={[
              {
                id: 'name',
                header: t('columns.name'),
                cell: (m) => (
                  <span className="flex flex-col">
                    <span className="font-medium">{m.title.en}</span>
                    <span className="text-[11px] text-ink-soft">{words(m)}</span>
                  </span>
                ),
              },
              {
                id: 'window',
                header: t('columns.window'),
                cell: (m) => (
                  <span className="whitespace-nowrap tabular-nums">
                    {formatDateTime(m.startsAt, timeZone)}
                    <br />
                    {formatDateTime(m.endsAt, timeZone)}
                  </span>
                ),
              },
              {
                id: 'state',
                header: t('columns.state'),
                cell: (m) => (
                  <span className="flex flex-col items-start gap-1">
                    <Badge tone={missionTone[m.state]}>{t(`missionState.${m.state}`)}</Badge>
                    {m.enabled ? null : <Badge tone="warn">{t('hidden')}</Badge>}
                  </span>
                ),
              },
              { id: 'reward', header: t('columns.reward'), cell: (m) => money(data.currency, m.reward) },
              {
                id: 'participation',
                header: t('columns.participation'),
                cell: (m) => (
                  <span className="whitespace-nowrap tabular-nums">
                    {t('participation', { completions: m.completions, claimed: m.claimed })}
                    <br />
                    {money(data.currency, m.rewarded)}
                  </span>
                ),
              },
              {
                id: 'actions',
                header: t('columns.actions'),
                cell: (m) => (
                  <Button
                    size="sm"
                    onClick={() => setEditing({ item: m })}
                    aria-label={t('editOf', { name: m.title.en })}
                  >
                    {t('edit')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      {editing ? (
        <MissionDialog
          mission={editing.item}
          currency={currency}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Panel>
  );
}

function TasksPanel({ currency }: { currency: string }) {
  const { t } = useTranslation('loyaltyMissions');
  const words = useGoalWords();
  const query = useQuery({
    queryKey: [...missionsKey, 'tasks'],
    queryFn: () => callApi(missionsAdminRoutes.dailyTasks, {}),
  });
  const [editing, setEditing] = useState<Editing<TAdminDailyTask>>(null);
  return (
    <Panel
      title={t('tasks.title')}
      description={t('tasks.description')}
      labelledBy="tasks-heading"
      actions={<NewButton label={t('tasks.new')} onClick={() => setEditing({ item: null })} />}
    >
      <QueryView
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('tasks.emptyTitle')} hint={t('tasks.emptyHint')} />}
      >
        {(data) => (
          <DataTable
            caption={t('tasks.title')}
            rows={data.items}
            rowKey={(task) => task.id}
            maxHeight="24rem"
            columns={[
              {
                id: 'name',
                header: t('columns.name'),
                cell: (task) => (
                  <span className="flex flex-col">
                    <span className="font-medium">{task.title.en}</span>
                    <span className="text-[11px] text-ink-soft">{words(task)}</span>
                  </span>
                ),
              },
              {
                id: 'state',
                header: t('columns.state'),
                cell: (task) =>
                  task.enabled ? <Badge tone="ok">{t('shown')}</Badge> : <Badge tone="warn">{t('hidden')}</Badge>,
              },
              { id: 'reward', header: t('columns.reward'), cell: (task) => money(data.currency, task.reward) },
              { id: 'today', header: t('columns.today'), cell: (task) => task.today },
              {
                id: 'participation',
                header: t('columns.week'),
                cell: (task) => (
                  <span className="whitespace-nowrap tabular-nums">
                    {t('participation', { completions: task.completions, claimed: task.claimed })}
                    <br />
                    {money(data.currency, task.rewarded)}
                  </span>
                ),
              },
              {
                id: 'actions',
                header: t('columns.actions'),
                cell: (task) => (
                  <Button
                    size="sm"
                    onClick={() => setEditing({ item: task })}
                    aria-label={t('editOf', { name: task.title.en })}
                  >
                    {t('edit')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      {editing ? <TaskDialog task={editing.item} currency={currency} onClose={() => setEditing(null)} /> : null}
    </Panel>
  );
}

function RacesPanel({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { t } = useTranslation('loyaltyMissions');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...missionsKey, 'races'],
    queryFn: () => callApi(missionsAdminRoutes.races, {}),
  });
  const [editing, setEditing] = useState<Editing<TAdminRace>>(null);
  const [cancelling, setCancelling] = useState<TAdminRace | null>(null);
  const cancel = useMutation({
    mutationFn: (id: string) => callApi(missionsAdminRoutes.cancelRace, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: missionsKey });
      setCancelling(null);
    },
  });
  return (
    <Panel
      title={t('races.title')}
      description={t('races.description')}
      labelledBy="races-heading"
      actions={<NewButton label={t('races.new')} onClick={() => setEditing({ item: null })} />}
    >
      {cancel.isError ? <InlineMessage tone="bad">{errorMessage(cancel.error)}</InlineMessage> : null}
      <QueryView
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('races.emptyTitle')} hint={t('races.emptyHint')} />}
      >
        {(data) => (
          <DataTable
            caption={t('races.title')}
            rows={data.items}
            rowKey={(r) => r.id}
            maxHeight="28rem"
            columns={[
              {
                id: 'name',
                header: t('columns.name'),
                cell: (r) => (
                  <span className="flex flex-col">
                    <span className="font-medium">{r.title.en}</span>
                    <span className="text-[11px] text-ink-soft">
                      {r.scope ? t(`scope.${r.scope}`) : t('scope.all')}
                    </span>
                  </span>
                ),
              },
              {
                id: 'window',
                header: t('columns.window'),
                cell: (r) => (
                  <span className="whitespace-nowrap tabular-nums">
                    {formatDateTime(r.startsAt, timeZone)}
                    <br />
                    {formatDateTime(r.endsAt, timeZone)}
                  </span>
                ),
              },
              {
                id: 'state',
                header: t('columns.state'),
                cell: (r) => <Badge tone={raceTone[r.state]}>{t(`raceState.${r.state}`)}</Badge>,
              },
              {
                id: 'prizes',
                header: t('columns.prizes'),
                cell: (r) => (
                  <span className="text-[11px] tabular-nums">
                    {r.prizes.map((p, i) => `#${i + 1} ${money(data.currency, p)}`).join(' · ')}
                  </span>
                ),
              },
              {
                id: 'board',
                header: t('columns.board'),
                cell: (r) =>
                  r.top.length === 0 ? (
                    <span className="text-ink-soft">{t('races.noBets')}</span>
                  ) : (
                    <span className="flex flex-col text-[11px] tabular-nums">
                      <span>{t('races.entrants', { count: r.entrants })}</span>
                      {r.top.slice(0, 3).map((row) => (
                        <span key={`${row.rank}-${row.username}`}>
                          {`#${row.rank} ${row.username} · ${money(data.currency, row.validBets)}`}
                        </span>
                      ))}
                    </span>
                  ),
              },
              {
                id: 'paid',
                header: t('columns.paid'),
                cell: (r) =>
                  r.state === 'ended' ? (
                    <span className="whitespace-nowrap tabular-nums">
                      {t('participation', { completions: r.completions, claimed: r.claimed })}
                      <br />
                      {money(data.currency, r.rewarded)}
                    </span>
                  ) : null,
              },
              {
                id: 'actions',
                header: t('columns.actions'),
                cell: (r) =>
                  r.state === 'upcoming' || r.state === 'running' ? (
                    <span className="flex gap-1">
                      <Button
                        size="sm"
                        onClick={() => setEditing({ item: r })}
                        aria-label={t('editOf', { name: r.title.en })}
                      >
                        {t('edit')}
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => setCancelling(r)}>
                        {t('races.cancel')}
                      </Button>
                    </span>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryView>
      {editing ? (
        <RaceDialog race={editing.item} currency={currency} timeZone={timeZone} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t('races.cancelTitle')}
        description={t('races.cancelText', { name: cancelling?.title.en ?? '' })}
        confirmLabel={t('races.cancel')}
        onConfirm={() => (cancelling ? cancel.mutate(cancelling.id) : undefined)}
        pending={cancel.isPending}
        danger
      />
    </Panel>
  );
}

/**
 * Mission activity in the back office (ADR 062): missions, daily tasks and leaderboard races with their prize
 * tables, each listed with who took part (completions and claims from the reward centre's rows, a race's board with
 * real names). The admin and marketing roles.
 */
export function LoyaltyMissionsPage() {
  const { t } = useTranslation('loyaltyMissions');
  const merchant = useMerchant();
  const currency = merchant.data?.currency ?? '';
  const timeZone = merchant.timeZone;
  return (
    <div className="space-y-3">
      <PageHeader title={t('title')} description={t('description')} />
      <MissionsPanel currency={currency} timeZone={timeZone} />
      <TasksPanel currency={currency} />
      <RacesPanel currency={currency} timeZone={timeZone} />
    </div>
  );
}
