import type { TPromotionDetail } from '@gemilang/contract';
import { BadgePercent, Clock, Gift, Lock, LogIn, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { openDialog } from '../../shared/dialogs';
import { requireRealAccount } from '../../shared/require-real-account';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { showToast } from '../../shared/ui/toast';
import { useClaim } from './api';
import { ApplicationForm } from './application-form';
import { shortDateTime } from './promotion-words';

function Notice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-raised/60 p-4">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0 text-gold">{icon}</span>
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-ink">{title}</p>
          {text ? <p className="text-ink-soft text-sm">{text}</p> : null}
        </div>
      </div>
      {children}
    </div>
  );
}

const openBonusDetails = () => openDialog('memberCentre', { page: 'bonusDetails' });
const openDeposit = () => openDialog('memberCentre', { page: 'depositv2' });

/** The one thing the caller can do with the offer in its present state, or why there is nothing to do. */
export function PromotionAction({ promotion, timeZone }: { promotion: TPromotionDetail; timeZone: string }) {
  const { t } = useTranslation('promotions');
  const session = useSession();
  const claim = useClaim(promotion.id);
  const { state, kind } = promotion;
  const depositBonus = kind === 'deposit_match';

  if (state === 'join_now' || state === 'claim_payout') {
    if (!isRealMember(session)) {
      return (
        <Notice
          icon={<LogIn size={20} aria-hidden="true" />}
          title={t('action.signInTitle')}
          text={t('action.signInText')}
        >
          <Button className="self-start" onClick={() => requireRealAccount(session)}>
            <LogIn size={18} aria-hidden="true" />
            {t('action.signIn')}
          </Button>
        </Notice>
      );
    }
    if (kind === 'application') {
      const rejected = promotion.application?.state === 'rejected' ? promotion.application : null;
      return (
        <Notice icon={<Gift size={20} aria-hidden="true" />} title={t('apply.title')} text={t('apply.intro')}>
          {rejected ? (
            <p role="note" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
              {t('apply.rejectedBefore', { reason: rejected.reason || t('apply.noReason') })}
            </p>
          ) : null}
          <ApplicationForm offerId={promotion.id} />
        </Notice>
      );
    }
    return (
      <Notice
        icon={<Gift size={20} aria-hidden="true" />}
        title={t(state === 'claim_payout' ? 'action.payoutTitle' : 'action.claimTitle')}
        text={depositBonus ? t('action.depositClaimText') : t('action.claimText')}
      >
        <Button
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          loading={claim.isPending}
          onClick={() =>
            claim.mutate(undefined, {
              onSuccess: (result) =>
                showToast({
                  tone: 'success',
                  title: t('action.claimedToast'),
                  description: t(`state.${result.state}`),
                }),
            })
          }
        >
          <Gift size={18} aria-hidden="true" />
          {t(depositBonus ? 'action.optIn' : state === 'claim_payout' ? 'action.payout' : 'action.claim')}
        </Button>
        {claim.isError ? (
          <p role="alert" className="text-danger text-sm">
            {claim.error.message}
          </p>
        ) : null}
      </Notice>
    );
  }

  if (state === 'signed_up') {
    return (
      <Notice
        icon={<Wallet size={20} aria-hidden="true" />}
        title={t('action.signedUpTitle')}
        text={t('action.signedUpText')}
      >
        <Button variant="secondary" className="self-start" onClick={openDeposit}>
          <Wallet size={18} aria-hidden="true" />
          {t('action.toDeposit')}
        </Button>
      </Notice>
    );
  }

  if (state === 'applying') {
    const at = promotion.application?.createdAt;
    return (
      <Notice
        icon={<Clock size={20} aria-hidden="true" />}
        title={t('action.applyingTitle')}
        text={at ? t('action.applyingSince', { at: shortDateTime(at, timeZone) }) : t('action.applyingText')}
      />
    );
  }

  if (state === 'in_progress' || state === 'issued' || state === 'claimed') {
    return (
      <Notice
        icon={<BadgePercent size={20} aria-hidden="true" />}
        title={t(`action.${state}Title`)}
        text={t('action.grantedText')}
      >
        <Button variant="secondary" className="self-start" onClick={openBonusDetails}>
          <BadgePercent size={18} aria-hidden="true" />
          {t('action.toBonusDetails')}
        </Button>
      </Notice>
    );
  }

  // coming_soon, registration_closed, application_prohibited: nothing to press, and the reason in words.
  const reason =
    state === 'application_prohibited' && promotion.refusal
      ? t(`refusal.${promotion.refusal}`, { defaultValue: t('refusal.other') })
      : t(`action.${state}Text`, { start: shortDateTime(promotion.startsAt, timeZone) });
  return (
    <Notice icon={<Lock size={20} aria-hidden="true" />} title={t(`state.${state}`)} text={reason}>
      <Button disabled className="self-start" aria-describedby={undefined}>
        {t(depositBonus ? 'action.optIn' : kind === 'application' ? 'apply.submit' : 'action.claim')}
      </Button>
    </Notice>
  );
}
