import { vipAdminRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../../../platform/actor';
import { defineRoute } from '../../../platform/define-route';
import { saveVip } from './save-vip';
import { vipAdmin } from './vip-admin';

/** The VIP back office (contract: vipAdminRoutes; ADR 060): the admin and marketing roles, own brand only. */
export async function registerVipAdminRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, vipAdminRoutes.vip, ({ request }) => vipAdmin(app.deps, operatorOf(request)));
  defineRoute(app, vipAdminRoutes.saveVip, ({ request, body }) => saveVip(app.deps, operatorOf(request), body));
}
