import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePainted } from '../boot/after-first-paint';
import { useAnnouncements } from '../shared/api/site-queries';
import { type DialogName, useDialog } from '../shared/dialogs';
import { useSession } from '../shared/session';
import { ChunkErrorBoundary } from '../shared/ui/chunk-error-boundary';
import { LoadingOverlayHost } from '../shared/ui/loading-overlay';

// The sign-in forms (with react-hook-form) and the help centre are not needed to show a page, so their
// code arrives the first time one of their dialogs opens (docs/architecture.md, Budgets: the home page's script budget).
const AuthDialogs = lazy(() => import('../features/auth/auth-dialogs').then((m) => ({ default: m.AuthDialogs })));
const HelpDialog = lazy(() => import('../features/help/help-dialog').then((m) => ({ default: m.HelpDialog })));
// The member centre and its pages arrive when it is first opened.
const MemberCentreDialog = lazy(() =>
  import('./member-centre/member-centre-dialog').then((m) => ({ default: m.MemberCentreDialog })),
);
// Likewise the agent centre, which only agents open.
const AgentCentreDialog = lazy(() =>
  import('./agent-centre/agent-centre-dialog').then((m) => ({ default: m.AgentCentreDialog })),
);
const MemberCentreLink = lazy(() =>
  import('./member-centre/member-centre-link').then((m) => ({ default: m.MemberCentreLink })),
);
// The customer-service chat room (ADR 065) arrives when it is first opened.
const ChatDialog = lazy(() => import('../features/support-chat/chat-dialog').then((m) => ({ default: m.ChatDialog })));
// Live notices (deposit credited, withdrawal paid…) only concern a signed-in member; their code follows.
const MessageToasts = lazy(() =>
  import('../features/messages/message-toasts').then((m) => ({ default: m.MessageToasts })),
);
// The general dialog's host is always mounted, but its code (Radix Dialog) can follow the first paint.
const GeneralDialogHost = lazy(() =>
  import('../shared/ui/general-dialog').then((m) => ({ default: m.GeneralDialogHost })),
);
// Likewise the announcement dialogs: their code comes when there is a popup to show or the list is opened.
const AnnouncementDialogs = lazy(() =>
  import('../features/announcements/announcement-dialogs').then((m) => ({ default: m.AnnouncementDialogs })),
);

const authDialogs: readonly DialogName[] = ['login', 'register', 'forgotPassword', 'forcedPasswordChange'];

/** Becomes true the first time `wanted` is, and stays true so a dialog can animate out and keep state. */
function useOnceTrue(wanted: boolean): boolean {
  const [seen, setSeen] = useState(wanted);
  useEffect(() => {
    if (wanted) setSeen(true);
  }, [wanted]);
  return seen || wanted;
}

/** One boundary each, so one dialog's code arriving (or failing to) never touches another that is open. */
function Host({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary layout="floating">
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * The site-wide dialogs, mounted once each, when first needed; features open them by name through
 * shared/dialogs.ts. The bare help-content page (/helpmc, shown inside other frames) gets no popup.
 */
export function DialogHosts({ popups = true }: { popups?: boolean }) {
  const { name } = useDialog();
  const announcements = useAnnouncements();
  const auth = useOnceTrue(name !== null && authDialogs.includes(name));
  const help = useOnceTrue(name === 'help');
  // A popup announcement, and the hosts that stand ready for dialogs nobody has opened yet, wait for the
  // first paint (ADR 041): the page the visitor came for is drawn first, without their downloads beside it.
  const painted = usePainted();
  const popup = painted && (announcements.data?.popup.length ?? 0) > 0;
  const notices = useOnceTrue(name === 'announcements' || (popups && popup));
  const memberCentre = useOnceTrue(name === 'memberCentre');
  const agentCentre = useOnceTrue(name === 'agentCentre');
  const chat = useOnceTrue(name === 'supportChat');
  const signedIn = useSession() !== null;
  const { search } = useLocation();
  // Only an address that links into the member centre needs the code that follows such links.
  const linked = useOnceTrue(/[?&](mc|deposit)=/.test(search));
  return (
    <>
      <Host>{auth ? <AuthDialogs /> : null}</Host>
      <Host>{help ? <HelpDialog /> : null}</Host>
      <Host>{notices ? <AnnouncementDialogs /> : null}</Host>
      <Host>{memberCentre ? <MemberCentreDialog /> : null}</Host>
      <Host>{agentCentre ? <AgentCentreDialog /> : null}</Host>
      <Host>{chat ? <ChatDialog /> : null}</Host>
      <Host>{signedIn ? <MessageToasts /> : null}</Host>
      <Host>{linked ? <MemberCentreLink /> : null}</Host>
      <Host>{painted ? <GeneralDialogHost /> : null}</Host>
      {/* Its words (the dialogs namespace) load on demand; the page never waits for them. */}
      <Host>{painted ? <LoadingOverlayHost /> : null}</Host>
    </>
  );
}
