import { contentAdminRoutes, type TAdminAnnouncement } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Badge, type Tone } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { useMerchant } from '../../shared/use-merchant';
import { AnnouncementDialog, announcementsKey } from './announcement-dialog';
import { ContentList } from './content-list';

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
  const end = useMutation({
    mutationFn: (id: string) => callApi(contentAdminRoutes.endAnnouncement, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
  return (
    <ContentList
      words={{
        title: t('announcements.title'),
        description: t('announcements.description'),
        add: t('announcements.new'),
        emptyTitle: t('announcements.emptyTitle'),
        emptyHint: t('announcements.emptyHint'),
      }}
      query={query}
      editor={(row, close) => <AnnouncementDialog announcement={row} timeZone={timeZone} onClose={close} />}
      action={{
        mutation: end,
        title: t('announcements.endTitle'),
        text: (row) => t('announcements.endText', { title: row.title.en }),
        label: t('announcements.end'),
      }}
      columns={({ edit, confirm }) => [
        {
          id: 'title',
          header: t('columns.title'),
          cell: (r) => (
            <button type="button" className="text-left font-medium text-accent" onClick={() => edit(r)}>
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
              <Button size="sm" variant="danger" onClick={() => confirm(r)}>
                {t('announcements.end')}
              </Button>
            ),
        },
      ]}
    />
  );
}
