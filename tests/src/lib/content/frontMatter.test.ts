import {
  bodyKeepingLines,
  FrontMatterError,
  readFrontMatter,
} from '../../../../src/lib/content/frontMatter.mjs';

describe('readFrontMatter', () => {
  it('reads a YAML block as data, without turning dates into objects', () => {
    expect(readFrontMatter('---\ntitle: A\ndate: 2024-01-02\n---\n\nBody\n')).toEqual({
      data: { title: 'A', date: '2024-01-02' },
      block: '---\ntitle: A\ndate: 2024-01-02\n---\n',
      body: '\nBody\n',
      bodyLine: 5,
    });
    expect(readFrontMatter('---yaml\ntitle: A\n---\nB').data).toEqual({ title: 'A' });
    expect(readFrontMatter('No front matter').data).toEqual({});
  });

  it.each(['js', 'javascript', 'JS', ' coffee', 'json', 'toml'])(
    'refuses a block in %j without reading it, naming the first line',
    (language) => {
      const read = () => readFrontMatter(`---${language}\n{ title: x() }\n---\nBody`);
      expect(read).toThrow(FrontMatterError);
      expect(read).toThrow(/is not read: front matter is YAML/);
      try {
        read();
      } catch (error) {
        expect(error).toMatchObject({ kind: 'refused', line: 1, body: 'Body', bodyLine: 4 });
      }
    },
  );

  it('reports malformed YAML with the line of the file, and keeps the body', () => {
    expect(() => readFrontMatter('---\ntitle: x\nlist: [\n---\nBody')).toThrow(
      expect.objectContaining({ kind: 'malformed', line: 3, body: 'Body' }),
    );
    expect(() => readFrontMatter('---\n- a\n---\n')).toThrow(/must be a mapping/);
    expect(() => readFrontMatter('---\na: 1\na: 2\n---\n')).toThrow(/unique/);
  });

  it('blanks the block, keeping line numbers', () => {
    expect(bodyKeepingLines('---js\nx\n---\nBody')).toBe('\n\n\nBody');
    expect(bodyKeepingLines('Body')).toBe('Body');
  });
});
