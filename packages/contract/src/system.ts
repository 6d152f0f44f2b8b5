import { trimmed, ZLocalizedText, ZTimestamp } from './common';
import { ZPublicKey } from './encrypted-body';
import { registerFields } from './register-patterns';
import { route } from './route';
import { z } from './zod';

/** Feature modules that the site reads from the whitelabel call. */
export const featureModuleIds = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'MEMBERCENTER3',
  'AGENTCENTER3',
  'LOGINEDTOHOME3',
] as const;
export type FeatureModuleId = (typeof featureModuleIds)[number];

export const ZSiteStatus = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** The window an operator announced, shown on the maintenance page. */
  maintenanceFrom: ZTimestamp.nullable(),
  maintenanceUntil: ZTimestamp.nullable(),
  maintenanceMessage: z.string(),
  /** What the server saw, shown on the blocked page so the visitor can quote it to support. */
  clientIp: z.string(),
  country: z.string().nullable(),
  merchant: z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    timeZone: z.string(),
    /**
     * The zone's offset from UTC in minutes when it does not move (no summer time, none for the last two years
     * and the next): times are then written by adding it. Null when it moves.
     */
    utcOffsetMinutes: z.number().int().nullable(),
    languages: z.array(z.string()),
  }),
  serverTime: ZTimestamp,
});
export type TSiteStatus = z.infer<typeof ZSiteStatus>;

export type TWhitelabelNode = { modId: string; enabled: '0' | '1'; childrenNodes: TWhitelabelNode[] };
export const ZWhitelabelNode: z.ZodType<TWhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['0', '1']), childrenNodes: z.array(ZWhitelabelNode) }),
);

export const ZRegisterFieldSetting = z.object({
  field: z.enum(registerFields),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(0).max(255),
  acceptedPattern: z.string().max(200),
  patternId: z.number().int().min(0).max(23),
});
export type TRegisterFieldSetting = z.infer<typeof ZRegisterFieldSetting>;

export const ZCountry = z.object({ countryCode: z.string(), countryDialingCode: z.string() });

export const ZRegisterSettings = z.object({
  fields: z.array(ZRegisterFieldSetting),
  minAge: z.number().int(),
  countries: z.array(ZCountry),
  defaultCountryCode: z.string(),
  termsRequired: z.literal(true),
});
export type TRegisterSettings = z.infer<typeof ZRegisterSettings>;

export const ZDomainRoute = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
  resources: z.array(z.object({ resourceType: z.string(), url: z.string(), qrCodeUrl: z.string() })),
  customerService: z.array(z.object({ type: z.number().int(), path: z.string() })),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});

export const ZHelpTopic = z.object({ tag: z.string(), title: z.string(), content: z.string() });

export const systemRoutes = {
  status: route({
    method: 'GET',
    path: '/wps/system/status',
    access: 'visitor',
    tag: 'system',
    summary: 'Maintenance and region restriction for the calling host and address (the startup permission call).',
    query: z.object({ url: trimmed(255).optional() }),
    response: ZSiteStatus,
  }),
  whitelabel: route({
    method: 'GET',
    path: '/wps/system/whitelabel',
    access: 'visitor',
    tag: 'system',
    summary: "The merchant's feature modules with their enabled flags.",
    response: z.array(ZWhitelabelNode),
  }),
  registerSettings: route({
    method: 'GET',
    path: '/wps/system/setting/register',
    access: 'visitor',
    tag: 'system',
    summary: 'Per-field registration rules, the age gate and the dialling codes offered.',
    response: ZRegisterSettings,
  }),
  captcha: route({
    method: 'GET',
    path: '/wps/captcha',
    access: 'visitor',
    tag: 'system',
    summary: 'A new captcha as a base64 PNG; at most one a second per client. Its answer is bound to a cookie.',
    response: z.string(),
  }),
  domainRoute: route({
    method: 'GET',
    path: '/wps/system/domainRoute',
    access: 'visitor',
    tag: 'system',
    summary: 'Domains, download resources, customer-service paths and CDN lists for the site.',
    query: z.object({ domain: trimmed(255).optional() }),
    response: ZDomainRoute,
  }),
  helpCenter: route({
    method: 'GET',
    path: '/wps/system/helpCenter',
    access: 'visitor',
    tag: 'system',
    summary: 'Help-centre topics in the asked language.',
    query: z.object({ lang: trimmed(8).optional(), device: z.enum(['WEB', 'MOBILE']).optional() }),
    response: z.array(ZHelpTopic),
  }),
  publicKey: route({
    method: 'GET',
    path: '/wps/system/publicKey',
    access: 'visitor',
    tag: 'system',
    summary: 'The RSA public key that wraps the content key of encrypted calls.',
    response: ZPublicKey,
  }),
} as const;

export { ZLocalizedText };
