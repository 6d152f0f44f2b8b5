import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { toLanguage } from '@gemilang/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { operatorSessionByToken } from './modules/admin';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerAgentContractRoutes } from './modules/agent-contracts/routes';
import { registerBetRecordRoutes } from './modules/bets/routes';
import { registerCheckInRoutes } from './modules/check-in/routes';
import { registerContentRoutes } from './modules/content/routes';
import { registerDashboardRoutes } from './modules/dashboard/routes';
import { registerDepositRoutes } from './modules/deposits/routes';
import { registerFeedbackRoutes } from './modules/feedback/routes';
import { firstPaintPages } from './modules/first-paint';
import { registerGamesAdminRoutes } from './modules/games/admin/routes';
import { registerGamesLobbyRoutes } from './modules/games/catalogue/routes';
import { registerGamesRoutes } from './modules/games/routes';
import { registerVendorWalletRoutes } from './modules/games/transfer/routes';
import { registerLotteryAdminRoutes } from './modules/lottery/admin/routes';
import { registerLotteryResultRoutes } from './modules/lottery/results/routes';
import { registerLotteryRoutes } from './modules/lottery/routes';
import { registerMemberRoutes } from './modules/member/routes';
import { registerMemberSecurityRoutes } from './modules/member/security/routes';
import { registerMemberOverviewRoutes } from './modules/member-overview/routes';
import { registerMessageRoutes } from './modules/messages/routes';
import { registerMissionsAdminRoutes } from './modules/missions/admin/routes';
import { registerMissionRoutes } from './modules/missions/routes';
import { registerPointsRoutes } from './modules/points/routes';
import { registerPromotionsAdminRoutes } from './modules/promotions/admin/routes';
import { registerPromotionRoutes } from './modules/promotions/routes';
import { registerProtectionRoutes } from './modules/protection/routes';
import { registerRebatesAdminRoutes } from './modules/rebates/admin/routes';
import { registerRebateRoutes } from './modules/rebates/routes';
import { registerReconciliationRoutes } from './modules/reconciliation/routes';
import { registerRedEnvelopeRoutes } from './modules/red-envelopes/routes';
import { registerReferralRoutes } from './modules/referrals/routes';
import { registerReportsRoutes } from './modules/reports/routes';
import { registerRewardsAdminRoutes } from './modules/rewards/admin/routes';
import { registerRewardRoutes } from './modules/rewards/routes';
import { memberSessionByToken } from './modules/session';
import { registerSessionRoutes } from './modules/session/routes';
import { registerSupportChatRoutes } from './modules/support-chat/routes';
import { registerSystemAdminRoutes } from './modules/system/admin/routes';
import { registerSystemRoutes } from './modules/system/routes';
import { registerTeamRoutes } from './modules/team/routes';
import { registerTransferRoutes } from './modules/transfers/routes';
import { registerVipAdminRoutes } from './modules/vip/admin/routes';
import { registerVipRoutes } from './modules/vip/routes';
import { registerRecordRoutes } from './modules/wallet/records/routes';
import { registerWalletRoutes } from './modules/wallet/routes';
import { registerWithdrawalRoutes } from './modules/withdrawals/routes';
import { AppError } from './platform/app-error';
import { registerCompression } from './platform/compression';
import type { Deps, MerchantContext } from './platform/context';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './platform/error-handler';
import { registerJobs } from './platform/jobs';
import { registerBoundedJson } from './platform/json-body';
import { logSerializers } from './platform/log-redaction';
import { hostOf, merchantForHost } from './platform/merchant';
import { registerObservability } from './platform/observability';
import { registerOpenApi } from './platform/openapi';
import { registerRateLimits } from './platform/rate-limits';
import { registerRealtimeSocket } from './platform/realtime-socket';
import { OneLineRequestLog } from './platform/request-log';
import { registerSecurityHeaders } from './platform/security-headers';
import { enforceSiteGate } from './platform/site-gate';
import { registerStaticSites } from './platform/static-sites';
import { registerUploads } from './platform/uploads';
import { SCHEDULED_JOBS } from './scheduled-jobs';

