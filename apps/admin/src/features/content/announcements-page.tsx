import { contentAdminRoutes, type TAdminAnnouncement } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Badge, type Tone } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, InlineMessage } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { AnnouncementDialog, announcementsKey } from './announcement-dialog';

const stateTone: Record<TAdminAnnouncement['state'], Tone> = { scheduled: 'accent', live: 'ok', ended: 'neutral' };

/**
 * The site's announcements (ADR 068): banners, notices, popups, promotion notices, the headline marquee and agents'
 * announcements, the latest first with their window in the brand's time and their state; a new one, a change, and
 * taking one off the site now.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation('content');
  const timeZone = useMerchant().timeZone;
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: announcementsKey, queryFn: () => callApi(contentAdminRoutes.announcements, {}) });
  const [editing, setEditing] = useState<TAdminAnnouncement | 'new' | null>(null);
  const [ending, setEnding] = useState<TAdminAnnouncement | null>(null);
  const end = useMutation({
    mutationFn: (id: string) => callApi(contentAdminRoutes.endAnnouncement, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: announcementsKey });
      setEnding(null);
    },
  });
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('announcements.title')}
        description={t('announcements.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('announcements.new')}
          </Button>
        }
      />
      {end.isError ? <InlineMessage tone="bad">{errorMessage(end.error)}</InlineMessage> : null}
      <Panel>
        <QueryView
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('announcements.emptyTitle')} hint={t('announcements.emptyHint')} />}
        >
          {(data) => (
            <DataTable
              caption={t('announcements.title')}
              rows={data.items}
              rowKey={(r) => r.id}
              columns={[
                {
                  id: 'title',
                  header: t('columns.title'),
                  cell: (r) => (
                    <button type="button" className="text-left font-medium text-accent" onClick={() => setEditing(r)}>
                      {r.title.en}
                    </button>
                  ),
                },
                { id: 'type', header: t('columns.type'), cell: (r) => t(`announcements.types.${r.type}`) },
                {
                  id: 'window',
                  header: t('columns.window'),
                  cell: (r) => (
                    <span className="whitespace-nowrap tabular-nums">
                      {formatDateTime(r.startsAt, timeZone)}
                      <br />
                      {r.endsAt ? formatDateTime(r.endsAt, timeZone) : t('announcements.untilEnded')}
                    </span>
                  ),
                },
                {
                  id: 'state',
                  header: t('columns.state'),
                  cell: (r) => <Badge tone={stateTone[r.state]}>{t(`announcements.states.${r.state}`)}</Badge>,
                },
                { id: 'sort', header: t('sort'), cell: (r) => r.sort },
                {
                  id: 'actions',
                  header: t('columns.actions'),
                  cell: (r) =>
                    r.state === 'ended' ? (
                      <span className="text-ink-soft">—</span>
                    ) : (
                      <Button size="sm" variant="danger" onClick={() => setEnding(r)}>
                        {t('announcements.end')}
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {editing ? (
        <AnnouncementDialog
          announcement={editing === 'new' ? null : editing}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={t('announcements.endTitle')}
        description={t('announcements.endText', { title: ending?.title.en ?? '' })}
        confirmLabel={t('announcements.end')}
        onConfirm={() => (ending ? end.mutate(ending.id) : undefined)}
        pending={end.isPending}
        danger
      />
    </div>
  );
}
