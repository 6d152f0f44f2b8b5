import { sessionRoutes, systemRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/define-route';
import { freePlay } from './free-play';
import { issueCaptcha } from './issue-captcha';
import { login } from './login';
import { logout } from './logout';
import { requestLoginCode, requestRegisterCode } from './request-sms-code';

export async function registerSessionRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, systemRoutes.captcha, ({ request, reply }) => issueCaptcha(request, reply));
  defineRoute(app, sessionRoutes.login, ({ request, reply, body }) => login(request, reply, body));
  defineRoute(app, sessionRoutes.logout, ({ request }) => logout(request));
  defineRoute(app, sessionRoutes.freePlay, ({ request, body }) => freePlay(request, body.key));
  defineRoute(app, sessionRoutes.smsLoginCode, ({ request, body }) =>
    requestLoginCode(request, { dialingCode: body.countryDialingCode, mobile: body.mobileNum }, body.purpose),
  );
  defineRoute(app, sessionRoutes.smsRegisterCode, ({ request, body }) =>
    requestRegisterCode(request, { dialingCode: body.countryDialingCode, mobile: body.mobileNo }),
  );
}
