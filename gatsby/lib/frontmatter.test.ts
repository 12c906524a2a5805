import {
  frontmatterProblems,
  mergeTerms,
  normaliseAuthor,
  normalisePageLink,
  normaliseTerms,
  PLAIN_FIELDS,
  plainValue,
} from './frontmatter';

describe('author', () => {
  it('accepts a string, a list, an object with a name, or false', () => {
    expect(normaliseAuthor('Ann').value).toEqual([{ name: 'Ann' }]);
    expect(normaliseAuthor(['Ann', { name: 'Bo', url: 'https://bo.example' }]).value).toEqual([
      { name: 'Ann' },
      { name: 'Bo', url: 'https://bo.example' },
    ]);
    expect(normaliseAuthor({ name: 'Cy', email: 'cy@example.com' }).value).toEqual([
      { name: 'Cy', email: 'cy@example.com' },
    ]);
    expect(normaliseAuthor(false).value).toEqual([]);
    expect(normaliseAuthor(undefined).value).toBeNull();
  });

  it('reports shapes it cannot use', () => {
    expect(normaliseAuthor({ url: 'x' }).problems[0]).toMatch(/needs a name/);
    expect(normaliseAuthor(42)).toEqual({
      value: null,
      problems: [expect.stringMatching(/got 42/)],
    });
    expect(normaliseAuthor(['Ann', 7]).value).toEqual([{ name: 'Ann' }]);
    expect(normaliseAuthor(['Ann', 7]).problems).toHaveLength(1);
  });
});

describe('category and tag', () => {
  it('accept a string or a list of strings', () => {
    expect(normaliseTerms('tag', 'Guide').value).toEqual(['Guide']);
    expect(normaliseTerms('tag', ['Guide', ' Storage ']).value).toEqual(['Guide', 'Storage']);
  });

  it('ignore anything else and say so, naming the field and value', () => {
    expect(normaliseTerms('category', 3)).toEqual({
      value: [],
      problems: ['category: expected a string or a list of strings, got 3; the value is ignored'],
    });
    expect(normaliseTerms('tag', ['ok', { no: 1 }]).value).toEqual([]);
  });

  it('merge the singular and plural spellings', () => {
    expect(mergeTerms('tag', 'A', 'tags', ['B', 'A']).value).toEqual(['A', 'B']);
  });
});

describe('prev and next', () => {
  it('can be disabled, a link, or a link with text', () => {
    expect(normalisePageLink('prev', false).value).toEqual({ disabled: true });
    expect(normalisePageLink('prev', '/guide/').value).toEqual({
      disabled: false,
      link: '/guide/',
    });
    expect(normalisePageLink('next', { text: 'On', link: './b.mdx' }).value).toEqual({
      disabled: false,
      link: './b.mdx',
      text: 'On',
    });
    expect(normalisePageLink('next', undefined).value).toBeNull();
    expect(normalisePageLink('next', 5).problems).toHaveLength(1);
  });
});

it('collects every problem of a front matter', () => {
  expect(
    frontmatterProblems({ title: 'x', tag: 1, category: { a: 1 }, author: 2, next: [] }),
  ).toHaveLength(4);
  expect(frontmatterProblems({ title: 'x', tag: ['a'] })).toEqual([]);
});

describe('plain fields', () => {
  it('keep a value of the declared type', () => {
    expect(plainValue('order', 3)).toBe(3);
    expect(plainValue('toc', false)).toBe(false);
    expect(plainValue('titles', ['a', 'b'])).toEqual(['a', 'b']);
    expect(plainValue('date', '2024-05-01')).toBe('2024-05-01');
  });

  it('drop a value of another type', () => {
    expect(plainValue('order', 'first')).toBeNull();
    expect(plainValue('order', 1.5)).toBeNull();
    expect(plainValue('headerDepth', 'deep')).toBeNull();
    expect(plainValue('toc', 'yes')).toBeNull();
    expect(plainValue('sidebar', 'no')).toBeNull();
    expect(plainValue('titles', ['a', 3])).toBeNull();
    expect(plainValue('date', 'yesterday')).toBeNull();
  });

  it('are reported with the field, the expected type and the value', () => {
    const problems = frontmatterProblems({
      order: 'first',
      headerDepth: 'deep',
      toc: 'yes',
      sidebar: 'no',
      readingTime: 'fast',
      title: 'Fine',
    });
    expect(problems).toEqual([
      'order: expected a whole number, got "first"; the value is ignored',
      'readingTime: expected true or false, got "fast"; the value is ignored',
      'sidebar: expected true or false, got "no"; the value is ignored',
      'headerDepth: expected a whole number, got "deep"; the value is ignored',
      'toc: expected true or false, got "yes"; the value is ignored',
    ]);
  });

  it('are all declared with a known type', () => {
    for (const kind of Object.values(PLAIN_FIELDS)) {
      expect(['string', 'boolean', 'int', 'strings', 'date']).toContain(kind);
    }
  });
});
