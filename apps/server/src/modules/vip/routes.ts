import { vipRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { myVip } from './my-vip';

/** The member's VIP page (contract: vipRoutes; ADR 060). */
export async function registerVipRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, vipRoutes.me, ({ request }) => myVip(app.deps, memberOf(request)));
}
