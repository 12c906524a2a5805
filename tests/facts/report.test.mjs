/**
 * The change report between the two fixture trees, with the fixture pages of
 * tests/fixtures/facts-content (both locales).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../scripts/facts/cli.mjs';
import { extractFacts, mergeFacts } from '../../scripts/facts/extract.mjs';
import { buildReport } from '../../scripts/facts/report.mjs';

const CONTENT = 'tests/fixtures/facts-content';
const PAGES = [
  { slug: 'alpha', drivers: ['Alpha'] },
  { slug: 'gamma', drivers: ['Gamma'] },
];
const UNDOCUMENTED = { Lonely: 'not imported in drivers/all.go' };

let report;
beforeAll(async () => {
  const a = mergeFacts(await extractFacts('tests/fixtures/facts-tree-a'), {});
  const b = mergeFacts(await extractFacts('tests/fixtures/facts-tree-b'), a);
  report = buildReport(a, b, { contentDir: CONTENT, pages: PAGES, undocumented: UNDOCUMENTED });
});

const find = (section, kind, what) =>
  report.changes.find(
    (change) => change.section === section && change.kind === kind && change.what === what,
  );
const both = (rel) => ({ en: [`${CONTENT}/en/${rel}`], zh: [`${CONTENT}/zh/${rel}`] });

test('drivers added and removed; a new driver without a page is a page to write', () => {
  expect(find('Drivers', 'added', 'Delta')).toMatchObject({ how: 'to-write' });
  expect(find('Drivers', 'added', 'Delta').detail).toMatch(
    /^PAGE TO WRITE: content\/\{en,zh\}\/guide\/drivers\/delta\.mdx/,
  );
  expect(find('Drivers', 'removed', 'Gamma')).toMatchObject({
    pages: both('guide/drivers/gamma.mdx'),
  });
  expect(report.markdown).toContain('### Pages to write');
});

test('options added, removed and with a changed default, on the driver page', () => {
  expect(find('Driver options', 'added', 'Alpha: `retries`')).toMatchObject({
    pages: both('guide/drivers/alpha.mdx'),
    detail: 'number, default "3"',
  });
  expect(find('Driver options', 'removed', 'Alpha: `secret`')).toBeDefined();
  expect(find('Driver options', 'changed', 'Alpha: `mode`')).toMatchObject({
    detail: 'default "fast" → "safe"',
  });
});

test('an option whose json tag gains `,string` (115 Open in OpenList v4) is neither added nor removed', () => {
  expect(report.changes.filter((change) => change.what.includes('limit_rate'))).toEqual([]);
});

test('settings and config fields: the pages that mention them, or their neighbours', () => {
  expect(find('Settings', 'changed', '`page_size`')).toMatchObject({
    detail: 'default_value "30" → "50"',
    pages: both('config/site.mdx'),
    how: 'mention',
  });
  expect(find('Settings', 'added', '`footer`')).toMatchObject({
    pages: both('config/site.mdx'),
    how: 'neighbours',
  });
  expect(find('config.json', 'changed', '`max_connections`')).toMatchObject({
    detail: 'default 0 → 100',
    pages: both('config/configuration.mdx'),
  });
  expect(find('config.json', 'added', '`log_level`')).toMatchObject({
    pages: both('config/configuration.mdx'),
    how: 'neighbours',
  });
});

test('routes added and removed, CLI flag changed', () => {
  expect(find('Routes', 'removed', '`POST /api/fs/remove`')).toMatchObject({
    pages: both('guide/api/fs.mdx'),
    how: 'endpoint',
  });
  // No page documents it yet: the page of its API group (scripts/apiData.mjs) should.
  expect(find('Routes', 'added', '`POST /api/fs/rename`')).toMatchObject({
    pages: both('guide/api/fs.mdx'),
    how: 'group',
  });
  expect(find('CLI', 'changed', '`fakelist server --timeout`')).toMatchObject({
    detail: 'default 30 → 60',
    pages: both('guide/install/manual.mdx'),
  });
});

test('nothing else changed', () => {
  expect(report.changes).toHaveLength(12);
  expect(report.text.split('\n')[0]).toBe('facts report: 12 change(s)');
});

test('--report prints the changes and writes them as Markdown', async () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'facts-report-'));
  try {
    const facts = path.join(tmp, 'facts');
    const file = path.join(tmp, 'report.md');
    await main(['tests/fixtures/facts-tree-a', '--facts', facts], () => {});
    const out = [];
    await main(
      ['tests/fixtures/facts-tree-b', '--facts', facts, '--content', CONTENT, '--report', file],
      (line) => out.push(line),
    );
    expect(out.join('\n')).toContain('removed Gamma');
    const markdown = readFileSync(file, 'utf8');
    expect(markdown).toMatch(/^## AList facts: changes and pages to update/);
    expect(markdown).toContain('| removed | `POST /api/fs/remove` |');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
