import { type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './log-redaction';

/**
 * One log line a request, written when it is answered: the request (method, address, host, caller), the
 * status and the time taken, under the request's id. Fastify's default writes two lines, one on arrival
 * and one on answer, and each line is a write to the log's file: on a balance read that second write was
 * about a tenth of the call's CPU (ADR 042). A request that never completes still leaves its line when its
 * connection ends with an error ('request errored').
 *
 * The request on every line is written by the logger's `req` serializer (log-redaction.ts): the address
 * with its secret query values redacted, and no header (ADR 048). The one line Fastify writes with the raw
 * address in its message, a route not found, is written here with the address redacted too.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? '')} not found`);
  }
}
