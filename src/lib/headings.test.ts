import {
  buildTocTree,
  firstTitleHeading,
  headingPlainText,
  scanHeadings,
  splitExplicitId,
  slugify,
  Slugger,
} from './headings';

describe('slugs', () => {
  it('makes github-style slugs and keeps CJK', () => {
    expect(slugify('Use Docker Compose')).toBe('use-docker-compose');
    expect(slugify('What is `alist`?')).toBe('what-is-alist');
    expect(slugify('使用 Docker 安装')).toBe('使用-docker-安装');
    expect(slugify('v3.25.0: new password')).toBe('v3250-new-password');
  });

  it('numbers repeated slugs', () => {
    const slugger = new Slugger();
    expect(slugger.slug('Options')).toBe('options');
    expect(slugger.slug('Options')).toBe('options-1');
    expect(slugger.slug('Options')).toBe('options-2');
    expect(slugger.slug('Options 1')).toBe('options-1-1');
  });
});

describe('scanHeadings', () => {
  const source = [
    '# Title',
    '',
    'Intro',
    '',
    '## Install with **Docker**',
    '',
    '```bash',
    '# not a heading',
    '```',
    '',
    '### Run [the image](/x) `latest`',
    '',
    '  ## Inside a tab',
    '',
    '~~~',
    '## fenced too',
    '~~~',
    '## Options',
    '## Options',
  ].join('\n');

  it('finds ATX headings outside code and strips inline markup', () => {
    expect(scanHeadings(source).map(({ depth, text, id }) => [depth, text, id])).toEqual([
      [1, 'Title', 'title'],
      [2, 'Install with Docker', 'install-with-docker'],
      [3, 'Run the image latest', 'run-the-image-latest'],
      [2, 'Inside a tab', 'inside-a-tab'],
      [2, 'Options', 'options'],
      [2, 'Options', 'options-1'],
    ]);
  });

  it('records lines so the remark plugin can match headings', () => {
    expect(scanHeadings(source)[1]?.line).toBe(5);
  });

  it('finds the title heading', () => {
    expect(firstTitleHeading(scanHeadings(source))?.text).toBe('Title');
    expect(firstTitleHeading(scanHeadings('## Only h2'))).toBeUndefined();
  });

  it('reads JSX-free text from headings', () => {
    expect(headingPlainText('Token <Badge text="new" /> {props.x}')).toBe('Token');
    expect(headingPlainText('Closing hashes ##')).toBe('Closing hashes');
  });
});

describe('buildTocTree', () => {
  const headings = scanHeadings(['# T', '## A', '### A1', '#### A1x', '## B', '### B1'].join('\n'));

  it('nests h2 and h3 at the default depth of 2', () => {
    const tree = buildTocTree(headings, 2);
    expect(tree.map((item) => item.text)).toEqual(['A', 'B']);
    expect(tree[0]!.children.map((item) => item.text)).toEqual(['A1']);
    expect(tree[0]!.children[0]!.children).toEqual([]);
  });

  it('goes deeper with a larger headerDepth and flatter with 1', () => {
    expect(buildTocTree(headings, 3)[0]!.children[0]!.children.map((item) => item.text)).toEqual([
      'A1x',
    ]);
    expect(buildTocTree(headings, 1).every((item) => item.children.length === 0)).toBe(true);
  });
});

describe('explicit heading ids', () => {
  it('takes a trailing [#id] as the anchor and leaves it out of the text', () => {
    const source =
      '## List a folder [#post-api-fs-list]\n\n## List a folder\n\n## post-api-fs-list';
    expect(scanHeadings(source).map(({ text, id }) => [text, id])).toEqual([
      ['List a folder', 'post-api-fs-list'],
      ['List a folder', 'list-a-folder'],
      ['post-api-fs-list', 'post-api-fs-list-1'],
    ]);
  });

  it('keeps the same anchor whatever the wording, so locales share it', () => {
    expect(scanHeadings('### 列出目录 [#post-api-fs-list]')[0]).toMatchObject({
      text: '列出目录',
      id: 'post-api-fs-list',
    });
  });

  it('ignores brackets that are not at the end of the heading', () => {
    expect(splitExplicitId('Use [#tag] links')).toEqual({ text: 'Use [#tag] links', id: null });
  });
});
