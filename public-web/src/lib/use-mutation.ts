import { useState } from 'react';

/** What a form's call lets its caller add: what to do once it answered, or failed. */
export interface MutationConfig<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call an island makes when the visitor sends a form (docs/public-site.md, Islands): `mutate`
 * runs it, and the state says whether it is under way, failed (with its error) or has not run
 * since. The browser's islands carry no data library: the server read the page's data.
 */
export function useMutation<Body, Result>(call: (body: Body) => Promise<Result>, { onSuccess, onError }: MutationConfig<Result> = {}) {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'success' | 'error'; error?: unknown }>({ status: 'idle' });
  const mutate = (body: Body) => {
    setState({ status: 'pending' });
    call(body).then(
      (result) => {
        setState({ status: 'success' });
        onSuccess?.(result);
      },
      (error: unknown) => {
        setState({ status: 'error', error });
        onError?.(error);
      },
    );
  };
  return {
    mutate,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.status === 'error' ? state.error : null,
    reset: () => setState({ status: 'idle' }),
  };
}
