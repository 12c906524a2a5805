import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countContentPages, multiplyContent, planCopies, retitle } from './scaleContent.mjs';

describe('planCopies', () => {
  it('makes whole copies until the target is reached or passed', () => {
    expect(planCopies(['a.mdx', 'b.mdx', 'c.mdx'], 10, 20)).toEqual([
      { copy: 1, file: 'a.mdx' },
      { copy: 1, file: 'b.mdx' },
      { copy: 1, file: 'c.mdx' },
      { copy: 2, file: 'a.mdx' },
      { copy: 2, file: 'b.mdx' },
      { copy: 2, file: 'c.mdx' },
    ]);
    expect(planCopies(['a.mdx', 'b.mdx'], 10, 14)).toHaveLength(2);
  });

  it('makes nothing when the site already has the pages asked for', () => {
    expect(planCopies(['a.mdx'], 10, 10)).toEqual([]);
  });

  it('makes nothing without source files', () => {
    expect(planCopies([], 0, 100)).toEqual([]);
  });
});

describe('retitle', () => {
  it('adds the copy number to plain and quoted titles', () => {
    expect(retitle('---\ntitle: Docker\norder: 3\n---\n# Docker', 4)).toBe(
      '---\ntitle: Docker (copy 4)\norder: 3\n---\n# Docker',
    );
    expect(retitle("---\ntitle: 'A: B'\n---\n", 2)).toBe("---\ntitle: 'A: B (copy 2)'\n---\n");
  });

  it('refuses a page without a title line', () => {
    expect(() => retitle('---\norder: 1\n---\n', 1)).toThrow(/no title/);
  });
});

describe('multiplyContent', () => {
  let root;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'scale-content-'));
    for (const locale of ['en', 'zh']) {
      mkdirSync(path.join(root, 'content', locale, 'guide', 'install'), { recursive: true });
      writeFileSync(
        path.join(root, 'content', locale, 'guide', 'index.mdx'),
        '---\ntitle: Guide\n---\n',
      );
      writeFileSync(
        path.join(root, 'content', locale, 'guide', 'install', 'docker.mdx'),
        `---\ntitle: Docker ${locale}\n---\n[next](./manual.html)\n`,
      );
    }
    mkdirSync(path.join(root, 'content', 'data'));
    writeFileSync(path.join(root, 'content', 'data', 'sidebars.yaml'), 'sections:\n  - /guide/\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes titled copies in both locales and a sidebar for each copy', () => {
    expect(countContentPages(root)).toBe(4);
    expect(multiplyContent(root, 10)).toBe(8);
    expect(countContentPages(root)).toBe(12);
    expect(
      readFileSync(path.join(root, 'content', 'zh', 'scale-1', 'install', 'docker.mdx'), 'utf8'),
    ).toBe('---\ntitle: Docker zh (copy 1)\n---\n[next](./manual.html)\n');
    expect(readFileSync(path.join(root, 'content', 'en', 'scale-2', 'index.mdx'), 'utf8')).toBe(
      '---\ntitle: Guide (copy 2)\n---\n',
    );
    expect(readFileSync(path.join(root, 'content', 'data', 'sidebars.yaml'), 'utf8')).toBe(
      'sections:\n  - /guide/\n  - /scale-1/\n  - /scale-2/\n',
    );
  });
});
