import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Replies smaller than this go out as they are: a small reply gains little and costs CPU to compress. */
export const API_COMPRESSION_THRESHOLD = 1024;

const apiPath = /^\/(wps|lgw|lotto|admin\/api)\//;

/**
 * Which routes compress their replies: the API's JSON only. Static files are compressed once at build time
 * and sent as they are (static-sites.ts); the live channel is a WebSocket, not a reply; and an encrypted
 * call's reply (a sign-in's token) is left whole, so no secret shares a compressed body with input an
 * attacker might shape (the BREACH attack).
 */
function compressesReply(route: RouteOptions): boolean {
  const config = route.config as { encrypted?: boolean } | undefined;
  return apiPath.test(route.url) && route.websocket !== true && config?.encrypted !== true;
}

/**
 * API replies above the threshold in brotli or gzip, as the caller accepts (docs/architecture.md, Budgets: every text asset
 * compressed). Must be registered before the routes: it marks each API route as it is added. Request
 * bodies are read as sent; compressed uploads are not accepted.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads `compress` from the route.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && compressesReply(route)) route.compress = {};
  });
  await app.register(compress, {
    global: false,
    globalDecompression: false,
    threshold: API_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
