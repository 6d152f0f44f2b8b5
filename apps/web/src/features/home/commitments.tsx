import { HeartHandshake, ShieldCheck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../shared/dialogs';

function Commitment({ icon, id, tag }: { icon: ReactNode; id: 'fair' | 'withdrawals' | 'responsible'; tag: string }) {
  const { t } = useTranslation('home');
  return (
    <li className="flex flex-col rounded-xl border border-line bg-surface p-5">
      <span className="grid size-11 place-items-center rounded-xl bg-gold/10 text-gold">{icon}</span>
      <h3 className="mt-4 font-semibold text-ink">{t(`commitments.${id}.title`)}</h3>
      <p className="mt-2 flex-1 text-sm text-ink-soft">{t(`commitments.${id}.text`)}</p>
      <button
        type="button"
        onClick={() => openDialog('help', { tag })}
        className="mt-4 inline-flex min-h-10 items-center self-start rounded-md text-sm font-medium text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold"
      >
        {t(`commitments.${id}.more`)}
      </button>
    </li>
  );
}

/** What we promise players, said as commitments rather than as numbers we could not stand behind. */
export function Commitments() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="commitments-title">
      <h2 id="commitments-title" className="text-lg font-semibold text-ink sm:text-xl">
        {t('commitments.title')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        <Commitment id="fair" tag="terms" icon={<ShieldCheck size={22} aria-hidden="true" />} />
        <Commitment id="withdrawals" tag="withdraw" icon={<Zap size={22} aria-hidden="true" />} />
        <Commitment id="responsible" tag="responsible-gaming" icon={<HeartHandshake size={22} aria-hidden="true" />} />
      </ul>
    </section>
  );
}
