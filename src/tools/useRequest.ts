/**
 * Runs a tool's calls: one at a time, a spinner meanwhile, every failure kept
 * as a RequestFailure for the page to explain, and nothing left running (or
 * setting state) after the reader leaves the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isRequestFailed,
  requestJson,
  type JsonRequest,
  type RequestFailure,
} from '../lib/tools/http';

export type Call = <T = Record<string, unknown>>(request: JsonRequest) => Promise<T>;

export function toFailure(error: unknown): RequestFailure {
  if (isRequestFailed(error)) return error.failure;
  // A bug in our own handling of an answer: say what it was rather than hang.
  return {
    kind: 'answer',
    host: '',
    error: 'unexpected',
    description: error instanceof Error ? error.message : String(error),
  };
}

export function useRequest() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  /**
   * Runs `task` with a `call` function bound to this page's lifetime. Resolves
   * with the task's result, or null when it failed (the failure is then set).
   */
  const run = useCallback(async <R>(task: (call: Call) => Promise<R>): Promise<R | null> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setBusy(true);
    setFailure(null);
    const call: Call = (request) => requestJson(request, { signal: own.signal });
    try {
      const result = await task(call);
      return own.signal.aborted ? null : result;
    } catch (error) {
      const reason = toFailure(error);
      if (mounted.current && reason.kind !== 'aborted') setFailure(reason);
      return null;
    } finally {
      if (mounted.current && controller.current === own) setBusy(false);
    }
  }, []);

  const clear = useCallback(() => setFailure(null), []);
  return { run, busy, failure, clear };
}
