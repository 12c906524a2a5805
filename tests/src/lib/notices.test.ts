import { noticeContents, noticeKey, noticeRules, textHash } from '../../../src/lib/notices';
import { parseSiteDataFile, readSiteData } from '../../../gatsby/lib/siteData';
import YAML from 'yaml';

const notice = (fields: Record<string, unknown>) =>
  parseSiteDataFile(
    'notices',
    YAML.stringify([
      {
        path: '/',
        title: { en: 'Hello', zh: '你好' },
        content: { en: '<p>A</p>', zh: '<p>甲</p>' },
        ...fields,
      },
    ]),
  )[0]!;

describe('notices', () => {
  it('takes links, emphasis, lists, line breaks and code as written', () => {
    const html =
      '<p>Read <a href="/guide/">this</a><br><strong>now</strong> or <a href="https://e.com/x">there</a></p>' +
      '<ol><li><code>admin</code> <em>first</em></li></ol><ul><li><b>b</b> <i>i</i></li></ul>';
    const [content] = noticeContents([notice({ content: { en: html, zh: '<p>甲</p>' } })]);
    expect(content!.html.en).toBe(html);
  });

  it.each([
    ['<p onclick="x()">A</p>', 'event handlers run code'],
    ['<p>Read <a href="/guide/" target="_blank">this</a></p>', '<a target>'],
    ['<sCript>alert(1)</sCript>', '<sCript>'],
    ['<img src=x onerror=alert(1)>', '<img>'],
    ['<a href="javascript:alert(1)">bad</a>', '<a href="javascript:alert(1)">'],
    ['<a href=" java\tscript:alert(1)">bad</a>', '<a href='],
    ['<a href="//evil.example/">bad</a>', '<a href="//evil.example/">'],
    ['<iframe src="https://e.com"></iframe>', '<iframe>'],
    ['<p style="color:red">A</p>', '<p style>'],
    ['<p>A</p><!-- note -->', 'an HTML comment'],
  ])('refuses %s, naming the notice, the locale and what', (html, what) => {
    const read = () => notice({ content: { en: '<p>A</p>', zh: html.replace('\\t', '\t') } });
    expect(read).toThrow('content/data/notices.yaml');
    expect(read).toThrow('[0].content.zh may not hold');
    expect(read).toThrow(what);
  });

  it('derives a key from title and content, so a rewritten notice shows again', () => {
    const original = notice({});
    expect(noticeKey(original, 'en')).toMatch(/^[0-9a-f]{8}$/);
    expect(noticeKey(original, 'en')).not.toBe(noticeKey(original, 'zh'));
    expect(noticeKey(notice({ content: { en: '<p>B</p>', zh: '<p>甲</p>' } }), 'en')).not.toBe(
      noticeKey(original, 'en'),
    );
    expect(noticeKey(notice({ content: { en: '<p>B</p>', zh: '<p>甲</p>' } }), 'zh')).toBe(
      noticeKey(original, 'zh'),
    );
    expect(noticeKey(notice({ noticeKey: 'v3-45' }), 'zh')).toBe('v3-45');
    expect(textHash('')).toBe('811c9dc5');
  });

  it('ships matchers and keys with every page, and the words separately', () => {
    const entry = notice({ match: '^/guide/drivers/', path: undefined, showOnce: true });
    const [rule] = noticeRules([entry]);
    expect(rule).toEqual({
      match: '^/guide/drivers/',
      showOnce: true,
      keys: { en: noticeKey(entry, 'en'), zh: noticeKey(entry, 'zh') },
    });
    expect(JSON.stringify(rule)).not.toContain('Hello');
    const [content] = noticeContents([entry]);
    expect(content).toMatchObject({
      title: { en: 'Hello' },
      html: { zh: '<p>甲</p>' },
      fullscreen: false,
      confirm: false,
      actions: [],
    });
  });

  it('names the entry and field of a wrong notice', () => {
    const problems = () =>
      parseSiteDataFile(
        'notices',
        YAML.stringify([
          { path: '/', title: { en: 'A', zh: 'A' }, content: { en: 'A', zh: 'A' } },
          {
            path: '/',
            match: '(',
            title: { en: 'B' },
            content: { en: 'B', zh: 'B' },
            actions: [{ text: { en: 'Go', zh: '去' }, link: 'x', type: 'big' }],
            showOnce: 'yes',
          },
          { title: { en: 'C', zh: 'C' }, content: { en: 'C', zh: 'C' } },
        ]),
      );
    expect(problems).toThrow(/content\/data\/notices\.yaml is invalid/);
    expect(problems).toThrow(/\[1\]\.match must be a valid regular expression/);
    expect(problems).toThrow(/\[1\]\.title\.zh is missing/);
    expect(problems).toThrow(/\[1\]\.actions\[0\]\.link must be a site path/);
    expect(problems).toThrow(/\[1\]\.actions\[0\]\.type must be primary or default/);
    expect(problems).toThrow(/\[1\]\.showOnce must be true or false/);
    expect(problems).toThrow(/\[2\] needs either path or match/);
  });

  it('gives the real notices a key per locale', () => {
    const { notices } = readSiteData(undefined, null);
    expect(notices.length).toBeGreaterThan(0);
    for (const rule of noticeRules(notices)) expect(rule.keys.en).not.toBe(rule.keys.zh);
  });
});
