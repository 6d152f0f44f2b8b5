import { pointItemTypes } from '@gemilang/contract';
import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../shared/dialogs';
import { Button } from '../../shared/ui/button';
import { itemArt } from './points-math';

/**
 * What a visitor sees: what the mall offers (its three exchange types, each with its picture) and the way in.
 * The catalogue and the balance are the member's own reads, so nothing is asked of the server here.
 */
export function VisitorPrompt() {
  const { t } = useTranslation('points');
  return (
    <section
      aria-label={t('visitor.label')}
      className="flex flex-col gap-6 rounded-2xl border border-gold/40 bg-gradient-to-br from-gold/10 via-surface to-surface p-5 sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 className="font-semibold text-ink text-xl">{t('visitor.title')}</h2>
        <p className="max-w-2xl text-ink-soft text-sm">{t('visitor.text')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {pointItemTypes.map((type) => (
          <li key={type} className="flex items-center gap-3 rounded-xl border border-line bg-night/40 p-3">
            <img
              src={itemArt({ type, imageUrl: '' })}
              alt=""
              width={64}
              height={48}
              className="h-12 w-16 shrink-0 rounded-lg bg-raised object-cover"
            />
            <div className="flex min-w-0 flex-col">
              <span className="font-semibold text-ink text-sm">{t(`type.${type}`)}</span>
              <span className="text-ink-soft text-xs">{t(`typeHint.${type}`)}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => openDialog('login')}>
          <LogIn size={18} aria-hidden="true" />
          {t('visitor.signIn')}
        </Button>
        <Button variant="secondary" onClick={() => openDialog('register')}>
          <UserPlus size={18} aria-hidden="true" />
          {t('visitor.register')}
        </Button>
      </div>
    </section>
  );
}
