import { LogController } from 'fastify';

/**
 * One log line a request, written when it is answered: the request (method, address, host, caller), the
 * status and the time taken, under the request's id. Fastify's default writes two lines, one on arrival
 * and one on answer, and each line is a write to the log's file: on a balance read that second write was
 * about a tenth of the call's CPU (ADR 042). A request that never completes still leaves its line when its
 * connection ends with an error ('request errored').
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
}
