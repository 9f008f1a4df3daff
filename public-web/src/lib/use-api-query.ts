import { useEffect, useRef, useState } from 'react';
import { apiRequest } from './api';

/** An API query's answer: its data, or that it failed. */
type Answer<T> = { data: T } | { error: true };

/**
 * The browser's query hook (docs/public-site.md, Data fetching): a GET of `url` from an island,
 * each address queried once (never stale): `first` is the query the server made for the
 * page, given as it answered (null: it failed). While a new address is read, the last data shown stays shown (keepPreviousData).
 */
export function useApiQuery<T>(url: string, first: { url: string; data: T | null }) {
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer<T>>>(
    () => new Map([[first.url, first.data === null ? { error: true } : { data: first.data }]]),
  );
  const answer = answers.get(url);
  const [kept, setKept] = useState<T | null>(first.data);
  if (answer && 'data' in answer && answer.data !== kept) setKept(answer.data);
  // The addresses asked for (or answered) so far: each is asked once; a failed one again when shown anew.
  const asked = useRef(new Set([first.url]));
  useEffect(() => {
    if (asked.current.has(url)) return;
    asked.current.add(url);
    apiRequest<T>('GET', url).then(
      (data) => setAnswers((all) => new Map(all).set(url, { data })),
      () => {
        asked.current.delete(url);
        setAnswers((all) => new Map(all).set(url, { error: true }));
      },
    );
  }, [url]);
  if (answer)
    return 'data' in answer
      ? { data: answer.data, isError: false, isPending: false }
      : { data: undefined, isError: true, isPending: false };
  return { data: kept ?? undefined, isError: false, isPending: kept === null };
}
