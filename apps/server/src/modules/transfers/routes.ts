import { transferRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { teamTransfer } from './team-transfer';
import { downlineTransferInfo } from './transfer-downline';
import { transferToUpline, transferUplineInfo } from './transfer-upline';

/**
 * Transfers between members (contract: transferRoutes): a member's to their upline, and an agent's to a
 * downline (`agent` access: a member who is no agent is refused with not_agent before any of this runs).
 */
export async function registerTransferRoutes(app: FastifyInstance): Promise<void> {
  const r = transferRoutes;
  const { deps } = app;
  defineRoute(app, r.uplineInfo, ({ request }) => transferUplineInfo(deps, memberOf(request)));
  defineRoute(app, r.transferUpline, ({ request, body }) => transferToUpline(deps, memberOf(request), body));
  defineRoute(app, r.downlineInfo, ({ request }) => downlineTransferInfo(deps, memberOf(request)));
  defineRoute(app, r.transferDownline, ({ request, body }) => teamTransfer(deps, memberOf(request), body));
}
