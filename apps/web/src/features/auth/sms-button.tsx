import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { showGeneralDialog } from '../../shared/ui/general-dialog';

export interface SmsReply {
  expiredMinutes: number;
  resendSeconds: number;
}

type State = 'ready' | 'loading' | { seconds: number };

/**
 * The SMS button: ready -> (loading) -> countdown (disabled, shows seconds) -> ready again.
 * `request` returns null when it did not send (the number was invalid and its field now says so).
 * Clicks are throttled to one a second; a refusal shows the server's message.
 */
export function SmsButton({ request }: { request: () => Promise<SmsReply | null> }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<State>('ready');
  const lastClick = useRef(0);

  useEffect(() => {
    if (typeof state !== 'object') return;
    const timer = window.setTimeout(() => setState(state.seconds > 1 ? { seconds: state.seconds - 1 } : 'ready'), 1000);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function click() {
    const now = Date.now();
    if (now - lastClick.current < 1000) return;
    lastClick.current = now;
    setState('loading');
    try {
      const reply = await request();
      if (!reply) {
        setState('ready');
        return;
      }
      // 60 seconds per expired minute when the server does not say; 60 at registration.
      const seconds = reply.resendSeconds > 0 ? reply.resendSeconds : Math.max(1, reply.expiredMinutes) * 60;
      setState({ seconds });
    } catch (error) {
      setState('ready');
      void showGeneralDialog({
        icon: 'warning',
        text: error instanceof ApiError ? error.message : t('sms.send'),
      });
    }
  }

  const label =
    state === 'ready'
      ? t('sms.send')
      : state === 'loading'
        ? t('sms.sending')
        : t('sms.countdown', { seconds: state.seconds });

  return (
    <Button
      variant="outline"
      className="min-w-28 shrink-0 tabular"
      disabled={state !== 'ready'}
      aria-busy={state === 'loading' || undefined}
      onClick={() => void click()}
    >
      {label}
    </Button>
  );
}
