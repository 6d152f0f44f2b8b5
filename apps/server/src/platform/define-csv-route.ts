import type { RouteDef } from '@gemilang/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authorize } from './auth';
import { parse } from './define-route';

export interface CsvFile {
  /** The download's name, ASCII (a report's name and its days). */
  fileName: string;
  csv: string;
}

/**
 * Wires one contract route that answers a file rather than the JSON envelope (a report's CSV, ADR 067): the same
 * access rule and query parsing as defineRoute, then the text sent as text/csv with its file name. A refusal still
 * leaves as the error envelope, through the one error handler. The route has no reply schema: the OpenAPI document
 * names it by its summary.
 */
export function defineCsvRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (input: {
    request: FastifyRequest;
    query: NonNullable<D['query']> extends z.ZodType ? z.output<NonNullable<D['query']>> : undefined;
  }) => Promise<CsvFile>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.query ? { querystring: def.query } : {}),
      description: 'Answers text/csv (UTF-8 with a BOM), not the JSON envelope.',
      security: [{ bearer: [] }],
    },
    config: { access: def.access, encrypted: false },
    handler: async (request, reply) => {
      await authorize(request, def.access, { beforePasswordChange: false });
      const query = parse(request, def.query, request.query) as Parameters<typeof handler>[0]['query'];
      const file = await handler({ request, query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  });
}
