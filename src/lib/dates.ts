/**
 * Dates render the same on the server and in the browser: formatted in UTC,
 * so hydration never meets a different day.
 *
 * The site's two languages are formatted here by hand, the way
 * `Intl.DateTimeFormat` formats them (dates.test.ts holds the two to the same
 * output): a browser's first Intl formatter for a language loads that
 * language's data, tens of milliseconds of a slow phone's main thread in the
 * middle of hydration. Any other language goes to Intl.
 */
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

type DateParts = { year: number; month: number; day: number };

const BY_HAND: Record<string, (parts: DateParts) => string> = {
  'en-US': ({ year, month, day }) => `${SHORT_MONTHS[month - 1]} ${day}, ${year}`,
  'zh-CN': ({ year, month, day }) => `${year}年${month}月${day}日`,
};

export function formatDate(value: string, lang: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const byHand = BY_HAND[lang];
  if (byHand) {
    return byHand({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    });
  }
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
