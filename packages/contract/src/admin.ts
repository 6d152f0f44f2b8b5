import { ledgerAuditActions } from './admin-ledger';
import { checkInAdminAuditActions } from './check-in-admin';
import { trimmed, ZOk, ZPage, ZPageQuery, ZTimestamp } from './common';
import { contentAdminAuditActions } from './content-admin';
import { depositAuditActions } from './deposits';
import { feedbackAdminAuditActions } from './feedback';
import { gamesAdminAuditActions } from './games-admin';
import { lotteryAdminAuditActions } from './lottery-admin';
import { lotteryResultAuditActions } from './lottery-results';
import { memberOverviewAuditActions } from './member-overview-admin';
import { memberAuditActions } from './member-security';
import { missionsAdminAuditActions } from './missions-admin';
import { pointsAdminAuditActions } from './points-admin';
import { promotionsAdminAuditActions } from './promotions-admin';
import { protectionAuditActions } from './protection';
import { rebatesAdminAuditActions } from './rebates-admin';
import { redEnvelopesAdminAuditActions } from './red-envelopes-admin';
import { referralsAdminAuditActions } from './referrals-admin';
import { registerFields } from './register-patterns';
import { rewardsAdminAuditActions } from './rewards-admin';
import { route } from './route';
import { operatorRoles } from './staff-access';
import { supportChatAdminAuditActions } from './support-chat-admin';
import { featureModuleIds } from './system';
import { agentsAdminAuditActions } from './team-admin';
import { vipAdminAuditActions } from './vip-admin';
import { withdrawalAuditActions } from './withdrawals';
import { z } from './zod';

/**
 * The back-office API (apps/admin), all under /admin/api/. Operators sign in with their own accounts;
 * who may call what is the roles' table (staff-access.ts, ADR 069). Every change is audited on the server.
 */

export const ZOperatorRole = z.enum(operatorRoles);

export const memberStatuses = ['active', 'locked', 'frozen'] as const;
export const outboxChannels = ['sms', 'email'] as const;

/**
 * Text that reaches the database. PostgreSQL text cannot hold a NUL character, so one is refused here as
 * bad input rather than failing in SQL.
 */
const noNul = (s: string) => !s.includes('\u0000');
const line = (max: number) => trimmed(max).refine(noNul);

/** Ids travel as decimal strings (int8 on the server). */
export const ZIdParam = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

/** A query-string filter a form may send empty: '' means "no filter". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** Why an operator did something to a member or a colleague; kept in the audit log. */
export const ZReason = z.object({ reason: line(500).min(1) });
export type TReason = z.input<typeof ZReason>;

// ---------------------------------------------------------------------------------------------- operators

export const ZOperator = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: ZOperatorRole,
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZOperatorRow = ZOperator.extend({
  /** `locked` only by an admin's hand: failed sign-ins are throttled, never locked. */
  status: z.enum(['active', 'locked']),
  /** Wrong passwords since the last successful sign-in (informational). */
  failedLoginCount: z.number().int(),
  lastLoginAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TOperatorRow = z.infer<typeof ZOperatorRow>;

export const ZOperatorLogin = z.object({
  username: line(64).min(1),
  password: z.string().min(1).max(128),
});
export type TOperatorLogin = z.input<typeof ZOperatorLogin>;

export const ZOperatorSession = z.object({
  /** Bearer token for the other back-office calls; valid 12 hours. */
  token: z.string(),
  expiresAt: ZTimestamp,
  operator: ZOperator,
  /** This server keeps a dev outbox (never in production) and this operator may read it (admin role). */
  devOutbox: z.boolean(),
  /**
   * The password was set by an administrator (a new account): until the operator chooses their own
   * (changeOwnPassword), every other call but me and sign-out answers password_change_required.
   */
  mustChangePassword: z.boolean(),
});
export type TOperatorSession = z.infer<typeof ZOperatorSession>;

export const ZOwnPasswordChange = z.object({
  currentPassword: z.string().min(1).max(128),
  /** At least 8 characters, as an administrator's initial password. */
  newPassword: z.string().min(8).max(128),
});
export type TOwnPasswordChange = z.input<typeof ZOwnPasswordChange>;

export const ZOperatorPasswordReset = ZReason.extend({
  /** The new password the admin hands over; the operator must replace it at the next sign-in. */
  password: z.string().min(8).max(128),
});
export type TOperatorPasswordReset = z.input<typeof ZOperatorPasswordReset>;

export const ZNewOperator = z.object({
  username: line(32)
    .min(3)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/),
  displayName: line(64).default(''),
  role: ZOperatorRole,
  /** The initial password the admin hands over. */
  password: z.string().min(8).max(128),
});
export type TNewOperator = z.input<typeof ZNewOperator>;

// ---------------------------------------------------------------------------------------------- site

// An instant with its offset, within a range a maintenance window can mean (and every driver can store).
const ZIsoTime = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) >= Date.UTC(2000, 0, 1) && Date.parse(v) < Date.UTC(2100, 0, 1));

