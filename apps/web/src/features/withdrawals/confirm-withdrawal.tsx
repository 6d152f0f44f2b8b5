import { maxUploadBytes, type TMyWithdrawal } from '@gemilang/contract';
import { ImagePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { useConfirmWithdrawal } from './api';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The member's answer about paid money: received, all received, or not received with a proof image. */
export function Confirm({
  withdrawal: w,
  timeZone,
  money: m,
}: {
  withdrawal: TMyWithdrawal;
  timeZone: string;
  money: (value: string) => string;
}) {
  const { t } = useTranslation('withdraw');
  const confirm = useConfirmWithdrawal();
  const [reporting, setReporting] = useState(false);
  const [proof, setProof] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = useId();

  const run = (input: Parameters<typeof confirm.mutate>[0]) => {
    setProblem(null);
    confirm.mutate(input, {
      onSuccess: () => {
        setReporting(false);
        setProof(null);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  const report = (event: FormEvent) => {
    event.preventDefault();
    if (!proof) {
      setProblem(t('errors.proofRequired'));
      return;
    }
    if (!IMAGE_TYPES.includes(proof.type)) {
      setProblem(t('errors.proofType'));
      return;
    }
    if (proof.size > maxUploadBytes) {
      setProblem(t('errors.proofSize'));
      return;
    }
    run({ id: w.id, action: 'not_received', proof });
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gold/40 bg-gold/5 p-3">
      <p className="text-ink text-sm">
        {t('confirm.question', { amount: m(w.awaitingAmount) })}
        {w.confirmDueAt ? (
          <span className="block text-ink-soft text-xs">
            {t('confirm.due', { at: formatDateTime(w.confirmDueAt, timeZone) })}
          </span>
        ) : null}
      </p>
      {reporting ? (
        <form noValidate onSubmit={report} className="flex flex-col gap-2" aria-label={t('confirm.reportLabel')}>
          <span className="font-medium text-ink-soft text-sm">{t('confirm.proof')}</span>
          <label
            htmlFor={fileId}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-line bg-night/60 px-3 text-ink-soft text-sm hover:border-gold/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
          >
            <ImagePlus size={18} aria-hidden="true" />
            <span className="truncate">{proof ? proof.name : t('confirm.chooseImage')}</span>
            <input
              id={fileId}
              type="file"
              aria-label={t('confirm.proof')}
              accept="image/png,image/jpeg"
              className="sr-only"
              onChange={(e) => {
                setProof(e.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          </label>
          <p className="text-ink-soft text-xs">{t('confirm.proofHint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" loading={confirm.isPending}>
              {t('confirm.sendReport')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setReporting(false)}>
              {t('confirm.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {w.actions.includes('received') ? (
            <Button size="sm" loading={confirm.isPending} onClick={() => run({ id: w.id, action: 'received' })}>
              {t('confirm.received')}
            </Button>
          ) : null}
          {w.actions.includes('all_received') ? (
            <Button size="sm" loading={confirm.isPending} onClick={() => run({ id: w.id, action: 'all_received' })}>
              {t('confirm.allReceived')}
            </Button>
          ) : null}
          {w.actions.includes('not_received') ? (
            <Button variant="secondary" size="sm" disabled={confirm.isPending} onClick={() => setReporting(true)}>
              {t('confirm.notReceived')}
            </Button>
          ) : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-danger text-xs">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
