import { explicitAnchorOf } from '../../../../src/lib/content/headingId.mjs';

describe('explicitAnchorOf', () => {
  it('reads the id a heading ends with and where its words end', () => {
    const text = 'List a folder [#post-api-fs-list]';
    expect(explicitAnchorOf(text)).toEqual({ id: 'post-api-fs-list', wordsEnd: 13 });
    expect(text.slice(0, explicitAnchorOf(text)!.wordsEnd)).toBe('List a folder');
  });

  it('takes Chinese words, underscores and trailing spaces', () => {
    expect(explicitAnchorOf('获取令牌 [#get-a-token]')).toEqual({
      id: 'get-a-token',
      wordsEnd: 4,
    });
    expect(explicitAnchorOf('Set temp_dir [#temp_dir]  ')).toEqual({
      id: 'temp_dir',
      wordsEnd: 12,
    });
    expect(explicitAnchorOf('Step 2\t[#2fa]')).toEqual({ id: '2fa', wordsEnd: 6 });
  });

  it.each([
    ['no marker', 'List a folder'],
    ['a marker that does not end the text', 'List [#list] a folder'],
    ['no space before the marker', 'List a folder[#list]'],
    ['an id that starts with a dash', 'List a folder [#-list]'],
    ['an id that starts with an underscore', 'List a folder [#_list]'],
    ['an empty id', 'List a folder [#]'],
    ['an id with a space', 'List a folder [#a list]'],
    ['an id with a dot', 'List a folder [#a.list]'],
    ['other brackets', 'List a folder {#list}'],
  ])('finds none with %s', (_case, text) => {
    expect(explicitAnchorOf(text)).toBeNull();
  });
});
