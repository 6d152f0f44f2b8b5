import { Skeleton } from './skeleton';

/** Placeholder rows while a list of records loads, announced as busy under the list's name. */
export function RecordLoading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be keyed by
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}
