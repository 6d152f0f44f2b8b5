import { ApiError } from '@gemilang/contract/web';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';

export interface CodeReply {
  expiredMinutes: number;
  resendSeconds: number;
}

type State = 'ready' | 'loading' | { seconds: number };

/**
 * The code button: ready -> sending -> countdown (disabled, shows the seconds) -> ready again.
 * `request` answers null when it did not send (the field it needs says why). Clicks are throttled to one a
 * second; a refusal is handed to `onError` so the form can show it beside the field.
 */
export function CodeButton({
  request,
  onSent,
  onError,
}: {
  request: () => Promise<CodeReply | null>;
  onSent: (reply: CodeReply) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('security');
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
      // 60 seconds per expired minute when the server does not say.
      setState({ seconds: reply.resendSeconds > 0 ? reply.resendSeconds : Math.max(1, reply.expiredMinutes) * 60 });
      onSent(reply);
    } catch (error) {
      // A "too soon" refusal says how long to wait: count that down rather than invite another refusal.
      const seconds = error instanceof ApiError ? (error.details as { seconds?: unknown } | undefined)?.seconds : null;
      setState(typeof seconds === 'number' && seconds > 0 ? { seconds } : 'ready');
      onError(error);
    }
  }

  return (
    <Button
      variant="outline"
      className="min-w-32 shrink-0 tabular"
      disabled={state !== 'ready'}
      aria-busy={state === 'loading' || undefined}
      onClick={() => void click()}
    >
      {state === 'ready'
        ? t('code.send')
        : state === 'loading'
          ? t('code.sending')
          : t('code.countdown', { seconds: state.seconds })}
    </Button>
  );
}