export interface AppOptions {
  logger?: Logger | boolean;
  /** Built player site and back office; absent in API-only tests. */
  webDist?: string;
  adminDist?: string;
}

function isApi(url: string): boolean {
  return /^\/(wps|lgw|lotto|admin\/api)\//.test(url);
}

/** Registers plugins and modules; never listens (tests use inject, main.ts listens). */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // Requests are logged through logSerializers: no secret of an address or a header in a line (ADR 048).
    loggerInstance:
      typeof options.logger === 'object' ? options.logger.child({}, { serializers: logSerializers }) : undefined,
    logger: options.logger === true ? { serializers: logSerializers } : options.logger === false ? false : undefined,
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    logController: new OneLineRequestLog(),
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals before routing (bad URL, a too-long path parameter, oversized headers) as the envelope too.
    frameworkErrors,
    clientErrorHandler,
  }) as unknown as FastifyInstance;

  app.decorate('deps', deps);
  // The platform checks tokens; the modules that own the sessions and accounts read them (ADR 055).
  app.decorate('sessionLookups', { member: memberSessionByToken, operator: operatorSessionByToken });
  app.decorateRequest('language', 'ms');
  app.decorateRequest('merchant', null as unknown as MerchantContext);
  // Input is parsed by each route's zod schema in defineRoute; output by its schema before it leaves.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandler(app);
  registerBoundedJson(app);
  // First, so that every reply carries them, a refusal by the hooks below included.
  await registerSecurityHeaders(app);

  app.addHook('onRequest', async (request) => {
    request.language = toLanguage(
      (request.headers.language as string | undefined) ?? request.headers['accept-language'],
    );
    if (!isApi(request.url)) return;
    const merchant = await merchantForHost(deps.db, hostOf(request.headers.host));
    if (!merchant) throw new AppError('unknown_domain');
    request.merchant = merchant;
  });
  app.addHook('preHandler', enforceSiteGate);

  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(cookie);
  await registerCompression(app);
  await registerObservability(app);
  await registerRateLimits(app);
  // Every timed job, from its one list (docs/architecture.md, "Background work").
  registerJobs(app, SCHEDULED_JOBS);
  await registerOpenApi(app);
  await registerRealtimeSocket(app);
  await registerUploads(app);

  await registerSystemRoutes(app);
  await registerSessionRoutes(app);
  await registerMemberRoutes(app);
  await registerContentRoutes(app);
  await registerWalletRoutes(app);
  await registerMemberSecurityRoutes(app);
  await registerDepositRoutes(app);
  await registerWithdrawalRoutes(app);
  await registerTransferRoutes(app);
  await registerRecordRoutes(app);
  await registerBetRecordRoutes(app);
  await registerAgentContractRoutes(app);
  await registerReconciliationRoutes(app);
  await registerMessageRoutes(app);
  await registerPromotionRoutes(app);
  await registerRewardRoutes(app);
  await registerRebateRoutes(app);
  await registerVipRoutes(app);
  await registerCheckInRoutes(app);
  await registerMemberOverviewRoutes(app);
  await registerPointsRoutes(app);
  await registerFeedbackRoutes(app);
  await registerProtectionRoutes(app);
  await registerRedEnvelopeRoutes(app);
  await registerSupportChatRoutes(app);
  await registerReferralRoutes(app);
  await registerMissionRoutes(app);
  await registerLotteryRoutes(app);
  await registerLotteryAdminRoutes(app);
  await registerGamesAdminRoutes(app);
  await registerLotteryResultRoutes(app);
  await registerGamesRoutes(app);
  await registerGamesLobbyRoutes(app);
  await registerVendorWalletRoutes(app);
  await registerTeamRoutes(app);
  await registerAdminRoutes(app);
  await registerPromotionsAdminRoutes(app);
  await registerRewardsAdminRoutes(app);
  await registerDashboardRoutes(app);
  await registerReportsRoutes(app);
  await registerRebatesAdminRoutes(app);
  await registerMissionsAdminRoutes(app);
  await registerVipAdminRoutes(app);
  await registerSystemAdminRoutes(app);

  await registerStaticSites(app, {
    webDist: options.webDist,
    adminDist: options.adminDist,
    pages: firstPaintPages,
  });
  return app;
}
