/** Drives a scan-to-sign-in flow (lib/tools/qrFlow) against the chosen API server. */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { requestJson, type JsonRequest } from '../lib/tools/http';
import { QR_INITIAL, qrReducer, type QrState, type ScanCheck } from '../lib/tools/qrFlow';
import { useApiServer } from '../providers/ApiServerProvider';
import { toFailure } from './useRequest';

export type FlowCall = <T = Record<string, unknown>>(request: JsonRequest) => Promise<T>;

export interface QrProtocol<Q, T> {
  /** Asks for a new code; `api` is the chosen server's address at the moment of the call. */
  fetchCode(call: FlowCall, api: string): Promise<Q>;
  check(call: FlowCall, api: string, qr: Q): Promise<ScanCheck<T>>;
}

export function useQrFlow<Q, T>(protocol: QrProtocol<Q, T>) {
  const { server } = useApiServer();
  const [state, dispatch] = useReducer(
    qrReducer as (
      state: QrState<Q, T>,
      event: Parameters<typeof qrReducer<Q, T>>[1],
    ) => QrState<Q, T>,
    QR_INITIAL as QrState<Q, T>,
  );
  const controller = useRef<AbortController | null>(null);
  const apiRef = useRef(server.url);
  apiRef.current = server.url;

  useEffect(() => () => controller.current?.abort(), []);

  const callFor = () => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const call: FlowCall = (request) => requestJson(request, { signal: own.signal });
    return { call, signal: own.signal };
  };

  const start = useCallback(async () => {
    dispatch({ type: 'start' });
    const { call, signal } = callFor();
    try {
      const qr = await protocol.fetchCode(call, apiRef.current);
      if (!signal.aborted) dispatch({ type: 'codeReady', qr });
    } catch (error) {
      if (!signal.aborted) dispatch({ type: 'codeFailed', failure: toFailure(error) });
    }
  }, [protocol]);

  const check = useCallback(async () => {
    if (state.phase !== 'scan') return;
    const { qr } = state;
    dispatch({ type: 'check' });
    const { call, signal } = callFor();
    try {
      const result = await protocol.check(call, apiRef.current, qr);
      if (!signal.aborted) dispatch({ type: 'checked', check: result });
    } catch (error) {
      if (!signal.aborted) dispatch({ type: 'checkFailed', failure: toFailure(error) });
    }
  }, [protocol, state]);

  return { state, start, check, api: server.url };
}
