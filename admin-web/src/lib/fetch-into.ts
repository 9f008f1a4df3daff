import { useReducer } from 'react';
import { httpClient } from '../providers/httpClient';

/**
 * Reads `url` into a state setter, for an effect: answers the effect's cleanup, so an answer
 * that arrives after the screen moved on is dropped. A failed read leaves the state as it was.
 */
export function fetchInto<T>(url: string, set: (value: T) => void): () => void {
  let live = true;
  httpClient(url).then(
    ({ json }) => live && set(json as T),
    () => undefined,
  );
  return () => {
    live = false;
  };
}

/** A counter to list in an effect's dependencies, and the function that reads again. */
export function useReload(): [number, () => void] {
  return useReducer((n: number) => n + 1, 0);
}
