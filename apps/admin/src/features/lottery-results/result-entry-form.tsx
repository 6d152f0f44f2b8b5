import {
  lotteryResultRoutes,
  type TResultDraw,
  type TResultIssue,
  type TResultProposal,
  type TVnTier,
} from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, errorMessage } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { inputClass } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { InlineMessage } from '../../shared/ui/states';
import { drawName } from './draw-name';
import { issuesOf, issueText } from './issue-text';
import { TIER_LABEL, TIER_SHAPES } from './result-tiers';

type Numbers = Partial<Record<TVnTier, string[]>>;

function startingNumbers(draw: TResultDraw, correction: boolean): Numbers {
  return Object.fromEntries(
    TIER_SHAPES[draw.region].map(({ tier, count }) => [
      tier,
      Array.from({ length: count }, (_, i) => (correction ? (draw.result?.prizes[tier]?.[i] ?? '') : '')),
    ]),
  );
}

/**
 * A draw's result typed as the official ticket shows it: one row per tier, one box per number, each as long
 * as its digits (typing the last digit moves to the next box). A correction starts from the draw's current
 * result. What is sent is only a proposal: a second operator confirms it. With `second`, this is that
 * confirmation: the same form, typed blind (the first entry is not shown, ADR 049); the server answers whether
 * the two entries agree. The server's refusals point at the boxes they are about.
 */
export function ResultEntryForm({
  draw,
  correction,
  second,
  onClose,
  onProposed,
}: {
  draw: TResultDraw;
  correction: boolean;
  second?: TResultProposal | null;
  onClose: () => void;
  onProposed: (message: string, tone: 'ok' | 'bad') => void;
}) {
  const { t } = useTranslation('lotteryResults');
  const queryClient = useQueryClient();
  const titleId = useId();
  const [numbers, setNumbers] = useState<Numbers>(() => startingNumbers(draw, correction));
  const name = drawName(t, draw);
  const propose = useMutation({
    mutationFn: () =>
      second
        ? callApi(lotteryResultRoutes.confirm, { params: { id: second.id }, body: { prizes: numbers, note: '' } })
        : callApi(lotteryResultRoutes.propose, { body: { drawId: draw.id, prizes: numbers } }),
    onSuccess: async (answer) => {
      if (!second) onProposed(t(correction ? 'entry.correctionProposed' : 'entry.proposed', { draw: name }), 'ok');
      else if (answer.status === 'mismatched') onProposed(t('entry.secondDiffers', { draw: name }), 'bad');
      else onProposed(t(correction ? 'entry.secondCorrectionAgrees' : 'entry.secondAgrees', { draw: name }), 'ok');
      await queryClient.invalidateQueries({ queryKey: ['lottery-results'] });
    },
  });
  // Boxes not yet full are named before anything is sent; the server then checks the whole result again.
  const [unfilled, setUnfilled] = useState<string[]>([]);
  const issues = propose.error instanceof ApiError ? issuesOf<TResultIssue>(propose.error.details) : [];
  const bad = (tier: TVnTier, item: number) =>
    unfilled.includes(`${tier}:${item}`) ||
    issues.some((i) => i.tier === tier && (i.item === undefined || i.item === item));

  const set = (tier: TVnTier, index: number, value: string) =>
    setNumbers((old) => ({ ...old, [tier]: (old[tier] ?? []).map((n, i) => (i === index ? value : n)) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const short = TIER_SHAPES[draw.region].flatMap(({ tier, count, digits }) =>
      Array.from({ length: count }, (_, i) => i)
        .filter((i) => (numbers[tier]?.[i] ?? '').length !== digits)
        .map((i) => `${tier}:${i + 1}`),
    );
    setUnfilled(short);
    if (short.length === 0) propose.mutate();
  };

  return (
    <Panel
      labelledBy={titleId}
      title={t(second ? 'entry.secondTitle' : correction ? 'entry.correctionTitle' : 'entry.title', { draw: name })}
      description={`${draw.gameName} · ${draw.stationName}`}
      actions={
        <Button size="sm" variant="ghost" onClick={onClose} aria-label={t('entry.close')}>
          <X aria-hidden className="size-3.5" />
        </Button>
      }
    >
      <form onSubmit={submit} className="space-y-3 p-3" aria-labelledby={titleId}>
        <p className="text-xs text-ink-soft">
          {second
            ? t('entry.secondHint', { username: second.proposedBy.username })
            : t(correction ? 'entry.correctionHint' : 'entry.hint')}
        </p>
        <table className="w-full border-collapse">
          <tbody>
            {TIER_SHAPES[draw.region].map(({ tier, count, digits }) => (
              <tr key={tier} className="border-b border-line last:border-b-0">
                <th scope="row" className="w-14 px-1 py-1.5 text-left align-top text-xs font-semibold text-ink-soft">
                  {TIER_LABEL[tier]}
                </th>
                <td className="px-1 py-1.5">
                  <div className="flex flex-wrap gap-1.5">
                    {Array.from({ length: count }, (_, i) => (
                      <input
                        // biome-ignore lint/suspicious/noArrayIndexKey: a tier's boxes are positions on the ticket.
                        key={i}
                        data-result-number
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={digits}
                        aria-label={t('entry.numberLabel', { tier: TIER_LABEL[tier], item: i + 1, digits })}
                        aria-invalid={bad(tier, i + 1) || undefined}
                        value={numbers[tier]?.[i] ?? ''}
                        onChange={(e) => {
                          const value = e.target.value.replace(/\D/g, '').slice(0, digits);
                          set(tier, i, value);
                          if (value.length === digits) {
                            setUnfilled((old) => old.filter((key) => key !== `${tier}:${i + 1}`));
                            const boxes = [
                              ...(e.target.form?.querySelectorAll<HTMLInputElement>('[data-result-number]') ?? []),
                            ];
                            boxes[boxes.indexOf(e.target) + 1]?.focus();
                          }
                        }}
                        style={{ width: `${digits + 2.5}ch` }}
                        className={`${inputClass} font-mono tabular ${tier === 'special' ? 'font-semibold text-bad' : ''}`}
                      />
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {unfilled.length > 0 ? (
          <InlineMessage tone="bad">{t('entry.unfilled', { count: unfilled.length })}</InlineMessage>
        ) : null}
        {propose.isError ? (
          <div role="alert" className="space-y-1 text-[13px] text-bad">
            <p>{errorMessage(propose.error)}</p>
            {issues.length > 0 ? (
              <ul className="list-disc pl-5">
                {issues.map((issue) => (
                  <li key={`${issue.code}-${issue.tier}-${issue.item}`}>{issueText(t, issue)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="primary" disabled={propose.isPending}>
            <Send aria-hidden className="size-3.5" />
            {t(second ? 'entry.submitSecond' : correction ? 'entry.submitCorrection' : 'entry.submit')}
          </Button>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          {propose.isSuccess ? <InlineMessage tone="ok">{t('entry.sent')}</InlineMessage> : null}
        </div>
      </form>
    </Panel>
  );
}
