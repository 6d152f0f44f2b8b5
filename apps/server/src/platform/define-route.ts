import { type RouteDef, successEnvelope } from '@gemilang/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';
import { authorize } from './auth';
import { decryptBody } from './encryption';
import { badTextIn } from './input-text';
import { type FieldReason, fieldMessage } from './messages';

export interface HandlerInput<D extends RouteDef> {
  request: FastifyRequest;
  reply: FastifyReply;
  // NonNullable: the route's schemas are optional properties, so each reads as `Schema | undefined`.
  query: NonNullable<D['query']> extends z.ZodType ? z.output<NonNullable<D['query']>> : undefined;
  body: NonNullable<D['body']> extends z.ZodType ? z.output<NonNullable<D['body']>> : undefined;
  params: NonNullable<D['params']> extends z.ZodType ? z.output<NonNullable<D['params']>> : undefined;
}

function reasonOf(issue: z.core.$ZodIssue): FieldReason {
  if (issue.code === 'too_small') return issue.minimum === 1 && issue.origin === 'string' ? 'required' : 'too_short';
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'invalid_format') return 'pattern';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  return 'invalid';
}

/** Zod's issues as the envelope's field list, each in the caller's language. */
export function invalidInput(request: FastifyRequest, error: z.ZodError): AppError {
  const details = error.issues.slice(0, 20).map((issue) => {
    const reason = reasonOf(issue);
    return { field: issue.path.join('.') || '(body)', reason, message: fieldMessage(reason, request.language) };
  });
  return new AppError('invalid_input', details);
}

export function parse<T extends z.ZodType>(request: FastifyRequest, schema: T | undefined, input: unknown) {
  if (!schema) return undefined;
  const bad = badTextIn(input);
  if (bad) {
    const message = fieldMessage('invalid', request.language);
    const code = bad.problem === 'nul' ? 'invalid_input' : 'text_ill_formed';
    throw new AppError(code, [{ field: bad.path, reason: 'invalid', message }]);
  }
  // reportInput lets reasonOf tell a missing field (required) from a wrong-typed one (invalid).
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (!result.success) throw invalidInput(request, result.error);
  return result.data;
}

/**
 * Wires one contract route into Fastify: access rule, decryption, input parsing, and the reply parsed by
 * its schema before it leaves, so nothing unlisted (a hash, another member's row) can ever be sent.
 * The zod schemas are also handed to Fastify for the OpenAPI document.
 */
export function defineRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (input: HandlerInput<D>) => Promise<z.input<D['response']>>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { 200: successEnvelope(def.response) },
      ...(def.encrypted
        ? { description: 'Encrypted call: the body is an encrypted envelope of the schema shown.' }
        : {}),
      ...(def.access !== 'visitor' ? { security: [{ bearer: [] }] } : {}),
    },
    config: { access: def.access, encrypted: def.encrypted === true },
    handler: async (request, reply) => {
      await authorize(request, def.access, { beforePasswordChange: def.beforePasswordChange === true });
      const rawBody = def.encrypted ? await decryptBody(request.server.deps.db, request.body) : request.body;
      const input = {
        request,
        reply,
        query: parse(request, def.query, request.query),
        body: parse(request, def.body, rawBody),
        params: parse(request, def.params, request.params),
      } as HandlerInput<D>;
      const value = def.response.parse(await handler(input));
      return { success: true, value };
    },
  });
}
