import type { TPointItem, TPointRedemption } from '@gemilang/contract';
import { CheckCircle2, Minus, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { openDialog } from '../../shared/dialogs';
import { formatMoney } from '../../shared/format';
import { FormAlert, PaymentPasswordField } from '../../shared/forms/money-input';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { TextField } from '../../shared/ui/text-field';
import { useRedeemItem } from './api';
import { ItemPrice } from './item-card';
import { formatPoints, fromHundredths, hundredths, isZero, itemArt, maxQuantity } from './points-math';
import { StatusChip } from './status-chip';

type Field = 'recipient' | 'address' | 'phone' | 'paymentPassword' | 'form';

const phonePattern = /^\+?[\d\s-]{6,32}$/;

/**
 * Redeeming an item: how many (a stepper up to what is in stock and the member may still take), for a gift who
 * receives it, where and a phone, the payment password, and what it all costs (points, and money when the item
 * asks for it). A refusal from the server is shown in the dialog in the member's language, under the field it is
 * about; the answer is the redemption, shown with its transaction number and state. One idempotency key per order
 * the member means: a double tap or a retry with the password corrected is carried out once.
 */
export function RedeemDialog({
  item,
  balance,
  currency,
  onClose,
  onShowRecords,
}: {
  item: TPointItem | null;
  balance: string;
  currency: string;
  onClose: () => void;
  onShowRecords: () => void;
}) {
  const { t } = useTranslation('points');
  return (
    <Modal open={item !== null} onClose={onClose} title={item ? t('redeem.title', { name: item.name }) : ''}>
      {item ? (
        <RedeemForm
          key={item.id}
          item={item}
          balance={balance}
          currency={currency}
          onClose={onClose}
          onShowRecords={onShowRecords}
        />
      ) : null}
    </Modal>
  );
}

function RedeemForm({
  item,
  balance,
  currency,
  onClose,
  onShowRecords,
}: {
  item: TPointItem;
  balance: string;
  currency: string;
  onClose: () => void;
  onShowRecords: () => void;
}) {
  const { t } = useTranslation('points');
  const redeem = useRedeemItem();
  const max = Math.max(1, maxQuantity(item));
  const [wanted, setWanted] = useState(1);
  const quantity = Math.min(wanted, max);
  const [recipient, setRecipient] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<TPointRedemption | null>(null);
  const baseId = useId();
  const addressId = `${baseId}-address`;

  const totalPoints = hundredths(item.points) * BigInt(quantity);
  const totalAmount = hundredths(item.amount) * BigInt(quantity);
  const left = hundredths(balance) - totalPoints;

  /** A change to the order is a new order (a new key); the password alone is a retry of the same one. */
  const change = (field: Field, apply: () => void) => {
    apply();
    setProblems((p) => ({ ...p, [field]: undefined, form: undefined }));
    if (field !== 'paymentPassword') setIdempotencyKey(newIdempotencyKey());
  };
  const step = (by: number) => change('form', () => setWanted(Math.min(max, Math.max(1, quantity + by))));

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (item.needsDelivery) {
      if (!recipient.trim()) found.recipient = t('redeem.errors.recipientRequired');
      if (!address.trim()) found.address = t('redeem.errors.addressRequired');
      if (!phone.trim()) found.phone = t('redeem.errors.phoneRequired');
      else if (!phonePattern.test(phone.trim())) found.phone = t('redeem.errors.phoneInvalid');
    }
    if (!paymentPassword) found.paymentPassword = t('redeem.errors.passwordRequired');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    redeem.mutate(
      {
        itemId: item.id,
        version: item.version,
        quantity,
        paymentPassword,
        ...(item.needsDelivery ? { recipient: recipient.trim(), address: address.trim(), phone: phone.trim() } : {}),
        idempotencyKey,
      },
      {
        onSuccess: (redemption) => setDone(redemption),
        onError: (error) => {
          setPaymentPassword('');
          const code = error instanceof ApiError ? error.code : 'internal_error';
          setRefusal(code);
          if (code.startsWith('payment_password_') && code !== 'payment_password_not_set') {
            setProblems({ paymentPassword: error.message });
          } else {
            setProblems({ form: error.message });
          }
        },
      },
    );
  };

  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
        <CheckCircle2 size={48} aria-hidden="true" className="text-success" />
        <h3 className="font-semibold text-ink text-lg">{t('redeem.doneTitle')}</h3>
        <StatusChip status={done.status} />
        <p className="max-w-sm text-ink-soft text-sm">
          {done.status === 'approved'
            ? t('redeem.doneApproved', { number: done.number })
            : t('redeem.doneApplying', { number: done.number })}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            onClick={() => {
              onShowRecords();
              onClose();
            }}
          >
            {t('redeem.seeRecords')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('redeem.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <img
          src={itemArt(item)}
          alt=""
          width={80}
          height={60}
          className="h-15 w-20 shrink-0 rounded-lg bg-raised object-cover"
        />
        <div className="flex min-w-0 flex-col">
          <span className="break-words font-semibold text-ink">{item.name}</span>
          <ItemPrice item={item} currency={currency} />
        </div>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 font-medium text-ink-soft text-sm">{t('redeem.quantity')}</legend>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('redeem.decrease')}
            disabled={quantity <= 1}
            onClick={() => step(-1)}
            className="size-11"
          >
            <Minus size={18} aria-hidden="true" />
          </Button>
          <output
            aria-label={t('redeem.quantity')}
            aria-live="polite"
            className="grid h-11 min-w-14 place-items-center rounded-lg border border-line bg-night/70 px-3 font-semibold text-ink text-lg tabular-nums"
          >
            {quantity}
          </output>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('redeem.increase')}
            disabled={quantity >= max}
            onClick={() => step(1)}
            className="size-11"
          >
            <Plus size={18} aria-hidden="true" />
          </Button>
          <span className="text-ink-soft text-xs">{t('redeem.maxHint', { max })}</span>
        </div>
      </fieldset>

      {item.needsDelivery ? (
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-line p-3">
          <legend className="px-1 font-semibold text-ink text-sm">{t('redeem.deliveryTitle')}</legend>
          <TextField
            label={t('redeem.recipient')}
            required
            autoComplete="name"
            maxLength={64}
            value={recipient}
            onChange={(e) => change('recipient', () => setRecipient(e.target.value))}
            error={problems.recipient}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={addressId} className="font-medium text-ink-soft text-sm">
              {t('redeem.address')}
              <span aria-hidden="true" className="ml-0.5 text-crimson-ink">
                *
              </span>
            </label>
            <textarea
              id={addressId}
              required
              rows={3}
              maxLength={255}
              autoComplete="street-address"
              value={address}
              aria-invalid={problems.address ? true : undefined}
              aria-describedby={problems.address ? `${addressId}-error` : undefined}
              onChange={(e) => change('address', () => setAddress(e.target.value))}
              className={`min-h-20 rounded-lg border bg-night/70 px-3 py-2 text-base text-ink outline-none transition-colors focus:border-gold sm:text-sm ${problems.address ? 'border-danger' : 'border-line'}`}
            />
            {problems.address ? (
              <p id={`${addressId}-error`} className="text-danger text-xs">
                {problems.address}
              </p>
            ) : null}
          </div>
          <TextField
            label={t('redeem.phone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={32}
            value={phone}
            onChange={(e) => change('phone', () => setPhone(e.target.value))}
            error={problems.phone}
          />
        </fieldset>
      ) : null}

      <PaymentPasswordField
        label={t('redeem.paymentPassword')}
        value={paymentPassword}
        onChange={(value) => change('paymentPassword', () => setPaymentPassword(value))}
        error={problems.paymentPassword}
      />

      <dl className="flex flex-col gap-2 rounded-xl border border-gold/30 bg-gold/5 p-3 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-soft">{t('redeem.totalPoints')}</dt>
          <dd className="font-bold text-gold text-lg tabular-nums">
            {t('points', { value: formatPoints(fromHundredths(totalPoints)) })}
          </dd>
        </div>
        {isZero(item.amount) ? null : (
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-soft">{t('redeem.totalAmount')}</dt>
            <dd className="font-semibold text-ink tabular-nums">
              {formatMoney(currency, fromHundredths(totalAmount))}
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-soft">{t('redeem.balanceAfter')}</dt>
          <dd className={`tabular-nums ${left < 0n ? 'text-danger' : 'text-ink'}`}>
            {left < 0n ? '—' : formatPoints(fromHundredths(left))}
          </dd>
        </div>
      </dl>
      {left < 0n ? (
        <p className="text-danger text-sm">{t('redeem.needMore', { points: formatPoints(fromHundredths(-left)) })}</p>
      ) : null}

      <FormAlert message={problems.form} />
      {refusal === 'payment_password_not_set' && problems.form ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => openDialog('memberCentre', { page: 'securityCenter' })}
        >
          {t('redeem.setUpPassword')}
        </Button>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('redeem.cancel')}
        </Button>
        <Button type="submit" loading={redeem.isPending} disabled={left < 0n}>
          {t('redeem.submit')}
        </Button>
      </div>
    </form>
  );
}
