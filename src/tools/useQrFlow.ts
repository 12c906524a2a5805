/** Drives a scan-to-sign-in flow (lib/tools/qrFlow) against the chosen API server. */
import { useEffect, useReducer, useRef } from 'react';
import { requestJson } from '../lib/tools/http';
import { QR_INITIAL, qrReducer, type QrEvent, type ScanCheck } from '../lib/tools/qrFlow';
import { useApiServer } from '../providers/ApiServerProvider';
import { toFailure, type Call } from './useRequest';

export interface QrProtocol<Q, T> {
  /** Asks for a new code; `api` is the chosen server's address at the moment of the call. */
  fetchCode(call: Call, api: string): Promise<Q>;
  check(call: Call, api: string, qr: Q): Promise<ScanCheck<T>>;
}

export function useQrFlow<Q, T>(protocol: QrProtocol<Q, T>) {
  const { server } = useApiServer();
  const [state, dispatch] = useReducer(qrReducer<Q, T>, QR_INITIAL);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** One step's request; its answer is dropped once a newer request replaced it or the page went. */
  const send = async <R>(
    task: (call: Call) => Promise<R>,
    answered: (result: R) => QrEvent<Q, T>,
    failed: 'codeFailed' | 'checkFailed',
  ) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    try {
      const result = await task((request) => requestJson(request, { signal: own.signal }));
      if (!own.signal.aborted) dispatch(answered(result));
    } catch (error) {
      if (!own.signal.aborted) dispatch({ type: failed, failure: toFailure(error) });
    }
  };

  const start = () => {
    dispatch({ type: 'start' });
    return send(
      (call) => protocol.fetchCode(call, server.url),
      (qr) => ({ type: 'codeReady', qr }),
      'codeFailed',
    );
  };

  const check = async () => {
    if (state.phase !== 'scan') return;
    const { qr } = state;
    dispatch({ type: 'check' });
    await send(
      (call) => protocol.check(call, server.url, qr),
      (result) => ({ type: 'checked', check: result }),
      'checkFailed',
    );
  };

  return { state, start, check };
}
