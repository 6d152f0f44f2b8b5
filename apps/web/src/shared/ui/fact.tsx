/** One labelled figure of a card's facts (a term and its value inside a `<dl>`). */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-ink-soft text-xs">{label}</dt>
      <dd className="font-semibold text-ink text-sm tabular-nums">{value}</dd>
    </div>
  );
}
