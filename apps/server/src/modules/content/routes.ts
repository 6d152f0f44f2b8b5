import {
  announcementTypes,
  contentAdminRoutes,
  contentImagePath,
  contentRoutes,
  maxContentImageBytes,
  type TAnnouncement,
  ZContentImage,
} from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { operatorOf, visitorOf } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { authorize } from '../../platform/auth';
import { defineRoute } from '../../platform/define-route';
import { fieldMessage } from '../../platform/messages';
import { agentAnnouncements } from './agent-announcements';
import { adminAnnouncements, createAnnouncement, endAnnouncement, updateAnnouncement } from './announcements-admin';
import { contentImage } from './content-image';
import { listAnnouncements } from './list-announcements';
import { contentImageRefusal, uploadContentImage } from './upload-content-image';

export async function registerContentRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contentRoutes.announcements, async ({ request, body }) => {
    // The contract's pattern admits only known codes; a code named twice counts once.
    const asked = new Set(body.types.split(','));
    const types = announcementTypes.filter((t): t is TAnnouncement['type'] => asked.has(t));
    const { db, now } = request.server.deps;
    return listAnnouncements(db, request.merchant.id, request.language, types, now());
  });
  defineRoute(app, contentRoutes.agentAnnouncements, async ({ request }) => {
    const { db, now } = request.server.deps;
    return agentAnnouncements(db, request.merchant.id, request.language, now());
  });
  // The back office's announcements (ADR 068).
  const deps = app.deps;
  const idOf = (params: unknown) => BigInt((params as { id: string }).id);
  defineRoute(app, contentAdminRoutes.announcements, async ({ request }) =>
    adminAnnouncements(deps, operatorOf(request)),
  );
  defineRoute(app, contentAdminRoutes.createAnnouncement, async ({ request, body }) =>
    createAnnouncement(deps, operatorOf(request), body),
  );
  defineRoute(app, contentAdminRoutes.updateAnnouncement, async ({ request, params, body }) =>
    updateAnnouncement(deps, operatorOf(request), idOf(params), body),
  );
  defineRoute(app, contentAdminRoutes.endAnnouncement, async ({ request, params }) =>
    endAnnouncement(deps, operatorOf(request), idOf(params)),
  );

  // Banners' and popups' pictures (ADR 072): uploaded as multipart (one file field, `file`), read here up to the
  // limit and not a byte further, so an oversized file is refused without being kept whole in memory.
  const upload = contentAdminRoutes.uploadImage;
  app.post(upload.path, async (request) => {
    await authorize(request, upload.access);
    if (!request.isMultipart()) throw contentImageRefusal('upload_not_image');
    const file = await request.file({
      limits: { fileSize: maxContentImageBytes, files: 1 },
      throwFileSizeLimit: false,
    });
    if (file?.fieldname !== 'file') {
      const message = fieldMessage('required', request.language);
      throw new AppError('invalid_input', [{ field: 'file', reason: 'required', message }]);
    }
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw contentImageRefusal('upload_too_large');
    const value = await uploadContentImage(deps, operatorOf(request), bytes);
    return { success: true, value: ZContentImage.parse(value) };
  });
  app.get(contentImagePath, async (request, reply) => {
    const image = await contentImage(deps, visitorOf(request), (request.params as { key?: unknown }).key);
    return (
      reply
        .header('content-type', image.contentType)
        // The address names the bytes (id and hash), which never change: cached for good, by browsers and proxies.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.bytes)
    );
  });
}
