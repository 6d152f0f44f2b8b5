import { ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;

export const ZAnnouncement = z.object({
  id: z.string(),
  /** B banner, PL player notice, PU popup, PR promotion, H headline (marquee). */
  type: z.enum(announcementTypes),
  title: z.string(),
  /** Operator HTML, sanitised by the server before it is sent (basic formatting and plain links only). */
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  timestamp: ZTimestamp,
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementList = z.object({
  banners: z.array(ZAnnouncement),
  player: z.array(ZAnnouncement),
  promotion: z.array(ZAnnouncement),
  popup: z.array(ZAnnouncement),
  headline: z.array(ZAnnouncement),
});

/** An announcement for agents (the agent centre's first entry): served to agents only, by their own call. */
export const ZAgentAnnouncement = ZAnnouncement.pick({ id: true, title: true, content: true, timestamp: true });
export type TAgentAnnouncement = z.infer<typeof ZAgentAnnouncement>;

export const contentRoutes = {
  agentAnnouncements: route({
    method: 'GET',
    path: '/wps/agent/announcements',
    access: 'agent',
    tag: 'content',
    summary:
      "Announcements for agents now on show, newest first, in the caller's language (the agent centre's announcement page).",
    response: z.object({ items: z.array(ZAgentAnnouncement) }),
  }),
  announcements: route({
    method: 'POST',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    access: 'visitor',
    tag: 'content',
    summary:
      'Current announcements in the caller language, grouped: banners, player notices, promotions, popup, headline.',
    body: z.object({
      /** Comma-separated codes of announcementTypes; the groups of codes not asked come back empty. */
      types: z
        .string()
        .max(32)
        .regex(/^(?:B|PL|PU|PR|H)(?:,(?:B|PL|PU|PR|H))*$/)
        .default('B,PL,PU,PR'),
      platform: z.literal('W').default('W'),
      executionType: z.literal('B').default('B'),
    }),
    response: ZAnnouncementList,
  }),
} as const;
