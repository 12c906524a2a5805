import { formatDate } from '../../../src/lib/dates';

const viaIntl = (value: string, lang: string) =>
  new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(value));

describe('formatDate', () => {
  it.each(['en-US', 'zh-CN'])(
    'formats %s exactly as Intl does, day by day over two years',
    (lang) => {
      const start = Date.UTC(2023, 11, 25);
      for (let day = 0; day < 800; day += 1) {
        const value = new Date(start + day * 86_400_000 + 17 * 3_600_000).toISOString();
        expect(formatDate(value, lang)).toBe(viaIntl(value, lang));
      }
    },
  );

  it('reads the day in UTC, so a late evening east of Greenwich is still the UTC day', () => {
    expect(formatDate('2026-09-05T23:30:00+08:00', 'en-US')).toBe('Sep 5, 2026');
    expect(formatDate('2026-09-05T23:30:00+08:00', 'zh-CN')).toBe('2026年9月5日');
  });

  it('leaves other languages to Intl', () => {
    expect(formatDate('2026-01-31', 'de-DE')).toBe(viaIntl('2026-01-31', 'de-DE'));
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
  });
});