export const ZSiteStatusSettings = z.object({
  /** Switched on by hand: the site is in maintenance now, whatever the window says. */
  maintenance: z.boolean(),
  /** An announced window: the site is in maintenance between these two instants. */
  maintenanceFrom: ZTimestamp.nullable(),
  maintenanceUntil: ZTimestamp.nullable(),
  maintenanceMessage: z.object({ ms: z.string(), en: z.string(), zh: z.string() }),
});
export type TSiteStatusSettings = z.infer<typeof ZSiteStatusSettings>;

export const ZSiteStatusInput = z
  .object({
    maintenance: z.boolean(),
    maintenanceFrom: ZIsoTime.nullable(),
    maintenanceUntil: ZIsoTime.nullable(),
    maintenanceMessage: z.object({ ms: line(500), en: line(500), zh: line(500) }),
  })
  .superRefine((v, ctx) => {
    // A window has two ends or none: one end alone would never switch anything on or off.
    if ((v.maintenanceFrom === null) !== (v.maintenanceUntil === null)) {
      const missing = v.maintenanceFrom === null ? 'maintenanceFrom' : 'maintenanceUntil';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'both ends of the window or neither' });
      return;
    }
    if (v.maintenanceFrom && v.maintenanceUntil && Date.parse(v.maintenanceUntil) <= Date.parse(v.maintenanceFrom)) {
      ctx.addIssue({ code: 'custom', path: ['maintenanceUntil'], message: 'must be after maintenanceFrom' });
    }
  });
export type TSiteStatusInput = z.input<typeof ZSiteStatusInput>;

export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/);
export const ZBlockedCountries = z.object({ countries: z.array(ZCountryCode).max(250) });
export type TBlockedCountries = z.infer<typeof ZBlockedCountries>;

export const ZBlockedRange = z.object({
  id: z.string(),
  /** The normalised network, e.g. 203.0.113.0/24; a single address is /32 (IPv4) or /128 (IPv6). */
  cidr: z.string(),
  note: z.string(),
  createdAt: ZTimestamp,
});
export type TBlockedRange = z.infer<typeof ZBlockedRange>;

export const ZNewBlockedRange = z.object({
  /** An IPv4 or IPv6 address or CIDR; the server normalises it to its network. */
  cidr: line(64).min(1),
  note: line(200).default(''),
});
export type TNewBlockedRange = z.input<typeof ZNewBlockedRange>;

// ---------------------------------------------------------------------------------------------- registration

export const REGISTER_PATTERN_MAX = 200;

export const ZAdminRegisterRule = z.object({
  field: z.enum(registerFields),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  /** The operator's extra regular expression on top of the pattern; `*` means anything. */
  acceptedPattern: z.string(),
  patternId: z.number().int(),
});
export type TAdminRegisterRule = z.infer<typeof ZAdminRegisterRule>;

export const ZAdminRegisterSettings = z.object({
  /** One rule per registration field, in the order of `registerFields`. */
  fields: z.array(ZAdminRegisterRule),
  /** The age gate of registration. */
  minAge: z.number().int(),
});
export type TAdminRegisterSettings = z.infer<typeof ZAdminRegisterSettings>;

