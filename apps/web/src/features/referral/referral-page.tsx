import type { TReferralFriend, TReferralOverview } from '@gemilang/contract';
import { Copy, Share2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime, formatMoney } from '../../shared/format';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { Skeleton } from '../../shared/ui/skeleton';
import { useReferrals } from './api';

/** Copies a text with the system clipboard; says so for a moment. Without a clipboard the text stays to copy by hand. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('referral');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      <Copy size={16} aria-hidden="true" />
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </Button>
  );
}

/** The code and the link to share, with the phone's own share sheet where there is one. */
function ShareCard({ data }: { data: TReferralOverview }) {
  const { t } = useTranslation('referral');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <section
      aria-labelledby="referral-share"
      className="flex flex-col gap-4 rounded-xl border border-gold/50 bg-gradient-to-br from-gold/15 via-surface to-surface p-4"
    >
      <h3 id="referral-share" className="flex items-center gap-2 font-semibold text-ink">
        <UserPlus size={18} aria-hidden="true" className="text-gold" />
        {t('shareTitle')}
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <span className="text-ink-soft text-xs">{t('code')}</span>
          <span className="font-bold font-mono text-2xl text-gold tracking-widest">{data.code}</span>
        </div>
        <CopyButton text={data.code} label={t('copyCode')} />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-ink-soft text-xs">{t('link')}</span>
        <code className="break-all rounded-lg bg-night/60 px-2 py-1.5 text-ink text-xs">{data.link}</code>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={data.link} label={t('copyLink')} />
          {canShare ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void navigator.share({ title: t('shareText'), url: data.link }).catch(() => undefined)}
            >
              <Share2 size={16} aria-hidden="true" />
              {t('share')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** What the brand pays, in words; or that it pays nothing now. */
function Terms({ data }: { data: TReferralOverview }) {
  const { t } = useTranslation('referral');
  const money = (value: string) => formatMoney(data.currency, value);
  const { terms } = data;
  const paysDeposit = Number(terms.depositReward) > 0;
  const paysShare = terms.shareBp > 0;
  return (
    <section
      aria-labelledby="referral-terms"
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
    >
      <h3 id="referral-terms" className="font-semibold text-ink text-sm">
        {t('termsTitle')}
      </h3>
      {!data.enabled || (!paysDeposit && !paysShare) ? (
        <p className="text-ink-soft text-sm">{t('off')}</p>
      ) : (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-ink text-sm">
          {paysDeposit ? (
            <li>{t('depositTerm', { reward: money(terms.depositReward), minimum: money(terms.minFirstDeposit) })}</li>
          ) : null}
          {paysShare ? (
            <li>
              {t('shareTerm', {
                percent: (terms.shareBp / 100).toFixed(2),
                friendCap: money(terms.friendCap),
                periodCap: money(terms.periodCap),
              })}
            </li>
          ) : null}
          <li>{t('fairTerm')}</li>
        </ul>
      )}
    </section>
  );
}

const statusLook: Record<TReferralFriend['status'], string> = {
  registered: 'bg-raised text-ink-soft',
  deposited: 'bg-gold/15 text-gold',
  active: 'bg-success/15 text-success',
};

function FriendRow({ friend, currency, timeZone }: { friend: TReferralFriend; currency: string; timeZone: string }) {
  const { t } = useTranslation('referral');
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2.5">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-ink text-sm">{friend.name}</span>
        <span className="text-ink-soft text-xs tabular-nums">
          {t('registeredAt', { at: formatDateTime(friend.registeredAt, timeZone) })}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <span className={`rounded-full px-2 py-0.5 text-xs ${statusLook[friend.status]}`}>
          {t(`status.${friend.status}`)}
        </span>
        <span className="font-semibold text-ink text-sm tabular-nums">{formatMoney(currency, friend.earned)}</span>
      </div>
      {friend.counts ? null : <p className="w-full text-danger text-xs">{t('doesNotCount')}</p>}
    </li>
  );
}

/**
 * Invite friends (member centre entry 11; ADR 061): the member's own referral code and link to share (a friend
 * registers with it), what the brand pays for friends, what they earned in all, and their friends with masked names,
 * each friend's status and what they earned.
 */
export function ReferralPage() {
  const { t } = useTranslation('referral');
  const session = useSession();
  const [page, setPage] = useState(1);
  const query = useReferrals(page);
  const timeZone = useMerchant()?.timeZone;

  if (!isRealMember(session)) {
    return (
      <EmptyState
        icon={<UserPlus size={24} aria-hidden="true" />}
        title={t('realOnlyTitle')}
        text={t('realOnlyText')}
      />
    );
  }
  if (query.isError) {
    return <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !timeZone) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const data = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
        <p className="text-ink-soft text-sm">{t('intro')}</p>
      </div>
      <ShareCard data={data} />
      <Terms data={data} />
      <section aria-labelledby="referral-friends" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h3 id="referral-friends" className="font-semibold text-ink">
            {t('friendsTitle', { count: data.total })}
          </h3>
          <p className="text-ink-soft text-sm">
            {t('earned')}{' '}
            <span className="font-bold text-gold tabular-nums">{formatMoney(data.currency, data.earned)}</span>
          </p>
        </div>
        {data.friends.length === 0 ? (
          <EmptyState
            heading="h3"
            icon={<Users size={24} aria-hidden="true" />}
            title={t('emptyTitle')}
            text={t('emptyText')}
          />
        ) : (
          <>
            <ul
              aria-labelledby="referral-friends"
              className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface"
            >
              {data.friends.map((friend, i) => (
                <FriendRow
                  // Masked names and times may repeat: the place on the page tells rows apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is read whole for each page
                  key={`${data.page}-${i}`}
                  friend={friend}
                  currency={data.currency}
                  timeZone={timeZone}
                />
              ))}
            </ul>
            <Pager
              page={page}
              pages={Math.ceil(data.total / data.pageSize)}
              onPage={setPage}
              ns="referral"
              keyPrefix="pager"
            />
          </>
        )}
      </section>
    </div>
  );
}
