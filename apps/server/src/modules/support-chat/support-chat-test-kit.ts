import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/harness';
import { tokenFor } from '../member/member-test-kit';
import { makeMember } from '../session/session-test-kit';

type Caller = Pick<TestApp, 'call'>;

/** A fresh member of the demo brand and a session token. */
export async function chatMember(t: TestApp, prefix = 'chat') {
  const username = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  const id = await makeMember(t, { username, password: 'any-pass-2026' });
  return { id, username, token: await tokenFor(t, username) };
}

/** A visitor key as the browser makes it. */
export const visitorKey = () => randomBytes(24).toString('base64url');

/** A player chat call (POST, JSON body) as a member (token) or a visitor (visitorKey in the body). */
export function playerCall(t: Caller, path: string, who: { token?: string; visitorKey?: string }, body: object = {}) {
  return t.call({
    method: 'POST',
    url: `/wps/support-chat/${path}`,
    language: 'en',
    ...(who.token ? { token: who.token } : {}),
    payload: { ...body, ...(who.visitorKey ? { visitorKey: who.visitorKey } : {}) },
  });
}

export function staffCall(t: Caller, token: string, method: 'GET' | 'POST', path: string, body?: object) {
  return t.call({
    method,
    url: `/admin/api/support-chat/${path}`,
    token,
    language: 'en',
    ...(body ? { payload: body } : {}),
  });
}

/** A multipart image upload to the member's uploads, as the dialog sends it. */
export function uploadChatImage(t: Caller, token: string, bytes: Buffer, purpose = 'support_chat') {
  const boundary = `----gemilang${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call({
    method: 'POST',
    url: '/wps/member/uploads',
    token,
    language: 'en',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
