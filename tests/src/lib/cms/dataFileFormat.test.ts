import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  LIST_FIELD,
  parseDataFile,
  SOURCE_FIELD,
  topLevelComments,
  writeDataFile,
} from '../../../../src/lib/cms/dataFileFormat';

const dir = path.join('content', 'data');
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const commentLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('#'));

describe('data files as the CMS reads and writes them', () => {
  it('changes only the value that changed, keeping comments and layout', () => {
    const text = read('navbar.yaml');
    const data = parseDataFile(text) as { items: { text: { en: string } }[] };
    data.items[0]!.text.en = 'User guide';
    expect(writeDataFile(data)).toBe(
      text.replace('text: { en: Guide, zh: 指南 }', 'text: { en: User guide, zh: 指南 }'),
    );
  });

  it('keeps every comment of every file, nested ones included, and every value', () => {
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = read(file);
      const written = writeDataFile(parseDataFile(text));
      expect({ file, values: YAML.parse(written) }).toEqual({ file, values: YAML.parse(text) });
      expect({ file, comments: commentLines(written) }).toEqual({
        file,
        comments: commentLines(text),
      });
    }
  });

  it('keeps a list file a list, adding and removing entries', () => {
    const text = '# Moved pages\n- from: /a\n  to: /b\n- from: /c\n  to: /d\n';
    const data = parseDataFile(text);
    expect(data[LIST_FIELD]).toEqual([
      { from: '/a', to: '/b' },
      { from: '/c', to: '/d' },
    ]);
    const items = data[LIST_FIELD] as { from: string; to: string }[];
    expect(writeDataFile({ ...data, [LIST_FIELD]: [items[0], { from: '/e', to: '/f' }] })).toBe(
      '# Moved pages\n- from: /a\n  to: /b\n- from: /e\n  to: /f\n',
    );
    expect(topLevelComments(text)).toEqual({ [LIST_FIELD]: 'Moved pages' });
  });

  it('writes new values the way the files do: short language pairs on one line, dates quoted', () => {
    const written = writeDataFile(
      { releases: [{ version: 'v3.46.0', date: '2025-07-01', title: { en: 'New', zh: '新' } }] },
      ['releases'],
    );
    expect(written).toBe(
      "releases:\n  - version: v3.46.0\n    date: '2025-07-01'\n    title: { en: New, zh: 新 }\n",
    );
    expect(parseDataFile(written)).toMatchObject({ [SOURCE_FIELD]: written });
  });

  it('never folds a long line and reads top-level comments as written', () => {
    const long = 'word '.repeat(40).trim();
    expect(writeDataFile({ a: long })).toBe(`a: ${long}\n`);
    expect(topLevelComments('# One\n#  two\na: 1\n# Three\nb: 2\n')).toEqual({
      a: 'One\n two',
      b: 'Three',
    });
  });
});
