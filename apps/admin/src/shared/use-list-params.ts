import { useSearchParams } from 'react-router';

/**
 * A list page's filters, page and open row kept in the address, so a filtered list can be shared and the
 * back button walks back through the filters. `update` sets or clears (null or '') several at once; opening
 * or closing the row named `rowParam` replaces the entry instead of adding one.
 */
export function useListParams(rowParam?: string) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: rowParam !== undefined && rowParam in change });
  };
  return { params, page, update };
}
