import { pointRoutes, pointsAdminRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf, operatorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { adjustPoints } from './adjust-points';
import { convertPoints } from './convert-points';
import { decideRedemption } from './decide-redemption';
import { changePointStock, createPointItem, pointItemsForStaff, updatePointItem } from './items-admin';
import { memberCatalogue } from './member-catalogue';
import { memberPointMovements } from './member-movements';
import { memberPointBalance, memberPointConfig } from './member-points';
import { memberRedemptions } from './member-redemptions';
import { pointsReport } from './points-report';
import { redeemPointItem } from './redeem-item';
import { redemptionQueue } from './redemption-queue';
import { pointSettingsForStaff, savePointSettings } from './settings-admin';

/** The id of a route's params (the contract checks its shape). */
const idOf = (params: unknown) => BigInt((params as { id: string }).id);

/** The points mall (contract: pointRoutes, pointsAdminRoutes; ADR 064): the member's calls and the back office's. */
export async function registerPointsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  defineRoute(app, pointRoutes.balance, async ({ request }) => memberPointBalance(deps, memberOf(request)));
  defineRoute(app, pointRoutes.catalogue, async ({ request, body }) => memberCatalogue(deps, memberOf(request), body));
  defineRoute(app, pointRoutes.redeem, async ({ request, body }) => redeemPointItem(deps, memberOf(request), body));
  defineRoute(app, pointRoutes.redemptions, async ({ request, body }) =>
    memberRedemptions(deps, memberOf(request), body),
  );
  defineRoute(app, pointRoutes.config, async ({ request }) => memberPointConfig(deps, memberOf(request)));
  defineRoute(app, pointRoutes.movements, async ({ request, body }) =>
    memberPointMovements(deps, memberOf(request), body),
  );
  defineRoute(app, pointRoutes.convert, async ({ request, body }) => convertPoints(deps, memberOf(request), body));

  defineRoute(app, pointsAdminRoutes.settings, async ({ request }) => pointSettingsForStaff(deps, operatorOf(request)));
  defineRoute(app, pointsAdminRoutes.updateSettings, async ({ request, body }) =>
    savePointSettings(deps, operatorOf(request), body),
  );
  defineRoute(app, pointsAdminRoutes.items, async ({ request }) => pointItemsForStaff(deps, operatorOf(request)));
  defineRoute(app, pointsAdminRoutes.createItem, async ({ request, body }) =>
    createPointItem(deps, operatorOf(request), body),
  );
  defineRoute(app, pointsAdminRoutes.updateItem, async ({ request, params, body }) =>
    updatePointItem(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, pointsAdminRoutes.changeStock, async ({ request, params, body }) =>
    changePointStock(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, pointsAdminRoutes.redemptions, async ({ request, query }) =>
    redemptionQueue(deps, operatorOf(request), query),
  );
  defineRoute(app, pointsAdminRoutes.approve, async ({ request, params, body }) =>
    decideRedemption(deps, operatorOf(request), idOf(params), { approve: true, note: body.note }),
  );
  defineRoute(app, pointsAdminRoutes.reject, async ({ request, params, body }) =>
    decideRedemption(deps, operatorOf(request), idOf(params), { approve: false, reason: body.reason }),
  );
  defineRoute(app, pointsAdminRoutes.adjust, async ({ request, body }) =>
    adjustPoints(deps, operatorOf(request), body),
  );
  defineRoute(app, pointsAdminRoutes.report, async ({ request, query }) =>
    pointsReport(deps, operatorOf(request), query),
  );
}
