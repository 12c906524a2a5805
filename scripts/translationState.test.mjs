import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { englishState, sectionsOf, textDigest, translationStatus } from './translationState.mjs';

const PAGE = `---
title: Docker
---

Run AList in a container.

## Volumes [#volumes]

Mount \`/opt/alist/data\`.

\`\`\`bash
## not a heading inside code
docker run ...
\`\`\`

## Ports

5244 is the web port.
`;

describe('sections of a page', () => {
  it('are cut at headings outside code, named by [#id] or by their text', () => {
    expect(sectionsOf(PAGE).map((section) => section.key)).toEqual(['', 'volumes', 'Ports']);
  });

  it('have digests that ignore trailing spaces and extra blank lines, not words', () => {
    expect(textDigest('a  \n\n\n\nb')).toBe(textDigest('a\n\nb'));
    expect(textDigest('a\n\nb')).not.toBe(textDigest('a\n\nc'));
  });
});

describe('translationStatus', () => {
  const marked = englishState(PAGE);

  it('is current while the English is as it was marked, front matter aside', () => {
    expect(
      translationStatus(marked, englishState(PAGE.replace('title: Docker', 'title: D'))),
    ).toMatchObject({
      status: 'current',
    });
  });

  it('names the sections that changed, appeared and went', () => {
    const edited = PAGE.replace(
      '5244 is the web port.',
      '5244 is the web and WebDAV port.',
    ).replace('## Volumes [#volumes]', '## Storage [#storage]');
    expect(translationStatus(marked, englishState(edited))).toEqual({
      status: 'behind',
      changed: ['Ports'],
      added: ['storage'],
      removed: ['volumes'],
    });
  });

  it('calls a page never marked unmarked, not behind', () => {
    expect(translationStatus(undefined, marked).status).toBe('unmarked');
  });
});

describe('npm run i18n:status and i18n:mark', () => {
  const run = (root, ...args) =>
    spawnSync(process.execPath, [path.resolve('scripts/i18n.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
    });

  it('mark a page, then list it with its changed section once the English moves on, exiting 0', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-'));
    fs.mkdirSync(path.join(root, 'content', 'en', 'guide'), { recursive: true });
    fs.mkdirSync(path.join(root, 'content', 'data'), { recursive: true });
    const page = path.join(root, 'content', 'en', 'guide', 'docker.mdx');
    fs.writeFileSync(page, PAGE);
    expect(run(root, 'mark', 'guide/docker').status).toBe(0);
    expect(run(root, 'status').stdout).toContain('1 of 1 Chinese pages follow today');
    fs.writeFileSync(page, PAGE.replace('Mount', 'Bind-mount'));
    const status = run(root, 'status');
    expect(status.status).toBe(0);
    expect(status.stdout).toMatch(/behind\s+zh\/guide\/docker\.mdx\n\s+changed: volumes/);
    expect(run(root, 'mark', 'guide/nothing').status).toBe(2);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
