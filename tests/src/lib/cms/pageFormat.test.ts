import fs from 'node:fs';
import path from 'node:path';
import { arrangeKeys, KEY_ORDER, parsePage, writePage } from '../../../../src/lib/cms/pageFormat';

/** The form's order (gatsby/lib/cms/frontmatterFields.ts puts the fields in this order). */
const FORM_ORDER = [
  'title',
  'shortTitle',
  'icon',
  'order',
  'headerDepth',
  'toc',
  'dataFiles',
  'body',
];

describe('pages as the CMS reads and writes them', () => {
  it('reads front matter and body', () => {
    const page = parsePage('---\ntitle: Docker\norder: 3\ntag: [docker]\n---\n\nText.\n');
    expect(page).toEqual({
      title: 'Docker',
      order: 3,
      tag: ['docker'],
      body: 'Text.\n',
      [KEY_ORDER]: ['title', 'order', 'tag'],
    });
    expect(parsePage('---\ntitle: Empty\n---\n')).toEqual({
      title: 'Empty',
      [KEY_ORDER]: ['title'],
    });
    expect(parsePage('No front matter.')).toEqual({ body: 'No front matter.' });
  });

  it('calls the data files field dataFiles in the CMS and data in the file', () => {
    const page = parsePage('---\ntitle: FTP\ndata: [drivers/ftp]\n---\n');
    expect(page).toMatchObject({ dataFiles: ['drivers/ftp'], [KEY_ORDER]: ['title', 'dataFiles'] });
    expect(page).not.toHaveProperty('data');
    expect(writePage(page)).toBe('---\ntitle: FTP\ndata: [drivers/ftp]\n---\n');
  });

  it('keeps the file’s key order and puts new keys where the form has them', () => {
    const form = ['title', 'icon', 'order', 'toc', 'tag'];
    expect(arrangeKeys(['icon', 'title', 'order'], ['title', 'order', 'icon'], form)).toEqual([
      'title',
      'order',
      'icon',
    ]);
    expect(arrangeKeys(['title', 'order', 'toc', 'icon'], ['title', 'order'], form)).toEqual([
      'title',
      'icon',
      'order',
      'toc',
    ]);
    expect(arrangeKeys(['extra', 'tag', 'title'], [], form)).toEqual(['title', 'tag', 'extra']);
    const edited = { ...parsePage('---\ntitle: A\norder: 2\nicon: docker\n---\n'), toc: false };
    expect(writePage(edited, form)).toBe(
      '---\ntitle: A\norder: 2\nicon: docker\ntoc: false\n---\n',
    );
  });

  it('writes the fields in the form’s order, short lists on one line', () => {
    const text = writePage(
      {
        body: ':::tip\nHi\n:::',
        tag: ['docker', 'install'],
        order: 3,
        title: 'Docker: the image',
        excerpt: 'Run it',
      },
      ['title', 'order', 'tag', 'excerpt', 'body'],
    );
    expect(text).toBe(
      [
        '---',
        'title: "Docker: the image"',
        'order: 3',
        'tag: [docker, install]',
        'excerpt: "Run it"',
        '---',
        '',
        ':::tip',
        'Hi',
        ':::',
        '',
      ].join('\n'),
    );
  });

  it('leaves out what the editor left empty instead of writing null', () => {
    const text = writePage(
      { title: 'A', toc: undefined, prev: null, tag: [], shortTitle: '', next: false },
      ['title'],
    );
    expect(text).toBe('---\ntitle: A\nnext: false\n---\n');
  });

  it('quotes what a YAML 1.1 reader would take for a date or a boolean', () => {
    expect(writePage({ title: 'yes', date: '2024-05-01' })).toBe(
      '---\ntitle: "yes"\ndate: "2024-05-01"\n---\n',
    );
  });

  it('writes every page of the content back byte for byte', () => {
    const differences: string[] = [];
    let pages = 0;
    for (const locale of ['en', 'zh']) {
      const tree = path.join('content', locale);
      for (const file of fs.readdirSync(tree, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.mdx')) continue;
        pages += 1;
        const text = fs.readFileSync(path.join(tree, file), 'utf8');
        const page = parsePage(text);
        if (writePage(page, FORM_ORDER) !== text) differences.push(`${locale}/${file}`);
      }
    }
    expect(differences).toEqual([]);
    expect(pages).toBeGreaterThan(200);
  });
});
