import type { TMemberInfo } from '@gemilang/contract';
import { memberRoutes } from '@gemilang/contract/web';
import { useQuery } from '@tanstack/react-query';
import { Download, Gift, Headset, MessageCircle, MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountKeys } from '../shared/api/account-keys';
import { isRealMember } from '../shared/api/bonus-queries';
import { callApi } from '../shared/api/client';
import { useCustomerService } from '../shared/api/site-queries';
import { openDialog } from '../shared/dialogs';
import { useSession } from '../shared/session';
import { ChatUnreadBadge } from './chat-unread-badge';

const linkClass =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-sm text-ink hover:bg-raised hover:text-gold focus-visible:outline-2 focus-visible:outline-gold';

function SideLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={linkClass}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

/** The customer-service chat opens in its own 440 by 500 window. */
function openChat(path: string) {
  window.open(path, 'gemilang-chat', 'width=440,height=500,noopener');
}

/**
 * The chat entries a member is shown: with two or more chat links (type 3), a member whose VIP level has the service
 * line opens the second instead of the first, and everyone else the first (a VIP member's customer-service line is the
 * second entry; ADR 060, ADR 065). Other entries are everyone's.
 */
export function serviceEntries<E extends { type: number }>(entries: E[], vipService: boolean): E[] {
  const chats = entries.filter((entry) => entry.type === 3);
  if (chats.length < 2) return entries;
  const hidden = vipService ? chats[0] : chats[1];
  return entries.filter((entry) => entry !== hidden);
}

/** Whether the signed-in member's level has the VIP line: member info, read once for the header too. */
function useVipService(): boolean {
  const session = useSession();
  const info = useQuery({
    queryKey: accountKeys.info(session?.token ?? ''),
    queryFn: (): Promise<TMemberInfo> => callApi(memberRoutes.info),
    enabled: isRealMember(session),
    staleTime: 60_000,
  });
  return info.data?.vipService === true;
}

/** The side bar's box: only on wide screens. The shell holds this place before the side bar arrives. */
export const sideBarBox = 'hidden w-52 shrink-0 xl:block';

/** The built-in chat's entry (ADR 065), with the replies not read yet. */
function BuiltInChat() {
  const { t } = useTranslation('shell');
  return (
    <li>
      <button type="button" className={linkClass} onClick={() => openDialog('supportChat')}>
        <Headset size={18} aria-hidden="true" className="text-gold" />
        <span className="flex-1 text-left">{t('side.liveChat')}</span>
        <ChatUnreadBadge />
      </button>
    </li>
  );
}

/**
 * Right side bar on desktops: the built-in customer-service chat (ADR 065), the outside entries the brand configured
 * (live chat is type 1, a messenger link any other type), the app download link and promotions.
 */
export function SideBar() {
  const { t } = useTranslation('shell');
  const service = useCustomerService();
  const entries = serviceEntries(service.data ?? [], useVipService());
  return (
    <aside aria-label={t('side.label')} className={sideBarBox}>
      <div className="sticky top-32 space-y-4">
        <section className="rounded-xl border border-line bg-surface p-2">
          <h2 className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">
            {t('side.service')}
          </h2>
          <ul>
            <BuiltInChat />
            {entries.map((entry) => (
              <li key={`${entry.type}-${entry.path}`}>
                <button type="button" className={linkClass} onClick={() => openChat(entry.path)}>
                  {entry.type === 1 ? (
                    <Headset size={18} aria-hidden="true" className="text-gold" />
                  ) : (
                    <MessageCircle size={18} aria-hidden="true" className="text-gold" />
                  )}
                  {entry.type === 1 ? t('side.liveChat') : t('side.messenger')}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label={t('side.quickLinks')} className="rounded-xl border border-line bg-surface p-2">
          <ul>
            <SideLink to="/down" icon={<Download size={18} aria-hidden="true" className="text-gold" />}>
              {t('nav.download')}
            </SideLink>
            <SideLink to="/promotions" icon={<Gift size={18} aria-hidden="true" className="text-gold" />}>
              {t('nav.promotions')}
            </SideLink>
            <SideLink to="/feedback" icon={<MessageSquareText size={18} aria-hidden="true" className="text-gold" />}>
              {t('nav.feedback')}
            </SideLink>
          </ul>
        </nav>
      </div>
    </aside>
  );
}
