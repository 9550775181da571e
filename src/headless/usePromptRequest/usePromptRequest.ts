import { useCallback, useEffect, useRef, useState } from 'react';

export interface UsePromptRequestResult<Value, Context> {
  /** True while a request waits for the user: render the prompt open. */
  open: boolean;
  /** What the latest request passed, for the prompt to show (e.g. the error of the last attempt). */
  context: Context | undefined;
  /**
   * Opens the prompt and resolves with what the user entered, or null if they dismissed it. Calls made
   * while one is waiting share it: several calls failing at once get one prompt, and one answer.
   */
  request: (context?: Context) => Promise<Value | null>;
  /** Answers the waiting request with the user's value and closes the prompt. */
  submit: (value: Value) => void;
  /** Answers the waiting request with null (dismissed) and closes the prompt. */
  cancel: () => void;
}

interface Pending<Value> {
  promise: Promise<Value | null>;
  resolve: (value: Value | null) => void;
}

/**
 * A prompt that code outside React can await: `await request()` opens it and resolves when the user
 * answers or dismisses it. This is how an API client's "I need the funding password" hook waits for
 * the modal (SH-FUNDPASS-02/03). A prompt unmounted while waiting answers null, so no caller hangs.
 */
export function usePromptRequest<Value, Context = void>(): UsePromptRequestResult<Value, Context> {
  const [state, setState] = useState<{ open: boolean; context: Context | undefined }>({
    open: false,
    context: undefined,
  });
  const pending = useRef<Pending<Value> | null>(null);

  const request = useCallback((context?: Context) => {
    setState({ open: true, context });
    if (pending.current) return pending.current.promise;
    let resolve: (value: Value | null) => void = () => undefined;
    const promise = new Promise<Value | null>((settle) => {
      resolve = settle;
    });
    pending.current = { promise, resolve };
    return promise;
  }, []);

  const settle = useCallback((value: Value | null) => {
    const waiting = pending.current;
    pending.current = null;
    setState((current) => ({ ...current, open: false }));
    waiting?.resolve(value);
  }, []);

  const submit = useCallback((value: Value) => settle(value), [settle]);
  const cancel = useCallback(() => settle(null), [settle]);

  useEffect(
    () => () => {
      pending.current?.resolve(null);
      pending.current = null;
    },
    [],
  );

  return { open: state.open, context: state.context, request, submit, cancel };
}
