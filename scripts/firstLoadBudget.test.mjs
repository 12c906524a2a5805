import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  BUDGETS,
  copyName,
  isCounted,
  nginxGzip,
  NGINX_SITE_CONF,
  pageFolder,
  RECORD_DIR,
  RECORD_FILE,
  readRecord,
  servedBody,
  sitePath,
  sizeLimitChecks,
} from './firstLoadBudget.mjs';

describe('the bytes nginx sends', () => {
  const gzip = nginxGzip(fs.readFileSync(NGINX_SITE_CONF, 'utf8'));

  it('follow deploy/nginx/site.conf: gzip level 6 from 256 bytes on', () => {
    expect(gzip).toEqual({ level: 6, minLength: 256 });
  });

  it('are refused when the configuration sets no level', () => {
    expect(() => nginxGzip('gzip on;\ngzip_min_length 256;\n')).toThrow(/gzip_comp_level/);
  });

  it('are the file itself below the minimum, gzip at the configured level from it on', () => {
    const small = Buffer.from('x'.repeat(255));
    expect(servedBody(small, gzip)).toBe(small);
    const text = Buffer.from(
      'const answer = 42;\n'.repeat(400) + randomBytes(2000).toString('hex'),
    );
    const sent = servedBody(text, gzip);
    expect(gunzipSync(sent).equals(text)).toBe(true);
    expect(sent.length).toBe(gzipSync(text, { level: 6 }).length);
    expect(servedBody(text, { level: 1, minLength: 256 }).length).not.toBe(sent.length);
  });
});

describe('what the recording counts', () => {
  it('counts scripts and stylesheets only', () => {
    expect(['script', 'stylesheet'].every(isCounted)).toBe(true);
    expect(['fetch', 'image', 'font', 'document', 'xhr'].some(isCounted)).toBe(false);
  });

  it('maps a request to the site file it fetched, and nothing of another origin', () => {
    const origin = 'http://127.0.0.1:9000';
    expect(sitePath(`${origin}/app-1.js?v=2#x`, origin)).toBe('/app-1.js');
    expect(sitePath(`${origin}/a%20b/c.css`, origin)).toBe('/a b/c.css');
    expect(sitePath('https://cdn.example/app-1.js', origin)).toBeNull();
    expect(() => sitePath(`${origin}/a/..%2F..%2Fetc/passwd`, origin)).toThrow(/refused/);
  });

  it('names folders and copies in characters a glob reads as themselves', () => {
    expect(pageFolder('/zh/guide/drivers/aliyundrive.html')).toBe(
      'zh-guide-drivers-aliyundrive.html',
    );
    expect(pageFolder('/')).toBe('index');
    expect(copyName(7, '/static/a [b]*.js')).toBe('007-a__b__.js');
  });
});

describe('the checks size-limit gets', () => {
  const record = {
    pages: {
      '/a.html': { files: [{ path: '/x.js', copy: 'a.html/000-x.js' }] },
      '/b.html': { files: [{ path: '/y.css', copy: 'b.html/000-y.css' }] },
    },
  };

  it('give each page its budget in bytes, over its copies, counted as they are', () => {
    const checks = sizeLimitChecks(record, { '/a.html': 100, '/b.html': 0.5 }, 'rec');
    expect(checks.map(({ path: files, limit, brotli }) => ({ files, limit, brotli }))).toEqual([
      { files: ['rec/a.html/000-x.js'], limit: '102400 B', brotli: false },
      { files: ['rec/b.html/000-y.css'], limit: '512 B', brotli: false },
    ]);
    expect(checks[0].name).toContain('/a.html');
    expect(checks[0].message).toMatch(/\/a\.html is over its budget of 100\.0 KiB \(102400 B/);
  });

  it('refuse a page the record lacks or saw fetch nothing, rather than pass it', () => {
    expect(() => sizeLimitChecks(record, { '/c.html': 1 }, 'rec')).toThrow(/\/c\.html: no scripts/);
    expect(() =>
      sizeLimitChecks({ pages: { '/a.html': { files: [] } } }, { '/a.html': 1 }, 'rec'),
    ).toThrow(/\/a\.html: no scripts/);
  });

  it('say how to make the record when there is none', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    try {
      expect(() => readRecord(empty)).toThrow(/run node scripts\/firstLoad\.mjs/);
    } finally {
      fs.rmSync(empty, { recursive: true });
    }
  });
});

describe('npm run size over a record', () => {
  let root;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A record whose first budgeted page sends `firstBytes`, the others 1 KiB each. */
  function writeRecord(firstBytes) {
    const dir = path.join(root, RECORD_DIR);
    const pages = {};
    Object.keys(BUDGETS).forEach((page, index) => {
      const copy = `${pageFolder(page)}/${copyName(0, '/app.js')}`;
      fs.mkdirSync(path.join(dir, pageFolder(page)), { recursive: true });
      fs.writeFileSync(path.join(dir, copy), randomBytes(index === 0 ? firstBytes : 1024));
      pages[page] = { files: [{ path: '/app.js', copy }] };
    });
    fs.writeFileSync(path.join(dir, RECORD_FILE), JSON.stringify({ pages }));
  }

  const sizeLimit = () =>
    spawnSync(process.execPath, [path.resolve('node_modules/size-limit/bin.js')], {
      encoding: 'utf8',
      env: { ...process.env, FIRST_LOAD_ROOT: root, NO_COLOR: '1', FORCE_COLOR: '0' },
    });

  it('fails, naming the page, its budget and where to look, when a page is one byte over', () => {
    const [page, budget] = Object.entries(BUDGETS)[0];
    writeRecord(Math.round(budget * 1024) + 1);
    const run = sizeLimit();
    const output = run.stdout + run.stderr;
    expect(run.status).toBe(1);
    expect(output).toContain(`The first load of ${page} is over its budget`);
    expect(output).toContain('first-load.json');
  });

  it('passes when every page is within its budget', () => {
    const [, budget] = Object.entries(BUDGETS)[0];
    writeRecord(Math.round(budget * 1024));
    const run = sizeLimit();
    expect(run.stdout + run.stderr).not.toContain('over its budget');
    expect(run.status).toBe(0);
  });
});
