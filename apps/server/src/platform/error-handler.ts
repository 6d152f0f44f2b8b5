import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { seamlessRefusal, toLanguage } from '@gemilang/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { isTransientConflict } from './database-errors';
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
 * Every failure leaves as the envelope (docs/architecture.md, From a request to a use case) with an honest status. Anything unexpected is logged
 * with its request id and answered as a plain internal_error: no stack, no SQL, nothing internal.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error);
    const known = fromFastify(error);
    if (known) return send(request, reply, known);
    if (isTransientConflict(error)) {
      request.log.warn({ err: error }, 'transaction collided with another; the client may retry');
      reply.header('retry-after', '1');
      return send(request, reply, new AppError('busy_try_again'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, new AppError('internal_error'));
  });
}

/** The language a request asked for, read from its headers (framework errors come before our hooks). */
function languageOf(request: FastifyRequest) {
  return toLanguage((request.headers.language as string | undefined) ?? request.headers['accept-language']);
}

/**
 * Fastify's refusals that come before routing (Fastify option `frameworkErrors`): a URL that cannot be
 * decoded (`%E0%A4%A`) and a path parameter longer than the router keeps (414) answer the envelope too.
 * A vendor's seamless-wallet call is answered in that protocol's own form instead (ADR 030): such a path
 * names no vendor of this brand, and a vendor's client reads nothing else.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/seamless/')) {
    const { status, body } = seamlessRefusal('vendor_unknown');
    return reply.status(status).type('application/json').send(body);
  }
  const appError =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError('bad_url')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new AppError('url_too_long')
        : new AppError('internal_error');
  request.language = languageOf(request);
  return send(request, reply, appError);
}

/**
 * What Node's HTTP parser refuses never reaches Fastify: headers (or a URL) over the size limit, a request
 * that is not HTTP, a client too slow. Node gives the socket alone, so the envelope is written by hand, in
 * the site's default language (the request's own headers are what could not be read).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('headers_too_large')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('request_timeout')
        : new AppError('invalid_input');
  const body = JSON.stringify({
    success: false,
    code: appError.code,
    message: errorMessage(appError.code, toLanguage(undefined)),
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
