/**
 * The claims record (content/data/claims/*.yaml) lists every behaviour claim
 * checked against AList's source. An entry must point at a page that exists
 * in both locales and at a heading id both locales carry, so a maintainer can
 * open the place and re-check it; the source must name a file of AList's tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { headingsOf } from '../utils/headingsOf';

interface Claim {
  page: string;
  anchor?: string;
  claim: string;
  source: string;
  result: string;
}

const ROOT = path.resolve(__dirname, '../..');
const CLAIMS = path.join(ROOT, 'content/data/claims');
const RESULTS = ['confirmed', 'corrected', 'hedged'];

const files = fs.existsSync(CLAIMS)
  ? fs.readdirSync(CLAIMS).filter((name) => name.endsWith('.yaml'))
  : [];

/** content/<locale>/<page>.mdx, or the folder's index.mdx. */
export function pageFile(locale: string, page: string): string | null {
  const candidates = [`${page}.mdx`, `${page}/index.mdx`].map((name) =>
    path.join(ROOT, 'content', locale, name),
  );
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

const idsCache = new Map<string, Set<string>>();
function headingIds(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    ids = new Set(headingsOf(fs.readFileSync(file, 'utf8')).map((heading) => heading.id));
    idsCache.set(file, ids);
  }
  return ids;
}

/** What is wrong with one entry, or an empty list. */
export function problemsOf(claim: Claim): string[] {
  const problems: string[] = [];
  for (const key of ['page', 'claim', 'source', 'result'] as const)
    if (typeof claim[key] !== 'string' || !claim[key].trim()) problems.push(`no ${key}`);
  if (problems.length) return problems;
  if (!RESULTS.includes(claim.result))
    problems.push(`result "${claim.result}" is not one of ${RESULTS.join(', ')}`);
  for (const locale of ['en', 'zh']) {
    const file = pageFile(locale, claim.page);
    if (!file) {
      problems.push(`page ${claim.page} does not exist in ${locale}`);
      continue;
    }
    if (claim.anchor !== undefined && !headingIds(file).has(claim.anchor))
      problems.push(`#${claim.anchor} is not a heading id of ${path.relative(ROOT, file)}`);
  }
  return problems;
}

const entries = files.flatMap((name) => {
  const list = (YAML.parse(fs.readFileSync(path.join(CLAIMS, name), 'utf8')) ?? []) as Claim[];
  return list.map((claim, index) => ({ where: `${name} #${index + 1}`, claim }));
});

describe('the claims record', () => {
  it('holds checked claims', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('points every entry at a page and heading that exist in both locales', () => {
    const problems = entries.flatMap(({ where, claim }) =>
      problemsOf(claim).map(
        (problem) => `${where} (${claim.page}#${claim.anchor ?? ''}): ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('names a source file of AList for every entry', () => {
    const bad = entries.filter(
      ({ claim }) =>
        !/^(drivers|server|internal|pkg|cmd|public)\/[\w./-]+\.go\b/.test(claim.source ?? ''),
    );
    expect(bad.map(({ where, claim }) => `${where}: ${claim.source}`)).toEqual([]);
  });

  it('finds a page that does not exist and an anchor that is not there', () => {
    expect(
      problemsOf({ page: 'guide/nowhere', claim: 'x', source: 'x.go', result: 'confirmed' }),
    ).toEqual([
      'page guide/nowhere does not exist in en',
      'page guide/nowhere does not exist in zh',
    ]);
    expect(
      problemsOf({
        page: 'guide/install',
        anchor: 'no-such-heading',
        claim: 'x',
        source: 'x.go',
        result: 'hedged',
      }),
    ).toHaveLength(2);
  });
});
