import { memberRoutes } from '@gemilang/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf, visitorOf } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { defineRoute } from '../../platform/define-route';
import { signInSteps } from '../session';
import { affiliateAgent } from './affiliate-agent';
import { changePassword } from './change-password';
import { memberAvatar, memberInfo } from './member-info';
import { registerMember } from './register-member';
import { resetPasswordByEmail } from './reset-password-by-email';
import { resetPasswordByLink } from './reset-password-by-link';
import { resetPasswordByPhone } from './reset-password-by-phone';

/** The captcha cookie a registration's captcha is checked against (named by the session module). */
const captchaCookieOf = (request: FastifyRequest) => request.cookies?.[signInSteps.captchaCookie];

export async function registerMemberRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, memberRoutes.register, ({ request, body }) =>
    registerMember(app.deps, visitorOf(request), body, 'username', signInSteps, captchaCookieOf(request)),
  );
  defineRoute(app, memberRoutes.registerMobile, ({ request, body }) =>
    registerMember(app.deps, visitorOf(request), body, 'mobile', signInSteps, captchaCookieOf(request)),
  );
  defineRoute(app, memberRoutes.affiliate, async ({ request, query }) => {
    const agent = await affiliateAgent(app.deps, visitorOf(request), query.code);
    if (!agent) throw new AppError('invitation_code_error');
    return { valid: true as const, agent: agent.username };
  });
  defineRoute(app, memberRoutes.info, ({ request }) => memberInfo(app.deps, memberOf(request)));
  defineRoute(app, memberRoutes.icon, ({ request }) => memberAvatar(app.deps, memberOf(request)));
  defineRoute(app, memberRoutes.avatar, ({ request }) => memberAvatar(app.deps, memberOf(request)));
  defineRoute(app, memberRoutes.changePassword, ({ request, body }) =>
    changePassword(app.deps, memberOf(request), body, signInSteps),
  );
  defineRoute(app, memberRoutes.resetByPhone, ({ request, body }) =>
    resetPasswordByPhone(app.deps, visitorOf(request), body, signInSteps),
  );
  defineRoute(app, memberRoutes.resetByEmail, ({ request, body }) =>
    resetPasswordByEmail(app.deps, visitorOf(request), body),
  );
  defineRoute(app, memberRoutes.resetByLink, ({ request, body }) =>
    resetPasswordByLink(app.deps, visitorOf(request), body, signInSteps),
  );
}
