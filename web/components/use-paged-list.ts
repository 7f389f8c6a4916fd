import { useCallback, useEffect, useRef, useState } from 'react';
import { getDomainError, type DomainErrorData } from '../trpc';

/**
 * Loads pages of a list on demand: page 1 when `key` changes, the next one on `loadMore`. Each page goes to `apply`
 * (the client state's append rule); answers to a request made before `key` changed are dropped.
 */
export function usePagedList<T>(key: string, fetchPage: (page: number) => Promise<T[]>, apply: (page: number, items: T[]) => void) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<DomainErrorData | null>(null);
  const generation = useRef(0);
  const load = useCallback(
    async (page: number) => {
      const mine = generation.current;
      setLoading(true);
      setError(null);
      try {
        const items = await fetchPage(page);
        if (mine === generation.current) apply(page, items);
      } catch (caught) {
        if (mine === generation.current) setError(getDomainError(caught));
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    // fetchPage and apply are new functions each render; the key names what they fetch.
    [key],
  );
  useEffect(() => {
    generation.current += 1;
    void load(1);
  }, [load]);
  return { loading, error, load };
}
