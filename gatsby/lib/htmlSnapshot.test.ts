import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { htmlFilesSince, saveHtmlSnapshot } from './htmlSnapshot';

describe('htmlFilesSince', () => {
  let dir: string;
  let publicDir: string;
  let snapshot: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  };
  // An old time on every file, so one written again differs even within the same millisecond.
  const age = (file: string) => fs.utimesSync(path.join(publicDir, file), 1000, 1000);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-snapshot-'));
    publicDir = path.join(dir, 'public');
    snapshot = path.join(dir, 'cache', 'html-snapshot.json');
    write('a.html', '<p>a</p>');
    write('zh/guide/b.html', '<p>b</p>');
    write('page-data/a/page-data.json', '{}');
    ['a.html', 'zh/guide/b.html'].forEach(age);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('counts every HTML file as written when there is no snapshot', () => {
    const files = htmlFilesSince(publicDir, snapshot);
    expect([...files.all].sort()).toEqual(['a.html', 'zh/guide/b.html']);
    expect([...files.written].sort()).toEqual(['a.html', 'zh/guide/b.html']);
    expect(htmlFilesSince(publicDir, null).written.size).toBe(2);
  });

  it('after a snapshot, names only the files written again or added', () => {
    saveHtmlSnapshot(publicDir, snapshot);
    expect(htmlFilesSince(publicDir, snapshot).written.size).toBe(0);
    write('zh/guide/b.html', '<p>B</p>');
    write('c.html', '<p>c</p>');
    const files = htmlFilesSince(publicDir, snapshot);
    expect([...files.written].sort()).toEqual(['c.html', 'zh/guide/b.html']);
    expect(files.all.has('a.html')).toBe(true);
  });

  it('sees a file of the same size written again, and treats a broken snapshot as none', () => {
    saveHtmlSnapshot(publicDir, snapshot);
    write('a.html', '<p>A</p>');
    expect([...htmlFilesSince(publicDir, snapshot).written]).toEqual(['a.html']);
    fs.writeFileSync(snapshot, '{"a.html":');
    expect(htmlFilesSince(publicDir, snapshot).written.size).toBe(2);
  });
});
