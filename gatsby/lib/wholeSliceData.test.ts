import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { wholeSliceData } from './wholeSliceData';

describe('wholeSliceData', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slice-data-'));
  const file = path.join(publicDir, 'slice-data', 'sidebar-en-guide.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });

  function request(url: string, method = 'GET') {
    const sent: { headers: Record<string, string>; body?: string } = { headers: {} };
    const res = {
      setHeader: (name: string, value: string) => (sent.headers[name] = value),
      end: (body: string) => (sent.body = body),
    } as unknown as ServerResponse;
    const next = jest.fn();
    const done = wholeSliceData(publicDir, { attempts: 20, waitMs: 5 })(
      { url, method } as IncomingMessage,
      res,
      next,
    );
    return { sent, next, done };
  }

  it('serves a whole slice file as JSON, uncached', async () => {
    fs.writeFileSync(file, '{"result":{"sliceContext":{"items":[]}}}');
    const { sent, next, done } = request('/slice-data/sidebar-en-guide.json?x=1');
    await done;
    expect(next).not.toHaveBeenCalled();
    expect(sent.body).toBe('{"result":{"sliceContext":{"items":[]}}}');
    expect(sent.headers['content-type']).toMatch(/^application\/json/);
    expect(sent.headers['cache-control']).toBe('no-cache');
  });

  it('waits while the file is empty or cut short, and serves it once it is whole', async () => {
    fs.writeFileSync(file, '');
    const { sent, done } = request('/slice-data/sidebar-en-guide.json');
    setTimeout(() => fs.writeFileSync(file, '{"result":{"slic'), 15);
    setTimeout(() => fs.writeFileSync(file, '{"result":{"sliceContext":{"items":[1]}}}'), 40);
    await done;
    expect(sent.body).toBe('{"result":{"sliceContext":{"items":[1]}}}');
  });

  it('hands on to the static files when the file never becomes whole, or does not exist', async () => {
    fs.writeFileSync(file, '{"cut');
    const cut = request('/slice-data/sidebar-en-guide.json');
    await cut.done;
    expect(cut.next).toHaveBeenCalledTimes(1);
    expect(cut.sent.body).toBeUndefined();
    const missing = request('/slice-data/no-such-slice.json');
    await missing.done;
    expect(missing.next).toHaveBeenCalledTimes(1);
  });

  it('leaves every other request alone, and never reads outside slice-data', async () => {
    for (const url of [
      '/page-data/guide/page-data.json',
      '/slice-data/../package.json',
      '/slice-data/a/b.json',
      '/guide/',
    ]) {
      const { next, sent, done } = request(url);
      await done;
      expect(next).toHaveBeenCalledTimes(1);
      expect(sent.body).toBeUndefined();
    }
    const post = request('/slice-data/sidebar-en-guide.json', 'POST');
    await post.done;
    expect(post.next).toHaveBeenCalledTimes(1);
  });
});
