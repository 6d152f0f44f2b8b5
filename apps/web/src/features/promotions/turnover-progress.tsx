import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { ProgressBar, percentOf } from '../../shared/ui/progress-bar';

/** Turnover done of needed as a bar with its percent, readable by a screen reader as a progress bar. */
export function TurnoverProgress({ done, needed, currency }: { done: string; needed: string; currency: string }) {
  const { t } = useTranslation('promotions');
  return (
    <ProgressBar
      label={t('bonus.turnover')}
      percent={percentOf(done, needed)}
      words={t('bonus.turnoverOf', { done: formatMoney(currency, done), needed: formatMoney(currency, needed) })}
    />
  );
}
