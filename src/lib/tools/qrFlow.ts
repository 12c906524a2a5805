/**
 * The scan-to-sign-in flows (115, Aliyundrive, Aliyundrive Open) as one state
 * machine: get a code, show it, check whether the phone app confirmed it, and
 * end with a token, a retry, or a new code when the old one expired.
 */
import type { RequestFailure } from './http';

/** What a check of the code's status found. */
export type ScanCheck<T> =
  | { result: 'done'; value: T }
  | { result: 'waiting'; status: string }
  | { result: 'expired'; status: string };

export type QrState<Q, T> =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'scan'; qr: Q; status: string | null; failure: RequestFailure | null }
  | { phase: 'checking'; qr: Q }
  | { phase: 'expired'; status: string }
  | { phase: 'done'; value: T }
  | { phase: 'failed'; failure: RequestFailure };

export type QrEvent<Q, T> =
  | { type: 'start' }
  | { type: 'codeReady'; qr: Q }
  | { type: 'codeFailed'; failure: RequestFailure }
  | { type: 'check' }
  | { type: 'checked'; check: ScanCheck<T> }
  | { type: 'checkFailed'; failure: RequestFailure };

export const QR_INITIAL = { phase: 'idle' } as const;

export function qrReducer<Q, T>(state: QrState<Q, T>, event: QrEvent<Q, T>): QrState<Q, T> {
  switch (event.type) {
    case 'start':
      // A new code may be asked for at any time except while one is on its way.
      return state.phase === 'loading' || state.phase === 'checking' ? state : { phase: 'loading' };
    case 'codeReady':
      return state.phase === 'loading'
        ? { phase: 'scan', qr: event.qr, status: null, failure: null }
        : state;
    case 'codeFailed':
      return state.phase === 'loading' ? { phase: 'failed', failure: event.failure } : state;
    case 'check':
      return state.phase === 'scan' ? { phase: 'checking', qr: state.qr } : state;
    case 'checked': {
      if (state.phase !== 'checking') return state;
      const { check } = event;
      if (check.result === 'done') return { phase: 'done', value: check.value };
      if (check.result === 'expired') return { phase: 'expired', status: check.status };
      return { phase: 'scan', qr: state.qr, status: check.status, failure: null };
    }
    case 'checkFailed':
      // The code is still good: keep it on screen so the reader can check again.
      return state.phase === 'checking'
        ? { phase: 'scan', qr: state.qr, status: null, failure: event.failure }
        : state;
  }
}

/** The QR image the API server draws for a text (`<api>/qr/?size=400&text=…`). */
export function qrImageUrl(apiBase: string, text: string, size = 400): string {
  return `${apiBase.replace(/\/+$/, '')}/qr/?size=${size}&text=${encodeURIComponent(text)}`;
}
