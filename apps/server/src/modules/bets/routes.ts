import { betRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { signedInMember } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { betRecord } from './bet-record';
import { profitReport } from './profit-report';
import { teamBetRecord } from './team-bet-record';
import { teamProfitStatements } from './team-profit-statements';

/** The member's betting record and personal profit and loss, and an agent's team betting history (betRoutes). */
export async function registerBetRecordRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  defineRoute(app, betRoutes.bets, async ({ request, query }) =>
    betRecord(db, request.merchant, { memberId: signedInMember(request).id }, query, now()),
  );
  defineRoute(app, betRoutes.teamBets, async ({ request, query }) =>
    teamBetRecord(db, request.merchant, signedInMember(request).id, query, now()),
  );
  defineRoute(app, betRoutes.teamProfit, async ({ request, query }) =>
    teamProfitStatements(db, request.merchant, signedInMember(request).id, query, now()),
  );
  defineRoute(app, betRoutes.profit, async ({ request, query }) =>
    profitReport(db, request.merchant, signedInMember(request).id, query, now()),
  );
}
