import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from packages/contract through the routes, with a reader at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gemilang API',
        version: '1.0.0',
        description:
          'Player API (/wps, /lgw, /lotto) and back-office API (/admin/api). Every reply is an envelope: ' +
          '{ success: true, value } or { success: false, code, message, details? }. The merchant comes from ' +
          'the Host header, the language from the Language header (ms, en, zh).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
