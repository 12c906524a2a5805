import { joinCjkLines } from '../../../../src/lib/mdx/remarkCjkLineBreaks';

describe('joinCjkLines', () => {
  it('drops a line break between Chinese characters', () => {
    expect(joinCjkLines('长目录\n如何分页')).toBe('长目录如何分页');
  });

  it('drops a line break next to full-width punctuation', () => {
    expect(joinCjkLines('而不是\n，点击')).toBe('而不是，点击');
    expect(joinCjkLines('生效。\n下一句')).toBe('生效。下一句');
    expect(joinCjkLines('\n，点击')).toBe('，点击');
  });

  it('keeps the break (a space) between Chinese and Latin text and in English', () => {
    expect(joinCjkLines('使用\nAList')).toBe('使用\nAList');
    expect(joinCjkLines('one\ntwo')).toBe('one\ntwo');
  });
});
