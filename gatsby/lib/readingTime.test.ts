import { countWords, proseOf, readingTime } from './readingTime';

describe('reading time', () => {
  it('counts each CJK character as a word', () => {
    expect(countWords('AList 是一个文件列表程序')).toBe(1 + 9);
    expect(countWords("It's v3.45.0, isn't it?")).toBe(4);
  });

  it('leaves code, tags and link targets out', () => {
    const body =
      'Read [the guide](https://example.com/a/b) now.\n\n```bash\nrm -rf / # lots of words here\n```\n\n<Badge text="x" />';
    expect(proseOf(body)).not.toMatch(/rm -rf|example\.com|Badge/);
    expect(readingTime(body).words).toBe(4);
  });

  it('reports less than a minute as 1 minute flagged as less', () => {
    expect(readingTime('a few words')).toEqual({ minutes: 1, words: 3, lessThanAMinute: true });
  });

  it('rounds minutes and keeps the word count', () => {
    const text = Array.from({ length: 750 }, () => 'word').join(' ');
    expect(readingTime(text)).toEqual({ minutes: 3, words: 750, lessThanAMinute: false });
    expect(readingTime('字'.repeat(300))).toEqual({
      minutes: 1,
      words: 300,
      lessThanAMinute: false,
    });
  });
});
