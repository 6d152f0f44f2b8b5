import { lotteryResultRoutes, type ZResultIdParam } from '@gemilang/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { operatorAuditActor, operatorOf } from '../../../platform/actor';
import { signedInOperator } from '../../../platform/auth';
import { defineRoute } from '../../../platform/define-route';
import { confirmResult, rejectResult } from '../decide-result';
import { proposeResult, type ResultAuditActor } from '../propose-result';
import { proposeResultsCsv } from '../propose-results-csv';
import { resultsOverview } from '../results-overview';

const idOf = (params: unknown): bigint => BigInt((params as z.output<typeof ZResultIdParam>).id);
const actorOf = (request: FastifyRequest): ResultAuditActor => {
  const operator = operatorOf(request);
  return { ...operatorAuditActor(operator), actorId: operator.operator.id };
};

/**
 * The back office's Vietnamese results: entry, CSV upload, confirmation by a second operator's blind entry
 * (ADR 026, ADR 049).
 */
export async function registerLotteryResultRoutes(app: FastifyInstance): Promise<void> {
  const r = lotteryResultRoutes;
  const { deps } = app;
  defineRoute(app, r.overview, ({ request }) =>
    resultsOverview(deps.db, request.merchant, signedInOperator(request).id, request.language, deps.now()),
  );
  defineRoute(app, r.propose, ({ request, body }) => proposeResult(deps, actorOf(request), body));
  defineRoute(app, r.proposeCsv, ({ request, body }) => proposeResultsCsv(deps, actorOf(request), body.csv));
  defineRoute(app, r.confirm, ({ request, params, body }) => confirmResult(deps, actorOf(request), idOf(params), body));
  defineRoute(app, r.reject, ({ request, params, body }) =>
    rejectResult(deps, actorOf(request), idOf(params), body.reason),
  );
}
