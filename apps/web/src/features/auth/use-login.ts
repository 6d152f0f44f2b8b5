import type { TLoginForm } from '@gemilang/contract';
import { sessionRoutes } from '@gemilang/contract/web';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError, callApi } from '../../shared/api/client';
import { refreshCaptcha } from './captcha-store';
import { useCompleteLogin } from './complete-login';
import { rememberUser } from './remember-user';

/**
 * Whether the next sign-in must carry a captcha (after a failure that says so). Shared by the
 * header form and the login dialog: the server asks it of this browser, not of one form.
 */
let captchaRequired = false;
const listeners = new Set<() => void>();

function setCaptchaRequired(next: boolean) {
  if (captchaRequired === next) return;
  captchaRequired = next;
  for (const listener of listeners) listener();
}

export function useLoginCaptchaRequired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => captchaRequired,
    () => captchaRequired,
  );
}

function asksForCaptcha(error: ApiError): boolean {
  if (error.code === 'captcha_required' || error.code === 'captcha_wrong') return true;
  const details = error.details as { captcha?: unknown } | undefined;
  return details?.captcha === true;
}

export interface LoginInput {
  form: TLoginForm;
  /** Username logins only: keep the username for 24 hours, or forget it. */
  remember?: boolean;
}

/** Signs in; resolves to null on success or to the refusal. Values are trimmed. */
export function useLogin() {
  const complete = useCompleteLogin();
  return useCallback(
    async ({ form, remember }: LoginInput): Promise<ApiError | null> => {
      const body: TLoginForm = {
        ...form,
        username: form.username.trim(),
        password: form.password.trim(),
        captcha: captchaRequired ? form.captcha?.trim() : undefined,
      };
      try {
        const value = await callApi(sessionRoutes.login, { body });
        setCaptchaRequired(false);
        if (body.type !== 'sms' && remember !== undefined) rememberUser(remember ? body.username : null);
        await complete(value, body.type === 'sms' ? 'sms' : 'username');
        return null;
      } catch (error) {
        const refusal = error instanceof ApiError ? error : new ApiError('internal_error', String(error), 0);
        if (asksForCaptcha(refusal)) {
          // A captcha answer is good for one try: a new picture for the next one.
          if (captchaRequired) refreshCaptcha();
          setCaptchaRequired(true);
        }
        return refusal;
      }
    },
    [complete],
  );
}
