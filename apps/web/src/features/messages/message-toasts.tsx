import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, Info } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeRealtime } from '../../shared/realtime-events';
import { showToast, Toaster, type ToastTone } from '../../shared/ui/toast';
import { fetchMessage, messageKeys } from './api';
import { messageText } from './message-text';

const icons: Record<ToastTone, ReactNode> = {
  success: <BadgeCheck size={18} aria-hidden="true" className="text-success" />,
  danger: <CircleAlert size={18} aria-hidden="true" className="text-danger" />,
  info: <Info size={18} aria-hidden="true" className="text-gold" />,
};

/**
 * Live notices: when the member's channel announces a new message (a deposit credited, a withdrawal
 * rejected…), the message lists are refreshed and a toast says it in the member's language, e.g.
 * "Deposit credited: MYR 100.00". Mounted once in the shell; it also hosts the toasts.
 */
export function MessageToasts() {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();

  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type !== 'message') return;
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        fetchMessage(event.id)
          .then((message) => {
            const text = messageText(message, t);
            showToast({ title: text.toast, tone: text.tone });
          })
          .catch(() => {
            // The message list still shows it; a toast that cannot be worded is better left out.
          });
      }),
    [queryClient, t],
  );

  return <Toaster closeLabel={t('close')} regionLabel={t('toastRegion')} icon={(tone) => icons[tone]} />;
}
