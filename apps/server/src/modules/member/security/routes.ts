import { customAvatarPath, memberSecurityRoutes as routes, stockAvatars, stockAvatarUrl } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf, operatorOf, visitorOf } from '../../../platform/actor';
import { signedInMember } from '../../../platform/auth';
import { defineRoute } from '../../../platform/define-route';
import { signInSteps } from '../../session';
import { addBankAccount, adminBankAccounts, listBankAccounts, removeBankAccount } from '../bank-accounts';
import { bindEmail, requestBindEmailCode } from '../bind-email';
import { bindMobile, requestBindMobileCode } from '../bind-mobile';
import { changePaymentPassword } from '../change-payment-password';
import { revealBankAccount } from '../reveal-bank-account';
import { securityOverview } from '../security-overview';
import { customAvatar, setAvatar } from '../set-avatar';
import { setPaymentPassword } from '../set-payment-password';
import { updateProfile } from '../update-profile';

// defineRoute has parsed params with the route's schema; the route table does not carry its type.
const idOf = (params: unknown): string => (params as { id: string }).id;

/** The member centre's "My account" page (securityCenter) and the back office's read of bank accounts. */
export async function registerMemberSecurityRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, routes.overview, ({ request }) => securityOverview(app.deps, memberOf(request)));
  defineRoute(app, routes.updateProfile, ({ request, body }) => updateProfile(app.deps, memberOf(request), body));
  defineRoute(app, routes.setPaymentPassword, ({ request, body }) =>
    setPaymentPassword(app.deps, memberOf(request), body),
  );
  defineRoute(app, routes.changePaymentPassword, ({ request, body }) =>
    changePaymentPassword(app.deps, memberOf(request), body),
  );
  defineRoute(app, routes.mobileCode, ({ request, body }) =>
    requestBindMobileCode(app.deps, memberOf(request), body, signInSteps),
  );
  defineRoute(app, routes.bindMobile, ({ request, body }) =>
    bindMobile(app.deps, memberOf(request), body, signInSteps),
  );
  defineRoute(app, routes.emailCode, ({ request, body }) =>
    requestBindEmailCode(app.deps, memberOf(request), body, signInSteps),
  );
  defineRoute(app, routes.bindEmail, ({ request, body }) => bindEmail(app.deps, memberOf(request), body, signInSteps));
  defineRoute(app, routes.bankAccounts, async ({ request }) => ({
    items: await listBankAccounts(app.deps.db, request.merchant.id, signedInMember(request).id),
  }));
  defineRoute(app, routes.addBankAccount, ({ request, body }) => addBankAccount(app.deps, memberOf(request), body));
  defineRoute(app, routes.removeBankAccount, async ({ request, params }) => {
    await removeBankAccount(app.deps, memberOf(request), idOf(params));
    return { ok: true as const };
  });
  defineRoute(app, routes.stockAvatars, async () => ({
    items: stockAvatars.map((name) => ({ name, url: stockAvatarUrl(name) })),
  }));
  defineRoute(app, routes.setAvatar, ({ request, body }) => setAvatar(app.deps, memberOf(request), body));
  defineRoute(app, routes.adminBankAccounts, async ({ request, params }) => ({
    items: await adminBankAccounts(app.deps.db, request.merchant.id, idOf(params)),
  }));
  defineRoute(app, routes.adminRevealBankAccount, ({ request, params }) => {
    const { id, accountId } = params as { id: string; accountId: string };
    return revealBankAccount(app.deps, operatorOf(request), id, accountId);
  });
  app.get(customAvatarPath, async (request, reply) => {
    const image = await customAvatar(app.deps, visitorOf(request), (request.params as { key?: unknown }).key);
    return (
      reply
        .header('content-type', image.contentType)
        // The address names the content, so it never changes: cache it for good.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.bytes)
    );
  });
}
