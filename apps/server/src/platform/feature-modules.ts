import type { FeatureModuleId } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';

/** Whether the caller's brand has a feature module switched on; a missing row counts as off. */
export async function featureEnabled(request: FastifyRequest, modId: FeatureModuleId): Promise<boolean> {
  const row = await request.server.deps.db
    .selectFrom('feature_modules')
    .select('enabled')
    .where('merchant_id', '=', request.merchant.id)
    .where('mod_id', '=', modId)
    .executeTakeFirst();
  return row?.enabled === true;
}
