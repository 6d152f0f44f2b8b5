import type { TOfferState } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/badge';

const tones = { draft: 'neutral', published: 'ok', paused: 'warn' } as const;

export function OfferStateBadge({ state }: { state: TOfferState }) {
  const { t } = useTranslation('promotions');
  return <Badge tone={tones[state]}>{t(`states.${state}`)}</Badge>;
}
