import { useState } from 'react';

type CallState<R> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: R; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * One call to the API that a form sends, and where it stands (the islands' one write hook, beside
 * lib/use-api-query.ts's read hook; docs/public-site.md, Data fetching). `send(body)` makes
 * the call and then runs the `onSuccess` or `onError` of the render it was sent from; the state
 * is the last call's.
 */
export function useCall<B, R>(
  call: (body: B) => Promise<R>,
  handlers: { onSuccess?: (data: R) => void; onError?: (error: unknown) => void } = {},
) {
  const [state, setState] = useState<CallState<R>>({ status: 'idle' });
  const send = (body: B) => {
    setState({ status: 'pending' });
    call(body).then(
      (data) => {
        setState({ status: 'success', data });
        handlers.onSuccess?.(data);
      },
      (error: unknown) => {
        setState({ status: 'error', error });
        handlers.onError?.(error);
      },
    );
  };
  return {
    ...state,
    send,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
