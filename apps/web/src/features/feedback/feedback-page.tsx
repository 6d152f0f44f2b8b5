import { LogIn, MessageSquareText, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { openDialog } from '../../shared/dialogs';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeader } from '../../shared/ui/page-header';
import { useMyFeedback } from './api';
import { FeedbackForm } from './feedback-form';
import { FeedbackHistory } from './feedback-history';

/**
 * Feedback (/feedback; docs/product.md, Feedback): the form, then the member's own feedback with the staff's replies (each
 * reply also arrives as a platform message). Members only: a visitor is asked to sign in, a trial account told
 * it cannot send (the reply would reach no real account).
 */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const session = useSession();
  const [page, setPage] = useState(1);
  const query = useMyFeedback(page);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <PageHeader icon={<MessageSquareText size={24} aria-hidden="true" />} title={t('title')} intro={t('intro')} />
      {!session ? (
        <EmptyState
          icon={<LogIn size={24} aria-hidden="true" />}
          title={t('visitor.title')}
          text={t('visitor.text')}
          actions={
            <>
              <Button onClick={() => openDialog('login')}>
                <LogIn size={18} aria-hidden="true" />
                {t('visitor.signIn')}
              </Button>
              <Button variant="secondary" onClick={() => openDialog('register')}>
                <UserPlus size={18} aria-hidden="true" />
                {t('visitor.register')}
              </Button>
            </>
          }
        />
      ) : !isRealMember(session) ? (
        <EmptyState
          icon={<MessageSquareText size={24} aria-hidden="true" />}
          title={t('trial.title')}
          text={t('trial.text')}
        />
      ) : (
        <>
          <section aria-labelledby="feedback-form" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
            <h2 id="feedback-form" className="mb-4 font-semibold text-ink text-lg">
              {t('form.title')}
            </h2>
            <FeedbackForm initialContact={query.data?.contact ?? ''} />
          </section>
          <FeedbackHistory query={query} page={page} onPage={setPage} />
        </>
      )}
    </div>
  );
}
