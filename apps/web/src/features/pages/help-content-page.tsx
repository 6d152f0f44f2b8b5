import { LifeBuoy, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpTopics } from '../../shared/api/site-queries';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { Skeleton } from '../../shared/ui/skeleton';

/**
 * /helpmc: the help-centre content alone, without header or footer (for in-app web views and links from
 * elsewhere). Topics are anchored by their tag, so /helpmc#deposit opens at the deposit topic.
 */
export function HelpContentPage() {
  const { t } = useTranslation('pages');
  const topics = useHelpTopics();

  useEffect(() => {
    if (!topics.data || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [topics.data]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 py-4">
      <h1 className="flex items-center gap-3 text-2xl font-bold text-ink">
        <LifeBuoy size={26} aria-hidden="true" className="text-gold" />
        {t('helpmc.title')}
      </h1>
      {topics.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('helpmc.loading')}</span>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : topics.isError ? (
        <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-center">
          <p className="text-ink-soft">{t('helpmc.error')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void topics.refetch()}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('actions.retry')}
          </Button>
        </div>
      ) : topics.data.length === 0 ? (
        <EmptyState
          icon={<LifeBuoy size={24} aria-hidden="true" />}
          title={t('helpmc.emptyTitle')}
          text={t('helpmc.emptyText')}
        />
      ) : (
        <>
          <nav aria-label={t('helpmc.contents')} className="rounded-xl border border-line bg-surface p-4">
            <ul className="flex flex-wrap gap-2">
              {topics.data.map((topic) => (
                <li key={topic.tag}>
                  <a
                    href={`#${topic.tag}`}
                    className="inline-flex min-h-10 items-center rounded-lg bg-raised px-3 text-sm text-ink hover:text-gold focus-visible:outline-2 focus-visible:outline-gold"
                  >
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {topics.data.map((topic) => (
            <section
              key={topic.tag}
              id={topic.tag}
              aria-labelledby={`${topic.tag}-title`}
              className="scroll-mt-4 rounded-xl border border-line bg-surface p-5"
            >
              <h2 id={`${topic.tag}-title`} className="text-lg font-semibold text-ink">
                {topic.title}
              </h2>
              <div
                className="operator-html mt-3 text-sm text-ink-soft"
                // Operator HTML: the server sanitises it before answering (platform/operator-html.ts).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side, see above
                dangerouslySetInnerHTML={{ __html: topic.content }}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
