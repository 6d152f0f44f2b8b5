import type { TClaimState, TGrantState } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';

type Tone = 'gold' | 'success' | 'warning' | 'danger' | 'muted';

const tones: Record<Tone, string> = {
  gold: 'bg-gold text-night',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/15 text-danger',
  muted: 'bg-raised text-ink-soft',
};

/** What the member can do stands out (gold); what is done is green; what waits is amber; what is shut is grey or red. */
const claimTone: Record<TClaimState, Tone> = {
  join_now: 'gold',
  claim_payout: 'gold',
  applying: 'warning',
  registration_closed: 'muted',
  application_prohibited: 'danger',
  issued: 'success',
  claimed: 'success',
  in_progress: 'warning',
  signed_up: 'success',
  coming_soon: 'muted',
};

const grantTone: Record<TGrantState, Tone> = {
  pending: 'warning',
  active: 'gold',
  completed: 'success',
  expired: 'muted',
  forfeited: 'danger',
  cancelled: 'muted',
};

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The caller's standing with an offer, as the hall and the detail page show it. */
export function ClaimStateBadge({ state }: { state: TClaimState }) {
  const { t } = useTranslation('promotions');
  return <Badge tone={claimTone[state]}>{t(`state.${state}`)}</Badge>;
}

export function GrantStateBadge({ state }: { state: TGrantState }) {
  const { t } = useTranslation('promotions');
  return <Badge tone={grantTone[state]}>{t(`grantState.${state}`)}</Badge>;
}