function validRegExp(source: string): boolean {
  const s = source.trim();
  if (s === '' || s === '*') return true;
  try {
    new RegExp(`^(?:${s})$`, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * Issues are named by the field (`fields.username.maxLength`), not by the array index, so a message can
 * say which rule is wrong.
 */
export const ZAdminRegisterSettingsInput = z
  .object({
    fields: z
      .array(
        ZAdminRegisterRule.extend({
          minLength: z.number().int().min(-1_000).max(100_000),
          maxLength: z.number().int().min(-1_000).max(100_000),
          acceptedPattern: z.string().max(2_000).refine(noNul),
          patternId: z.number().int().min(-1_000).max(100_000),
        }),
      )
      .max(registerFields.length),
    minAge: z.number().int().min(18).max(99),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const rule of v.fields) {
      const at = (key: string) => ['fields', rule.field, key];
      if (seen.has(rule.field)) {
        ctx.addIssue({ code: 'custom', path: at('field'), message: 'listed twice' });
      }
      seen.add(rule.field);
      if (rule.minLength < 0) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'number',
          minimum: 0,
          inclusive: true,
          input: rule.minLength,
          path: at('minLength'),
          message: 'at least 0',
        });
      }
      if (rule.maxLength > 255) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: 255,
          inclusive: true,
          input: rule.maxLength,
          path: at('maxLength'),
          message: 'at most 255',
        });
      }
      if (rule.maxLength < 1) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'number',
          minimum: 1,
          inclusive: true,
          input: rule.maxLength,
          path: at('maxLength'),
          message: 'at least 1',
        });
      }
      if (rule.minLength > rule.maxLength) {
        ctx.addIssue({ code: 'custom', path: at('minLength'), message: 'minLength above maxLength' });
      }
      if (rule.patternId < 0 || rule.patternId > 23) {
        ctx.addIssue({ code: 'custom', path: at('patternId'), message: 'patternId is 0..23' });
      }
      if (rule.acceptedPattern.length > REGISTER_PATTERN_MAX) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: REGISTER_PATTERN_MAX,
          inclusive: true,
          input: rule.acceptedPattern,
          path: at('acceptedPattern'),
          message: 'too long',
        });
      } else if (!validRegExp(rule.acceptedPattern)) {
        ctx.addIssue({
          code: 'invalid_format',
          format: 'regex',
          input: rule.acceptedPattern,
          path: at('acceptedPattern'),
          message: 'not a regular expression',
        });
      }
      // Registration without a password would make accounts nobody can sign in to.
      if (rule.field === 'password' && (!rule.enabled || !rule.required)) {
        ctx.addIssue({ code: 'custom', path: at('enabled'), message: 'the password is always asked' });
      }
    }
  });
export type TAdminRegisterSettingsInput = z.input<typeof ZAdminRegisterSettingsInput>;

// ---------------------------------------------------------------------------------------------- features

export const ZFeatureModule = z.object({ modId: z.enum(featureModuleIds), enabled: z.boolean() });
export type TFeatureModule = z.infer<typeof ZFeatureModule>;

export const ZFeatureModules = z.object({ modules: z.array(ZFeatureModule) });
export type TFeatureModules = z.infer<typeof ZFeatureModules>;

export const ZFeatureModulesInput = z
  .object({ modules: z.array(ZFeatureModule).max(featureModuleIds.length) })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.modules.forEach((m, i) => {
      if (seen.has(m.modId)) ctx.addIssue({ code: 'custom', path: ['modules', i, 'modId'], message: 'listed twice' });
      seen.add(m.modId);
    });
  });
export type TFeatureModulesInput = z.input<typeof ZFeatureModulesInput>;

// ---------------------------------------------------------------------------------------------- members

export const ZMemberStatus = z.enum(memberStatuses);

