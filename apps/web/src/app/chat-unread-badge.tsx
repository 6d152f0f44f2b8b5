import { useTranslation } from 'react-i18next';
import { useChatUnread } from '../features/support-chat/api';

/**
 * The built-in chat's count of customer-service replies not read yet (ADR 065; docs/product.md, Customer service
 * chat): the side bar's entry, the phone's More tab and its customer-service item all show this one badge. Nothing
 * when every reply is read. `className` places it (the tab bar pins it to its icon's corner).
 */
export function ChatUnreadBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const unread = useChatUnread();
  if (unread <= 0) return null;
  return (
    <span className={`rounded-full bg-danger px-2 text-xs font-semibold text-night ${className}`}>
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only">{t('side.chatUnread', { count: unread })}</span>
    </span>
  );
}
