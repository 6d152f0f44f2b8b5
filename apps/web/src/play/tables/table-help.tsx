import { useTranslation } from 'react-i18next';
import { Sheet } from '../sheet';
import type { Spot, TableKind } from './layouts';

/** A table's rules and what each bet pays (the felt's own data, so the two cannot differ). */
export function TableHelp({ kind, spots, onClose }: { kind: TableKind; spots: Spot[]; onClose: () => void }) {
  const { t } = useTranslation('play');
  const seen = new Set<string>();
  const rows = spots.filter((s) => {
    const key = `${s.type}:${s.type === 'total' ? s.numbers?.[0] : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rules = t(`tables.rulesText.${kind}`, { returnObjects: true }) as string[];
  return (
    <Sheet title={t('tables.rulesTitle', { game: t(`tables.games.${kind}`) })} onClose={onClose}>
      <div className="space-y-4">
        <ul className="list-disc space-y-1 ps-5 text-ink-soft">
          {(Array.isArray(rules) ? rules : []).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <table className="w-full text-left">
          <caption className="pb-2 text-left font-semibold text-ink">{t('tables.payouts')}</caption>
          <thead>
            <tr className="text-ink-soft text-xs">
              <th scope="col">{t('tables.bet')}</th>
              <th scope="col" className="text-right">
                {t('tables.pays')}
              </th>
            </tr>
          </thead>
          <tbody className="tabular">
            {rows.map((s) => (
              <tr key={s.key} className="border-line/60 border-t">
                <td className="py-1.5">
                  {s.type === 'total' ? t(s.label, s.labelValues ?? {}) : t(`tables.helpBets.${s.type}`)}
                </td>
                <td className="text-right">{s.pays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Sheet>
  );
}