export const ZAdminMemberQuery = ZPageQuery.extend({
  /** A username prefix, a mobile number (with or without its dialling code) or an e-mail address. */
  query: optionalFilter(line(64)),
  status: optionalFilter(ZMemberStatus),
  /**
   * The numeric user type (0 member, 1/2/41/42 agents, 4 trial), or `agent` for any of the agent
   * types: the product gives them no different meaning, so the back office offers them as one (ADR 051).
   */
  type: optionalFilter(z.union([z.literal('agent'), z.coerce.number().int().min(0).max(99)])),
});
export type TAdminMemberQuery = z.input<typeof ZAdminMemberQuery>;

export const ZAdminMemberRow = z.object({
  id: z.string(),
  username: z.string(),
  type: z.number().int(),
  status: ZMemberStatus,
  nickname: z.string(),
  payeeName: z.string(),
  /** Back-office staff see contact details in full. */
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  uplineUsername: z.string().nullable(),
  vipLevel: z.number().int(),
  labels: z.array(z.string()),
  createdAt: ZTimestamp,
  lastLoginAt: ZTimestamp.nullable(),
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;

export const ZLoginAttempt = z.object({
  at: ZTimestamp,
  ip: z.string().nullable(),
  success: z.boolean(),
  /** Why a failed attempt failed: wrong_credentials, captcha, throttled or locked. */
  reason: z.string().nullable(),
});

export const ZAdminMemberDetail = ZAdminMemberRow.extend({
  birthday: z.string().nullable(),
  profile: z.record(z.string(), z.string()),
  affiliateCode: z.string().nullable(),
  referralCode: z.string().nullable(),
  registerIp: z.string().nullable(),
  registerUrl: z.string().nullable(),
  registerMethod: z.string(),
  lastLoginIp: z.string().nullable(),
  firstLoginAt: ZTimestamp.nullable(),
  passwordChangedAt: ZTimestamp,
  /** Set by a password reset: the member must choose a new password at the next sign-in. */
  mustChangePassword: z.boolean(),
  failedLoginCount: z.number().int(),
  /** Sessions not revoked and not expired. */
  activeSessions: z.number().int(),
  /** The latest sign-in attempts under this username or mobile number, newest first (at most 20). */
  recentLogins: z.array(ZLoginAttempt),
});
export type TAdminMemberDetail = z.infer<typeof ZAdminMemberDetail>;

// ---------------------------------------------------------------------------------------------- outbox, audit

export const ZOutboxQuery = ZPageQuery.extend({ channel: optionalFilter(z.enum(outboxChannels)) });
export type TOutboxQuery = z.input<typeof ZOutboxQuery>;

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(outboxChannels),
  destination: z.string(),
  subject: z.string(),
  body: z.string(),
  provider: z.string(),
  createdAt: ZTimestamp,
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZAuditQuery = ZPageQuery.extend({
  /** An action (`member.lock`) or its start (`member.`, `member`). */
  action: optionalFilter(line(64)),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.string(),
  actorType: z.enum(['operator', 'member', 'system']),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = ZPage(ZAuditEntry).extend({
  /** The whole hash chain of this brand's log recomputed: false means a row was edited or removed. */
  chainIntact: z.boolean(),
  /** The first row that does not fit the chain, when it is broken. */
  firstBrokenId: z.string().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

/**
 * Audit actions written by the back office, so the SPA can offer them as a filter and translate them.
 */
export const adminAuditActions = [
  'operator.login',
  'operator.logout',
  'operator.auto_lock',
  'operator.create',
  'operator.lock',
  'operator.unlock',
  'operator.password_changed',
  'operator.password_reset',
  'site_status.update',
  'blocked_countries.update',
  'blocked_range.add',
  'blocked_range.remove',
  'register_settings.update',
  'feature_modules.update',
  'member.lock',
  'member.unlock',
  'member.reset_password',
  ...memberAuditActions,
  ...protectionAuditActions,
  ...depositAuditActions,
  ...withdrawalAuditActions,
  ...ledgerAuditActions,
  ...lotteryAdminAuditActions,
  ...lotteryResultAuditActions,
  ...gamesAdminAuditActions,
  ...agentsAdminAuditActions,
  ...promotionsAdminAuditActions,
  ...rewardsAdminAuditActions,
  ...checkInAdminAuditActions,
  ...rebatesAdminAuditActions,
  ...redEnvelopesAdminAuditActions,
  ...referralsAdminAuditActions,
  ...missionsAdminAuditActions,
  ...vipAdminAuditActions,
  ...pointsAdminAuditActions,
  ...feedbackAdminAuditActions,
  ...memberOverviewAuditActions,
  ...supportChatAdminAuditActions,
  ...contentAdminAuditActions,
] as const;

// ---------------------------------------------------------------------------------------------- routes

export const adminRoutes = {
  login: route({
    method: 'POST',
    path: '/admin/api/session',
    access: 'visitor',
    tag: 'admin',
    summary:
      'Operator sign-in (username case-insensitive). A wrong name and a wrong password answer alike (wrong_credentials). Failures are throttled per address and per account with growing waits (sign_in_throttled, details.retryAfterSeconds), never locked; a browser or address that signed the account in before is not held back by failures in its name. account_locked only after the right password, for an account an admin locked.',
    body: ZOperatorLogin,
    response: ZOperatorSession,
  }),
  logout: route({
    method: 'DELETE',
    path: '/admin/api/session',
    access: 'staff',
    tag: 'admin',
    summary: "Revoke the calling operator's session.",
    response: ZOk,
    beforePasswordChange: true,
  }),
  me: route({
    method: 'GET',
    path: '/admin/api/me',
    access: 'staff',
    beforePasswordChange: true,
    tag: 'admin',
    summary: 'The signed-in operator.',
    response: ZOperator,
  }),
  changeOwnPassword: route({
    method: 'POST',
    path: '/admin/api/me/password',
    access: 'staff',
    beforePasswordChange: true,
    tag: 'admin',
    summary:
      "The operator replaces their own password (wrong_old_password, same_password). Lifts the requirement to change an administrator's password; the operator's other sessions end.",
    body: ZOwnPasswordChange,
    response: ZOk,
  }),
  operators: route({
    method: 'GET',
    path: '/admin/api/operators',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: "The brand's back-office staff, by username.",
    query: ZPageQuery,
    response: ZPage(ZOperatorRow),
  }),
  createOperator: route({
    method: 'POST',
    path: '/admin/api/operators',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Create a staff account with a role and an initial password (username_taken when it exists).',
    body: ZNewOperator,
    response: ZOperatorRow,
  }),
  lockOperator: route({
    method: 'POST',
    path: '/admin/api/operators/:id/lock',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Lock a staff account and end its sessions. An admin cannot lock their own account (forbidden).',
    params: ZIdParam,
    body: ZReason,
    response: ZOperatorRow,
  }),
  resetOperatorPassword: route({
    method: 'POST',
    path: '/admin/api/operators/:id/password',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      "Set a staff account's password to one the admin hands over: its sessions end, and the operator must choose their own at the next sign-in before anything else. Not one's own account (forbidden: use changeOwnPassword).",
    params: ZIdParam,
    body: ZOperatorPasswordReset,
    response: ZOperatorRow,
  }),
  unlockOperator: route({
    method: 'POST',
    path: '/admin/api/operators/:id/unlock',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Unlock a staff account and clear its failed sign-in count.',
    params: ZIdParam,
    body: ZReason,
    response: ZOperatorRow,
  }),
  siteStatus: route({
    method: 'GET',
    path: '/admin/api/site-status',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Maintenance switch, announced window and message.',
    response: ZSiteStatusSettings,
  }),
  updateSiteStatus: route({
    method: 'PUT',
    path: '/admin/api/site-status',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Set maintenance; the window needs both ends (until after from) or neither. Seen by the site at once.',
    body: ZSiteStatusInput,
    response: ZSiteStatusSettings,
  }),
  blockedCountries: route({
    method: 'GET',
    path: '/admin/api/blocked-countries',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Countries (ISO 3166-1 alpha-2) refused by the region restriction, sorted.',
    response: ZBlockedCountries,
  }),
  updateBlockedCountries: route({
    method: 'PUT',
    path: '/admin/api/blocked-countries',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Replace the list of blocked countries (at most 250).',
    body: ZBlockedCountries,
    response: ZBlockedCountries,
  }),
  blockedRanges: route({
    method: 'GET',
    path: '/admin/api/blocked-ranges',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Blocked address ranges, newest first.',
    query: ZPageQuery,
    response: ZPage(ZBlockedRange),
  }),
  addBlockedRange: route({
    method: 'POST',
    path: '/admin/api/blocked-ranges',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Block an IPv4/IPv6 address or CIDR (stored as its network; conflict when already there).',
    body: ZNewBlockedRange,
    response: ZBlockedRange,
  }),
  removeBlockedRange: route({
    method: 'DELETE',
    path: '/admin/api/blocked-ranges/:id',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Unblock a range.',
    params: ZIdParam,
    response: ZOk,
  }),
  registerSettings: route({
    method: 'GET',
    path: '/admin/api/register-settings',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Per-field registration rules and the minimum age.',
    response: ZAdminRegisterSettings,
  }),
  updateRegisterSettings: route({
    method: 'PUT',
    path: '/admin/api/register-settings',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      'Change registration rules (fields not listed keep theirs) and the minimum age (18..99). Answers the whole set.',
    body: ZAdminRegisterSettingsInput,
    response: ZAdminRegisterSettings,
  }),
  featureModules: route({
    method: 'GET',
    path: '/admin/api/feature-modules',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Feature modules with their enabled flags.',
    response: ZFeatureModules,
  }),
  updateFeatureModules: route({
    method: 'PUT',
    path: '/admin/api/feature-modules',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Switch feature modules on or off (modules not listed keep theirs). Answers the whole set.',
    body: ZFeatureModulesInput,
    response: ZFeatureModules,
  }),
  members: route({
    method: 'GET',
    path: '/admin/api/members',
    access: 'memberLookup',
    tag: 'admin',
    summary: 'Search members by username prefix, mobile number or e-mail; newest first.',
    query: ZAdminMemberQuery,
    response: ZPage(ZAdminMemberRow),
  }),
  member: route({
    method: 'GET',
    path: '/admin/api/members/:id',
    access: 'memberLookup',
    tag: 'admin',
    summary: 'One member: profile, upline, status, sign-in history.',
    params: ZIdParam,
    response: ZAdminMemberDetail,
  }),
  lockMember: route({
    method: 'POST',
    path: '/admin/api/members/:id/lock',
    access: 'memberAccess',
    tag: 'admin',
    summary: "Lock a member and sign out all of the member's sessions.",
    params: ZIdParam,
    body: ZReason,
    response: ZAdminMemberDetail,
  }),
  unlockMember: route({
    method: 'POST',
    path: '/admin/api/members/:id/unlock',
    access: 'memberAccess',
    tag: 'admin',
    summary: 'Unlock a member (status active) and clear the failed sign-in count.',
    params: ZIdParam,
    body: ZReason,
    response: ZAdminMemberDetail,
  }),
  resetMemberPassword: route({
    method: 'POST',
    path: '/admin/api/members/:id/reset-password',
    access: 'memberAccess',
    tag: 'admin',
    summary: 'Set the default password 123456, which the member must change at the next sign-in; signs the member out.',
    params: ZIdParam,
    body: ZReason,
    response: ZAdminMemberDetail,
  }),
  outbox: route({
    method: 'GET',
    path: '/admin/api/outbox',
    access: 'operatorAdmin',
    tag: 'admin',
    summary:
      'SMS and e-mail written by the dev providers, newest first. A development aid: admin role only, absent (not_found) in production.',
    query: ZOutboxQuery,
    response: ZPage(ZOutboxMessage),
  }),
  audit: route({
    method: 'GET',
    path: '/admin/api/audit',
    access: 'risk',
    tag: 'admin',
    summary: "The brand's audit log, newest first, and whether its hash chain is intact.",
    query: ZAuditQuery,
    response: ZAuditPage,
  }),
} as const;

/** The default password a reset sets; signing in with it forces a change. */
export const DEFAULT_RESET_PASSWORD = '123456';
