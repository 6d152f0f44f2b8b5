import type { TSecurityOverview } from '@gemilang/contract';
import { BadgeCheck, Camera, KeyRound, Landmark, LockKeyhole, Mail, Pencil, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useSecurityOverview } from './api';
import { AvatarPicker } from './avatar-picker';
import { BankAccounts } from './bank-accounts';
import { EmailForm } from './email-form';
import { LoginPasswordForm } from './login-password-form';
import { MobileForm } from './mobile-form';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileForm } from './profile-form';
import { SecurityRow } from './security-row';

type Panel = 'avatar' | 'profile' | 'loginPassword' | 'paymentPassword' | 'mobile' | 'email' | null;

/**
 * The member centre's default page, "My account" (securityCenter): the profile card with the
 * avatar, then each security setting on its own line with its form opening in place.
 */
export function SecurityCenterPage() {
  const { t } = useTranslation('security');
  const session = useSession();
  const overview = useSecurityOverview(session?.token ?? '');

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h2 className="font-semibold text-ink text-xl">{t('title')}</h2>
      {overview.isPending ? (
        <PageSkeleton />
      ) : overview.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-4">
          <p className="text-ink-soft text-sm">{overview.error.message || t('loadError')}</p>
          <Button variant="secondary" onClick={() => void overview.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <Settings data={overview.data} />
      )}
    </div>
  );
}

function PageSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="h-28" />
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

function Settings({ data }: { data: TSecurityOverview }) {
  const { t } = useTranslation('security');
  const merchant = useMerchant();
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  const close = () => setPanel(null);
  const changedAt = formatDateTime(data.passwordChangedAt, merchant?.timeZone ?? 'UTC').slice(0, 10);

  return (
    <>
      <section
        aria-label={t('avatar.current')}
        className="overflow-hidden rounded-xl border border-line bg-gradient-to-br from-raised via-surface to-night"
      >
        <div className="flex items-center gap-4 p-4">
          <div className="relative shrink-0">
            <img
              src={data.avatar.avatar}
              alt={t('avatar.current')}
              width={72}
              height={72}
              className="size-18 rounded-full object-cover ring-2 ring-gold/60"
            />
            <button
              type="button"
              aria-label={t('avatar.change')}
              aria-expanded={panel === 'avatar'}
              onClick={() => toggle('avatar')}
              className="absolute -right-1 -bottom-1 grid size-8 place-items-center rounded-full border border-line bg-raised text-gold hover:bg-surface focus-visible:outline-2 focus-visible:outline-gold"
            >
              <Camera size={16} aria-hidden="true" />
            </button>
          </div>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-ink text-lg">{data.nickname || data.account}</p>
            <p className="truncate text-ink-soft text-sm">{t('profile.account', { account: data.account })}</p>
            <p className="break-words text-ink-soft text-xs">
              {data.payeeName ? t('profile.payeeName', { name: data.payeeName }) : t('profile.noPayeeName')}
            </p>
            {data.birthday ? (
              <p className="truncate text-ink-soft text-xs tabular">
                {t('profile.birthdaySet', { date: data.birthday })}
              </p>
            ) : null}
          </div>
          <Button
            variant={panel === 'profile' ? 'ghost' : 'secondary'}
            size="sm"
            aria-expanded={panel === 'profile'}
            onClick={() => toggle('profile')}
          >
            <Pencil size={16} aria-hidden="true" />
            <span className="hidden sm:inline">{t('profile.edit')}</span>
            <span className="sr-only sm:hidden">{t('profile.edit')}</span>
          </Button>
        </div>
        {panel === 'avatar' ? (
          <div className="border-line border-t p-4">
            <AvatarPicker current={data.avatar.avatar} onDone={close} />
          </div>
        ) : null}
        {panel === 'profile' ? (
          <div className="border-line border-t p-4">
            <ProfileForm overview={data} onDone={close} />
          </div>
        ) : null}
      </section>

      <ul aria-label={t('sections')} className="flex flex-col gap-3">
        <SecurityRow
          icon={KeyRound}
          title={t('loginPassword.title')}
          status={t('loginPassword.status', { date: changedAt })}
          action={t('loginPassword.action')}
          open={panel === 'loginPassword'}
          onToggle={() => toggle('loginPassword')}
        >
          <LoginPasswordForm onDone={close} />
        </SecurityRow>
        <SecurityRow
          icon={LockKeyhole}
          title={t('paymentPassword.title')}
          status={
            data.paymentPasswordLockedMinutes > 0
              ? t('paymentPassword.locked', { minutes: data.paymentPasswordLockedMinutes })
              : `${data.paymentPasswordSet ? t('isSet') : t('notSet')} · ${t('paymentPassword.about')}`
          }
          tone={data.paymentPasswordLockedMinutes > 0 || !data.paymentPasswordSet ? 'warn' : 'good'}
          action={t(data.paymentPasswordSet ? 'paymentPassword.changeAction' : 'paymentPassword.setAction')}
          open={panel === 'paymentPassword'}
          onToggle={() => toggle('paymentPassword')}
        >
          <PaymentPasswordForm isSet={data.paymentPasswordSet} onDone={close} />
        </SecurityRow>
        <SecurityRow
          icon={Smartphone}
          title={t('mobile.title')}
          status={<ContactStatus masked={data.mobile.masked} verified={data.mobile.verified} />}
          tone={data.mobile.verified ? 'good' : 'warn'}
          action={t(
            data.mobile.masked === ''
              ? 'mobile.bindAction'
              : data.mobile.verified
                ? 'mobile.changeAction'
                : 'mobile.verifyAction',
          )}
          open={panel === 'mobile'}
          onToggle={() => toggle('mobile')}
        >
          <MobileForm onDone={close} />
        </SecurityRow>
        <SecurityRow
          icon={Mail}
          title={t('email.title')}
          status={<ContactStatus masked={data.email.masked} verified={data.email.verified} />}
          tone={data.email.verified ? 'good' : 'warn'}
          action={t(
            data.email.masked === ''
              ? 'email.bindAction'
              : data.email.verified
                ? 'email.changeAction'
                : 'email.verifyAction',
          )}
          open={panel === 'email'}
          onToggle={() => toggle('email')}
        >
          <EmailForm onDone={close} />
        </SecurityRow>
      </ul>

      <section aria-labelledby="security-bank-title" className="rounded-xl border border-line bg-surface p-3 sm:p-4">
        <div className="mb-3 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-raised text-gold"
          >
            <Landmark size={20} />
          </span>
          <h3 id="security-bank-title" className="flex-1 font-semibold text-ink text-sm">
            {t('bank.title')}
          </h3>
          <span className="text-ink-soft text-xs tabular">
            {t('bank.count', { count: data.bankAccounts.length, max: data.maxBankAccounts })}
          </span>
        </div>
        <BankAccounts accounts={data.bankAccounts} max={data.maxBankAccounts} payeeName={data.payeeName} />
      </section>
    </>
  );
}

function ContactStatus({ masked, verified }: { masked: string; verified: boolean }) {
  const { t } = useTranslation('security');
  if (masked === '') return <>{t('notSet')}</>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="text-ink tabular">{masked}</span>
      {verified ? (
        <span className="inline-flex items-center gap-0.5 text-success">
          <BadgeCheck size={14} aria-hidden="true" />
          {t('verified')}
        </span>
      ) : (
        <span className="text-warning">{t('notVerified')}</span>
      )}
    </span>
  );
}
