import { sessionRoutes, systemRoutes } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import { memberOf, visitorOf } from '../../platform/actor';
import { defineRoute } from '../../platform/define-route';
import { setDeviceCookie } from '../../platform/known-clients';
import { CAPTCHA_COOKIE } from './captcha-store';
import { freePlay } from './free-play';
import { issueCaptcha } from './issue-captcha';
import { login, MEMBER_DEVICE_COOKIE, MEMBER_DEVICE_COOKIE_PATH } from './login';
import { logout } from './logout';
import { requestLoginCode, requestRegisterCode } from './request-sms-code';

export async function registerSessionRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, systemRoutes.captcha, async ({ request, reply }) => {
    const issued = await issueCaptcha(app.deps, visitorOf(request), request.cookies?.[CAPTCHA_COOKIE]);
    // The captcha's client key: the browser keeps it a day, and sends it back with its answer.
    if (issued.newClientKey) {
      reply.setCookie(CAPTCHA_COOKIE, issued.newClientKey, {
        path: '/wps',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: 24 * 60 * 60,
      });
    }
    return issued.image;
  });
  defineRoute(app, sessionRoutes.login, async ({ request, reply, body }) => {
    const { value, device } = await login(app.deps, visitorOf(request), body, {
      device: request.cookies?.[MEMBER_DEVICE_COOKIE],
      captcha: request.cookies?.[CAPTCHA_COOKIE],
    });
    setDeviceCookie(
      reply,
      { name: MEMBER_DEVICE_COOKIE, path: MEMBER_DEVICE_COOKIE_PATH, secure: request.protocol === 'https' },
      device,
    );
    return value;
  });
  defineRoute(app, sessionRoutes.logout, ({ request }) => logout(app.deps, memberOf(request)));
  defineRoute(app, sessionRoutes.freePlay, ({ request, body }) => freePlay(app.deps, visitorOf(request), body.key));
  defineRoute(app, sessionRoutes.smsLoginCode, ({ request, body }) =>
    requestLoginCode(
      app.deps,
      visitorOf(request),
      { dialingCode: body.countryDialingCode, mobile: body.mobileNum },
      body.purpose,
    ),
  );
  defineRoute(app, sessionRoutes.smsRegisterCode, ({ request, body }) =>
    requestRegisterCode(app.deps, visitorOf(request), { dialingCode: body.countryDialingCode, mobile: body.mobileNo }),
  );
}
