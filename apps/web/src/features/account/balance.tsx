import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '../../shared/api/account-keys';
import { formatMoney } from '../../shared/format';
import { subscribeRealtime } from '../../shared/realtime-events';
import { useBalance } from './api';

const HIDE_KEY = 'gemilang.hideBalance';
const MASK = '***';

function storedHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The balance of the logged-in strip: a click refreshes it (an "updating" placeholder shows
 * meanwhile) and the eye toggle hides it as *** (remembered on this device, for play in public places). A trial
 * account's balance is play money (ADR 052): it says so beside the amount and in the button's name.
 */
export function Balance({ token, play = false }: { token: string; play?: boolean }) {
  const { t } = useTranslation('shell');
  const balance = useBalance(token);
  const [hidden, setHidden] = useState(storedHidden);
  const queryClient = useQueryClient();

  // A deposit credited or a withdrawal paid from the back office shows here without a reload.
  useEffect(
    () =>
      subscribeRealtime((message) => {
        if (message.type !== 'balance') return;
        queryClient.setQueryData(accountKeys.balance(token), {
          sumBalance: message.sumBalance,
          currency: message.currency,
        });
        void queryClient.invalidateQueries({ queryKey: accountKeys.funds(token) });
      }),
    [queryClient, token],
  );

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      localStorage.setItem(HIDE_KEY, next ? '1' : '0');
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  };

  const amount = balance.data ? formatMoney(balance.data.currency, balance.data.sumBalance) : '';
  const updating = balance.isFetching;
  let shown: string;
  if (hidden) shown = MASK;
  else if (updating) shown = t('account.updating');
  else if (balance.isError) shown = t('account.balanceUnavailable');
  else shown = amount;

  return (
    <div className="flex items-center rounded-lg border border-line bg-surface">
      <button
        type="button"
        onClick={() => void balance.refetch()}
        aria-label={t(play ? 'account.refreshPlayBalance' : 'account.refreshBalance', { amount: shown })}
        aria-busy={updating || undefined}
        className="tabular inline-flex min-h-10 min-w-[6.5rem] items-center gap-2 whitespace-nowrap rounded-l-lg pr-2 pl-3 text-sm font-semibold text-gold hover:bg-raised focus-visible:outline-2 focus-visible:outline-gold"
      >
        {/* On a phone the play-money label sits above the amount, so the header keeps its width. */}
        <span className={play ? 'flex flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2' : 'contents'}>
          {play ? (
            <span
              className="rounded bg-crimson/20 px-1 py-px text-[0.625rem] font-semibold uppercase leading-none text-crimson-ink sm:px-1.5 sm:py-0.5 sm:text-[0.6875rem]"
              data-testid="play-money-label"
            >
              {t('account.playMoney')}
            </span>
          ) : null}
          <span
            className={`${updating && !hidden ? 'animate-pulse text-ink-soft' : ''} ${play ? 'leading-tight' : ''}`}
            data-testid="balance-amount"
          >
            {shown}
          </span>
        </span>
        {/* The amount itself is the refresh button; on a narrow phone the icon gives its room to the amount. */}
        <RefreshCw
          size={14}
          aria-hidden="true"
          className={`hidden text-ink-soft min-[400px]:inline ${updating ? 'animate-spin' : ''}`}
        />
      </button>
      <button
        type="button"
        onClick={toggle}
        aria-label={t('account.hideBalance')}
        aria-pressed={hidden}
        className="inline-flex size-10 items-center justify-center rounded-r-lg border-l border-line text-ink-soft hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
      >
        {hidden ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
      </button>
    </div>
  );
}
