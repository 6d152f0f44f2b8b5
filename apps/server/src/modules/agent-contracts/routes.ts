import { agentContractRoutes, type TContractKind } from '@gemilang/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInMember } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { registerContractAdminRoutes } from './admin/routes';
import type { ContractActor } from './contract-actor';
import { contractInfo } from './contract-info';
import { dividendRecords } from './dividend-records';
import { incomeReport } from './income-report';
import { processContract } from './process-contract';

const actorOf = (request: FastifyRequest): ContractActor => ({
  merchant: request.merchant,
  memberId: signedInMember(request).id,
});

/** Agents' contracts (contract: agentContractRoutes; ADR 036). Agents only, their own brand and team. */
export async function registerAgentContractRoutes(app: FastifyInstance): Promise<void> {
  const r = agentContractRoutes;
  const kinds: [typeof r.dividend, TContractKind][] = [
    [r.dividend, 'dividend'],
    [r.dailyWage, 'daily_wage'],
    [r.hourlyWage, 'hourly_wage'],
    [r.realtimeWage, 'realtime_wage'],
  ];
  for (const [route, kind] of kinds) {
    defineRoute(app, route, ({ request, body }) => processContract(app.deps, actorOf(request), kind, body));
  }
  defineRoute(app, r.info, ({ request }) => contractInfo(app.deps.db, actorOf(request)));
  defineRoute(app, r.income, ({ request, query }) =>
    incomeReport(app.deps.db, actorOf(request), query, app.deps.now()),
  );
  defineRoute(app, r.dividendRecords, ({ request, query }) => dividendRecords(app.deps.db, actorOf(request), query));
  await registerContractAdminRoutes(app);
}
