import { toLanguage } from '@gemilang/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { errorMessage } from './messages';

function send(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = request.language ?? toLanguage(request.headers.language as string | undefined);
  return reply.status(error.status).send({
    success: false,
    code: error.code,
    message: errorMessage(error.code, language, error.params),
    ...(error.details === undefined ? {} : { details: error.details }),
  });
}

/** Fastify's own refusals (bad JSON, wrong content type, body too large, throttled) as our codes. */
function fromFastify(error: FastifyError): AppError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('payload_too_large');
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('upload_too_large');
  if (error.statusCode === 429) return new AppError('rate_limited');
  if (error.statusCode === 404) return new AppError('not_found');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('invalid_input');
  return null;
}

/**
 * Every failure leaves as the envelope of DESIGN §4 with an honest status. Anything unexpected is logged
 * with its request id and answered as a plain internal_error: no stack, no SQL, nothing internal.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error);
    const known = fromFastify(error);
    if (known) return send(request, reply, known);
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, new AppError('internal_error'));
  });
}
