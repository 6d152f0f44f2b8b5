import { lotteryResultRoutes, type TResultDraw, type TResultProposal } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PenLine, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { drawName } from './draw-name';

/**
 * The second operator's choices for a proposal waiting on a draw (ADR 049): enter the result again from the
 * sheet, blind (the first entry is not shown, so the second cannot copy it), or reject it with a reason. The
 * operator who entered it sees both disabled, with the reason beside them (the server refuses them anyway).
 */
export function ProposalActions({
  draw,
  proposal,
  onSecondEntry,
}: {
  draw: TResultDraw;
  proposal: TResultProposal;
  onSecondEntry: () => void;
}) {
  const { t } = useTranslation('lotteryResults');
  const session = useSession();
  const queryClient = useQueryClient();
  const explanationId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const name = drawName(t, draw);
  const own = proposal.proposedBy.username === session?.username;
  const reject = useMutation({
    mutationFn: () =>
      callApi(lotteryResultRoutes.reject, { params: { id: proposal.id }, body: { reason: reason.trim() } }),
    onSuccess: async () => {
      setRejecting(false);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['lottery-results'] });
    },
  });
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
        aria-label={t(correction ? 'decide.secondCorrectionNamed' : 'decide.secondNamed', { draw: name })}
        onClick={onSecondEntry}
      >
        <PenLine aria-hidden className="size-3.5" />
        {t('decide.second')}
      </Button>
      <Button
        size="sm"
        disabled={own}
        aria-describedby={own ? explanationId : undefined}
        aria-label={t('decide.rejectNamed', { draw: name })}
        onClick={() => {
          reject.reset();
          setReason('');
          setRejecting(true);
        }}
      >
        <X aria-hidden className="size-3.5" />
        {t('decide.reject')}
      </Button>
      <ReasonDialog
        open={rejecting}
        onOpenChange={(isOpen) => !isOpen && setRejecting(false)}
        title={t('decide.rejectTitle', { draw: name })}
        description={t('decide.rejectText', { username: proposal.proposedBy.username })}
        confirmLabel={t('decide.reject')}
        danger
        pending={reject.isPending}
        error={reject.isError ? errorMessage(reject.error) : null}
        onConfirm={() => reject.mutate()}
        reason={reason}
        onReasonChange={setReason}
      />
    </div>
  );
}
