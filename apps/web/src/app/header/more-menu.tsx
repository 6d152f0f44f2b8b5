import { Download, Handshake, Headset, LifeBuoy, Megaphone, MessageSquareText, Ticket } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuBodyProps } from '../../boot/lazy-menu';
import { openDialog } from '../../shared/dialogs';
import { ChatUnreadBadge } from '../chat-unread-badge';

const menuItemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-raised';

/**
 * The tab bar's More menu (tab-bar.tsx draws its trigger): the places that have no tab of their own, the
 * customer-service chat first (on a phone the side bar that holds it is hidden; docs/product.md, Customer service
 * chat), with the same unread badge as the side bar's entry.
 */
export function MoreMenu({ trigger, open, onOpenChange }: MenuBodyProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      {/* Its place named, drawn in the render that opens it (see modal.tsx). */}
      <DropdownMenu.Portal container={document.body}>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-line bg-surface p-1 shadow-xl shadow-black/50"
        >
          <DropdownMenu.Item className={menuItemClass} onSelect={() => openDialog('supportChat')}>
            <Headset size={18} aria-hidden="true" className="text-gold" />
            <span className="flex-1">{t('tabs.service')}</span>
            <ChatUnreadBadge />
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate('/pointMall')}>
            <Ticket size={18} aria-hidden="true" className="text-gold" />
            {t('nav.pointMall')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate('/down')}>
            <Download size={18} aria-hidden="true" className="text-gold" />
            {t('nav.download')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate('/join')}>
            <Handshake size={18} aria-hidden="true" className="text-gold" />
            {t('nav.join')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => openDialog('announcements')}>
            <Megaphone size={18} aria-hidden="true" className="text-gold" />
            {t('nav.announcements')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => openDialog('help')}>
            <LifeBuoy size={18} aria-hidden="true" className="text-gold" />
            {t('nav.help')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate('/feedback')}>
            <MessageSquareText size={18} aria-hidden="true" className="text-gold" />
            {t('nav.feedback')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
