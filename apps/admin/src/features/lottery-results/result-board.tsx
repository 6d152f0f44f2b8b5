import type { TVnResult } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { TIER_LABEL, TIER_SHAPES } from './result-tiers';

/**
 * A result laid out like the official ticket, read-only: what a confirming operator holds against the sheet.
 * With `against`, numbers that differ from that result are marked (a correction's changes, or where two
 * entries of one draw differ), named for screen readers by `mark`.
 */
export function ResultBoard({
  result,
  against,
  label,
  mark,
}: {
  result: TVnResult;
  against?: TVnResult | null;
  label: string;
  mark?: string;
}) {
  const { t } = useTranslation('lotteryResults');
  return (
    <table className="w-full border-collapse text-[13px]" aria-label={label}>
      <tbody>
        {TIER_SHAPES[result.region].map(({ tier }) => (
          <tr key={tier} className="border-b border-line last:border-b-0">
            <th scope="row" className="w-16 px-2 py-1 text-left text-xs font-semibold text-ink-soft">
              {TIER_LABEL[tier]}
            </th>
            <td className="px-2 py-1">
              <span className="flex flex-wrap gap-x-3 gap-y-1 font-mono tabular">
                {(result.prizes[tier] ?? []).map((n, i) => {
                  const changed = against ? against.prizes[tier]?.[i] !== n : false;
                  return (
                    <span
                      // biome-ignore lint/suspicious/noArrayIndexKey: a tier's numbers are positions on the ticket.
                      key={i}
                      className={`${tier === 'special' ? 'font-semibold text-bad' : ''} ${changed ? 'rounded bg-warn-soft px-1 text-warn' : ''}`}
                    >
                      {n}
                      {changed ? <span className="sr-only"> ({mark ?? t('board.changed')})</span> : null}
                    </span>
                  );
                })}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
