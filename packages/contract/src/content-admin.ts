import { trimmed, ZInstant, ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

/**
 * The site's words and pictures in the back office (ADR 068): announcements of every kind (banners, notices,
 * popups, promotion notices, the headline marquee, agents' announcements) and the help centre's topics, each in
 * Malay, English and Chinese; and platform messages to one member, the members of a label, or everyone. The admin
 * and marketing roles (access `promotions`).
 */

export const contentAdminAuditActions = [
  'content.announcement_create',
  'content.announcement_update',
  'content.announcement_end',
  'content.help_create',
  'content.help_update',
  'content.help_delete',
  'content.message_send',
  'content.image_upload',
] as const;

/** B banner, PL player notice, PU popup, PR promotion notice, H headline (marquee), A agents only. */
export const adminAnnouncementTypes = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export type TAdminAnnouncementType = (typeof adminAnnouncementTypes)[number];

const localized = (max: number, min = 0) =>
  z.object({ ms: trimmed(max).min(min), en: trimmed(max).min(min), zh: trimmed(max).min(min) });

/**
 * Pictures staff upload for banners and popups (ADR 072): PNG, JPEG or WebP by their bytes, at most 2 MB, kept by the
 * brand and served to anyone at `contentImagePath`, whose key is the picture's id and 32 hex digits of its SHA-256.
 */
export const contentImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TContentImageType = (typeof contentImageTypes)[number];
export const maxContentImageBytes = 2 * 1024 * 1024;
export const contentImagePath = '/wps/content/images/:key';
/** The part of a content picture's address before its key: an address starting so must name one of the brand's. */
export const contentImagePrefix = contentImagePath.replace(':key', '');
/** A content picture's key (`<id>-<32 hex digits>`), with the id and the hash's digits as groups. */
export const contentImageKey = /^([1-9]\d{0,17})-([0-9a-f]{32})$/;

export const ZContentImage = z.object({
  id: z.string(),
  /** The address to put in an announcement's picture (`/wps/content/images/<key>`). */
  url: z.string(),
  contentType: z.enum(contentImageTypes),
  size: z.number().int(),
});
export type TContentImage = z.infer<typeof ZContentImage>;

/**
 * A site path (the bundled art, `/banners/…`, or the brand's uploaded picture, `/wps/content/images/…`) or an https
 * address; anything else (a script, another scheme) is refused.
 */
const ZSiteLink = trimmed(500).regex(/^(\/[\w\-./?=&%#]*|https:\/\/[\w\-.]+(:\d+)?(\/[\w\-./?=&%#]*)?)$/);

const ZId = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const ZAnnouncementInput = z
  .object({
    type: z.enum(adminAnnouncementTypes),
    title: localized(120, 1),
    /** Operator HTML (basic formatting and plain links; the site shows it sanitised). */
    content: localized(5000),
    imageUrl: ZSiteLink.nullable(),
    linkUrl: ZSiteLink.nullable(),
    sort: z.number().int().min(0).max(10_000),
    startsAt: ZInstant,
    endsAt: ZInstant.nullable(),
  })
  .refine((a) => a.endsAt === null || Date.parse(a.endsAt) > Date.parse(a.startsAt), {
    path: ['endsAt'],
    message: 'ends before it starts',
  })
  .refine((a) => a.type !== 'B' || a.imageUrl !== null, { path: ['imageUrl'], message: 'required' });
export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;

export const announcementStates = ['scheduled', 'live', 'ended'] as const;

export const ZAdminAnnouncement = z.object({
  id: z.string(),
  type: z.enum(adminAnnouncementTypes),
  title: localized(120),
  content: localized(5000),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  startsAt: ZTimestamp,
  endsAt: ZTimestamp.nullable(),
  state: z.enum(announcementStates),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const ZHelpTopicInput = z.object({
  /** A short key the site links to (`deposit`, `withdrawal`…). */
  tag: trimmed(40)
    .min(1)
    .regex(/^[a-z0-9][a-z0-9_-]*$/),
  title: localized(120, 1),
  content: localized(20_000),
  sort: z.number().int().min(0).max(10_000),
});
export type THelpTopicInput = z.input<typeof ZHelpTopicInput>;

export const ZAdminHelpTopic = ZHelpTopicInput.extend({ id: z.string() });
export type TAdminHelpTopic = z.infer<typeof ZAdminHelpTopic>;

/** Who a platform message goes to: one member by name, every member with a label, or every real member. */
export const ZMessageAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), username: trimmed(64).min(1) }),
  z.object({ kind: z.literal('label'), label: trimmed(24).min(1) }),
  z.object({ kind: z.literal('all') }),
]);

export const ZBroadcastInput = z.object({
  audience: ZMessageAudience,
  title: localized(120, 1),
  content: localized(2000, 1),
  /** Sending to many is checked with the count first; the same key sends once. */
  idempotencyKey: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type TBroadcastInput = z.input<typeof ZBroadcastInput>;

export const ZBroadcastResult = z.object({ sent: z.number().int() });

export const contentAdminRoutes = {
  announcements: route({
    method: 'GET',
    path: '/admin/api/content/announcements',
    access: 'promotions',
    tag: 'admin-content',
    summary: 'Every announcement of the brand with its state (scheduled, live, ended), the latest first.',
    response: z.object({ items: z.array(ZAdminAnnouncement) }),
  }),
  createAnnouncement: route({
    method: 'POST',
    path: '/admin/api/content/announcements',
    access: 'promotions',
    tag: 'admin-content',
    summary: 'Add an announcement in three languages (audited).',
    body: ZAnnouncementInput,
    response: ZAdminAnnouncement,
  }),
  updateAnnouncement: route({
    method: 'PUT',
    path: '/admin/api/content/announcements/:id',
    access: 'promotions',
    tag: 'admin-content',
    summary: 'Change an announcement (audited).',
    params: ZId,
    body: ZAnnouncementInput,
    response: ZAdminAnnouncement,
  }),
  endAnnouncement: route({
    method: 'POST',
    path: '/admin/api/content/announcements/:id/end',
    access: 'promotions',
    tag: 'admin-content',
    summary: 'Take an announcement off the site now (audited); it stays in the list as ended.',
    params: ZId,
    response: ZAdminAnnouncement,
  }),
  uploadImage: route({
    method: 'POST',
    path: '/admin/api/content/images',
    access: 'promotions',
    tag: 'admin-content',
    summary:
      "Upload a banner's or popup's picture (multipart, one file field `file`): PNG, JPEG or WebP by its bytes, at most 2 MB (upload_not_image, upload_too_large, with the accepted types and size in details). Stored for the brand and audited; the same picture again is the one already stored. Answers its public address (`/wps/content/images/:key`, cached for good) for the announcement's picture.",
    response: ZContentImage,
  }),
  helpTopics: route({
    method: 'GET',
    path: '/admin/api/content/help',
    access: 'promotions',
    tag: 'admin-content',
    summary: "The help centre's topics in the site's order.",
    response: z.object({ items: z.array(ZAdminHelpTopic) }),
  }),
  createHelpTopic: route({
    method: 'POST',
    path: '/admin/api/content/help',
    access: 'promotions',
    tag: 'admin-content',
    summary: 'Add a help topic in three languages (audited).',
    body: ZHelpTopicInput,
    response: ZAdminHelpTopic,
  }),
  updateHelpTopic: route({
    method: 'PUT',
    path: '/admin/api/content/help/:id',
    access: 'promotions',
    tag: 'admin-content',
    summary: 'Change a help topic (audited).',
    params: ZId,
    body: ZHelpTopicInput,
    response: ZAdminHelpTopic,
  }),
  deleteHelpTopic: route({
    method: 'DELETE',
    path: '/admin/api/content/help/:id',
    access: 'promotions',
    tag: 'admin-content',
    summary: 'Remove a help topic (audited, its words kept in the audit detail).',
    params: ZId,
    response: z.object({ ok: z.literal(true) }),
  }),
  sendMessage: route({
    method: 'POST',
    path: '/admin/api/content/messages',
    access: 'promotions',
    tag: 'admin-content',
    summary:
      'Send a platform message in three languages to one member, the members of a label, or every real member (audited); answers how many received it.',
    body: ZBroadcastInput,
    response: ZBroadcastResult,
  }),
} as const;
