import { exclusionChoices, exclusionKindOf, type TExclusionChoice, type TProtection } from '@gemilang/contract';
import { ApiError } from '@gemilang/contract/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { TextField } from '../../shared/ui/text-field';
import { useTakeExclusion } from './api';

/**
 * A break or self-exclusion (docs/product.md, Player protection): the one in force and until when, then the six
 * choices in two groups. Continue opens a confirmation that says what will happen and that it cannot be undone,
 * and asks for the sign-in password; the server refuses a shorter one than the one in force.
 */
export function ExclusionSection({ protection, timeZone }: { protection: TProtection; timeZone: string }) {
  const { t } = useTranslation('protection');
  const take = useTakeExclusion();
  const [choice, setChoice] = useState<TExclusionChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const current = protection.exclusion;

  const confirm = async () => {
    if (!choice) return;
    if (password === '') {
      setError(t('exclusion.passwordRequired'));
      return;
    }
    setError(null);
    try {
      await take.mutateAsync({ choice, password });
      setConfirming(false);
      setPassword('');
      setChoice(null);
    } catch (failure) {
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure));
    }
  };

  const group = (kind: 'cooling_off' | 'self_exclusion') => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-ink text-sm">{t(`exclusion.${kind}.legend`)}</legend>
      <p className="text-ink-soft text-xs">{t(`exclusion.${kind}.text`)}</p>
      <div className="flex flex-wrap gap-2">
        {exclusionChoices
          .filter((c) => exclusionKindOf(c) === kind)
          .map((c) => (
            <label
              key={c}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-ink text-sm has-[:checked]:border-gold has-[:checked]:bg-gold/10"
            >
              <input
                type="radio"
                name="exclusion-choice"
                value={c}
                checked={choice === c}
                onChange={() => {
                  setChoice(c);
                  setChoiceError(null);
                }}
              />
              {t(`exclusion.choices.${c}`)}
            </label>
          ))}
      </div>
    </fieldset>
  );

  return (
    <section
      aria-labelledby="protection-exclusion"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <div>
        <h3 id="protection-exclusion" className="font-semibold text-ink text-lg">
          {t('exclusion.title')}
        </h3>
        <p className="mt-1 text-ink-soft text-sm">{t('exclusion.intro')}</p>
      </div>
      {current ? (
        <p role="status" className="rounded-xl border border-gold/50 bg-gold/10 p-3 text-ink text-sm">
          {current.until === null
            ? t('exclusion.current.permanent')
            : t(`exclusion.current.${current.kind}`, { date: formatDateTime(current.until, timeZone) })}{' '}
          {t('exclusion.current.cannotLift')}
        </p>
      ) : null}
      {group('cooling_off')}
      {group('self_exclusion')}
      {choiceError ? (
        <p role="alert" className="text-danger text-sm">
          {choiceError}
        </p>
      ) : null}
      <div>
        <Button
          variant="danger"
          className="w-full sm:w-auto"
          onClick={() => {
            if (!choice) {
              setChoiceError(t('exclusion.chooseFirst'));
              return;
            }
            setError(null);
            setConfirming(true);
          }}
        >
          {t('exclusion.continue')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setPassword('');
        }}
        title={choice ? t('exclusion.confirm.title', { choice: t(`exclusion.choices.${choice}`) }) : ''}
        confirmLabel={t('exclusion.confirm.yes')}
        cancelLabel={t('exclusion.confirm.no')}
        busy={take.isPending}
        onConfirm={() => void confirm()}
      >
        <p>{choice ? t(`exclusion.confirm.${exclusionKindOf(choice)}`) : null}</p>
        <p className="font-semibold text-ink">{t('exclusion.confirm.final')}</p>
        <TextField
          label={t('exclusion.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={error}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
        />
      </ConfirmDialog>
    </section>
  );
}
