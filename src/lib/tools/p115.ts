/** The 115 QR sign-in that gives the token for the 115 driver's `qrcode_token` option. */
import { apiUrl, readPath, requireText } from './http';
import type { ScanCheck } from './qrFlow';

export interface Qr115 {
  uid: string;
  time: string;
  sign: string;
  /** The text the QR code carries. */
  qrcode: string;
}

export const qr115TokenUrl = (api: string) =>
  apiUrl(api, '/proxy/qrcodeapi.115.com/api/1.0/web/1.0/token');

export function parseQr115(body: unknown, url: string): Qr115 {
  return {
    uid: requireText(body, 'data.uid', url),
    time: requireText(body, 'data.time', url),
    sign: requireText(body, 'data.sign', url),
    qrcode: requireText(body, 'data.qrcode', url),
  };
}

export function qr115StatusUrl(api: string, qr: Qr115, nowSeconds: number): string {
  const query = new URLSearchParams({
    uid: qr.uid,
    time: qr.time,
    sign: qr.sign,
    _: String(nowSeconds),
  });
  return apiUrl(api, `/proxy/qrcodeapi.115.com/get/status/?${query.toString()}`);
}

/** 115's status codes: 0 waiting, 1 scanned, 2 confirmed, -1 expired, -2 cancelled. */
export const QR115_STATUS = { waiting: 0, scanned: 1, confirmed: 2, expired: -1, cancelled: -2 };

export function check115(body: unknown, qr: Qr115): ScanCheck<string> {
  const raw = readPath(body, 'data.status');
  const status = typeof raw === 'number' ? raw : Number(raw ?? NaN);
  if (status === QR115_STATUS.confirmed) return { result: 'done', value: qr.uid };
  if (status === QR115_STATUS.expired || status === QR115_STATUS.cancelled)
    return { result: 'expired', status: String(status) };
  return { result: 'waiting', status: Number.isNaN(status) ? 'unknown' : String(status) };
}
