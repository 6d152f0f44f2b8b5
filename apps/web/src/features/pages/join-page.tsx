import { FilePen, Handshake, MessageCircle, UserPlus, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { openDialog } from '../../shared/dialogs';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page-header';

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="rounded-xl border border-line bg-surface p-5">
      <span className="grid size-10 place-items-center rounded-xl bg-gold/10 text-gold">{icon}</span>
      <h3 className="mt-3 font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-sm text-ink-soft">{text}</p>
    </li>
  );
}

/**
 * Join us (/join): what an agent does and how to become one. Rates are agreed contract by contract
 * (contracts are voluntary), so the page promises none.
 */
export function JoinPage() {
  const { t } = useTranslation('pages');
  const session = useSession();
  const brand = useMerchant()?.name ?? '';
  const steps = [t('join.step1'), t('join.step2'), t('join.step3')];
  return (
    <div className="space-y-8">
      <PageHeader
        icon={<Handshake size={24} aria-hidden="true" />}
        title={t('join.title')}
        intro={t('join.intro', { brand })}
      />
      <section aria-labelledby="join-what">
        <h2 id="join-what" className="text-lg font-semibold text-ink">
          {t('join.whatTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          <Feature
            icon={<Users size={20} aria-hidden="true" />}
            title={t('join.team.title')}
            text={t('join.team.text')}
          />
          <Feature
            icon={<FilePen size={20} aria-hidden="true" />}
            title={t('join.contracts.title')}
            text={t('join.contracts.text')}
          />
          <Feature
            icon={<Wallet size={20} aria-hidden="true" />}
            title={t('join.funds.title')}
            text={t('join.funds.text')}
          />
        </ul>
      </section>
      <section aria-labelledby="join-how" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h2 id="join-how" className="text-lg font-semibold text-ink">
          {t('join.howTitle')}
        </h2>
        <ol className="mt-4 space-y-3">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3 text-sm text-ink">
              <span className="tabular grid size-7 shrink-0 place-items-center rounded-full bg-raised font-semibold text-gold">
                {i + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          {session ? null : (
            <Button onClick={() => openDialog('register')}>
              <UserPlus size={18} aria-hidden="true" />
              {t('join.register')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => openDialog('supportChat')}>
            <MessageCircle size={18} aria-hidden="true" />
            {t('join.contact')}
          </Button>
        </div>
        <p className="mt-4 text-xs text-ink-soft">{t('join.note')}</p>
      </section>
    </div>
  );
}
