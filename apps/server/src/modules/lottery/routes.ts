import type { FastifyInstance } from 'fastify';
import { registerJob } from '../../platform/jobs';
import { LOTTERY_JOB_EVERY_MS, runLotteryJob } from './lottery-job';

/** The lottery (contract: lotteryRoutes; ADR 021) and its draw calendar job. */
export async function registerLotteryRoutes(app: FastifyInstance): Promise<void> {
  registerJob(app, { name: 'lottery-draws', everyMs: LOTTERY_JOB_EVERY_MS, run: () => runLotteryJob(app.deps) });
}
