import { lotteryResultRoutes, type TResultDraw, type TResultProposal } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field, inputClass } from '../../shared/ui/field';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { ResultBoard } from './result-board';

/**
 * Confirm and Reject for a proposal waiting on a draw. The operator who entered it sees both disabled, with
 * the reason beside them (the server refuses them anyway). Confirming shows the proposed numbers laid out
 * like the ticket, and for a correction marks what changes.
 */
export function ProposalActions({ draw, proposal }: { draw: TResultDraw; proposal: TResultProposal }) {
  const { t } = useTranslation('lotteryResults');
  const session = useSession();
  const queryClient = useQueryClient();
  const explanationId = useId();
  const [action, setAction] = useState<'confirm' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const name = `${draw.gameCode} ${draw.drawNumber}`;
  const own = proposal.proposedBy.username === session?.username;
  const decide = useMutation({
    mutationFn: (chosen: 'confirm' | 'reject') =>
      chosen === 'confirm'
        ? callApi(lotteryResultRoutes.confirm, { params: { id: proposal.id }, body: { note: note.trim() } })
        : callApi(lotteryResultRoutes.reject, { params: { id: proposal.id }, body: { reason: note.trim() } }),
    onSuccess: async () => {
      setAction(null);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['lottery-results'] });
    },
  });
  const open = (chosen: 'confirm' | 'reject') => {
    decide.reset();
    setNote('');
    setAction(chosen);
  };
  const correction = proposal.kind === 'correction';

  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      {own ? (
        <span id={explanationId} className="max-w-48 text-right text-xs text-ink-soft">
          {t('decide.ownProposal')}
        </span>
      ) : null}
      <Button
        size="sm"
        variant="primary"
        disabled={own}
        aria-describedby={own ? explanationId : undefined}
        aria-label={t(correction ? 'decide.confirmCorrectionNamed' : 'decide.confirmNamed', { draw: name })}
        onClick={() => open('confirm')}
      >
        <Check aria-hidden className="size-3.5" />
        {t('decide.confirm')}
      </Button>
      <Button
        size="sm"
        disabled={own}
        aria-describedby={own ? explanationId : undefined}
        aria-label={t('decide.rejectNamed', { draw: name })}
        onClick={() => open('reject')}
      >
        <X aria-hidden className="size-3.5" />
        {t('decide.reject')}
      </Button>
      <ConfirmDialog
        open={action === 'confirm'}
        onOpenChange={(isOpen) => !isOpen && setAction(null)}
        title={t(correction ? 'decide.confirmCorrectionTitle' : 'decide.confirmTitle', { draw: name })}
        description={t(correction ? 'decide.confirmCorrectionText' : 'decide.confirmText', {
          username: proposal.proposedBy.username,
        })}
        confirmLabel={t('decide.confirm')}
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onConfirm={() => decide.mutate('confirm')}
      >
        <div className="max-h-72 overflow-auto rounded border border-line">
          <ResultBoard
            result={proposal.result}
            against={correction ? draw.result : null}
            label={t('decide.proposedBoard', { draw: name })}
          />
        </div>
        <Field label={t('decide.note')}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={`${inputClass} h-auto py-1.5`}
            />
          )}
        </Field>
      </ConfirmDialog>
      <ReasonDialog
        open={action === 'reject'}
        onOpenChange={(isOpen) => !isOpen && setAction(null)}
        title={t('decide.rejectTitle', { draw: name })}
        description={t('decide.rejectText', { username: proposal.proposedBy.username })}
        confirmLabel={t('decide.reject')}
        danger
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onConfirm={() => decide.mutate('reject')}
        reason={note}
        onReasonChange={setNote}
      />
    </div>
  );
}
