/**
 * Coverage of the Config section against the facts extracted from AList v3.45.0:
 * every config.json field is documented on the configuration page, every setting
 * key on one of the settings pages, in both locales, and the settings pages do
 * not mention setting-like keys that AList does not have.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const facts = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/data/facts', name), 'utf8'));

interface ConfigField {
  path: string;
  json: string;
  is_object?: boolean;
}
interface SettingItem {
  key: string;
  options?: string;
  default_value?: string | null;
}
interface SettingsFacts {
  items: SettingItem[];
  keys_written_outside_initial_list: SettingItem[];
}

const configFields = (facts('config.json') as { fields: ConfigField[] }).fields;
const settings = facts('settings.json') as SettingsFacts;

const LOCALES = ['en', 'zh'] as const;
const SETTINGS_PAGES = ['site', 'style', 'preview', 'global', 'other', 'side'] as const;

const page = (locale: string, name: string): string =>
  fs.readFileSync(path.join(root, 'content', locale, 'config', `${name}.mdx`), 'utf8');

/**
 * Deliberate omissions: setting keys or config paths we choose not to document,
 * each with the reason. Empty: everything in the facts is documented.
 */
const DELIBERATE_OMISSIONS: { name: string; reason: string }[] = [];
const omitted = new Set(DELIBERATE_OMISSIONS.map((o) => o.name));

/**
 * Backticked snake_case identifiers on the settings pages that are not setting
 * keys but are still legitimate. Option values of select settings, whole default
 * values and config.json field names are accepted automatically (they come from
 * the facts); this list holds the few others, each with the reason.
 */
const ALLOW_LIST: Record<string, string> = {
  access_token: 'query parameter masked by the default privacy_regs',
  alist_ts: 'link parameter listed in the default of ignore_direct_link_params',
  dev_token: 'value of the admin token when AList runs with --dev',
};

const settingKeys = [
  ...settings.items.map((i) => i.key),
  ...settings.keys_written_outside_initial_list.map((i) => i.key),
];
const optionValues = settings.items.flatMap((i) => (i.options ? i.options.split(',') : []));
const defaultValues = settings.items.flatMap((i) => (i.default_value ? [i.default_value] : []));
const configNames = configFields.flatMap((f) => [f.path, f.json]);
const known = new Set([
  ...settingKeys,
  ...optionValues,
  ...defaultValues,
  ...configNames,
  ...Object.keys(ALLOW_LIST),
]);

const codeSpans = (text: string): string[] =>
  [...text.matchAll(/(`+)([^`]+?)\1/g)].map((m) => (m[2] ?? '').trim());

const SNAKE = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;

describe('config section coverage', () => {
  test('deliberate omissions name real facts and give a reason', () => {
    const names = new Set([...settingKeys, ...configFields.map((f) => f.path)]);
    for (const o of DELIBERATE_OMISSIONS) {
      expect(names.has(o.name)).toBe(true);
      expect(o.reason.trim()).not.toBe('');
    }
  });

  test.each(LOCALES)('every config.json field appears on configuration.mdx (%s)', (locale) => {
    const text = page(locale, 'configuration');
    const missing = configFields
      .map((f) => f.path)
      .filter((p) => !omitted.has(p) && !text.includes(`\`${p}\``));
    expect(missing).toEqual([]);
  });

  test.each(LOCALES)('every setting key appears on a settings page (%s)', (locale) => {
    const spans = new Set(SETTINGS_PAGES.flatMap((name) => codeSpans(page(locale, name))));
    const missing = settingKeys.filter((k) => !omitted.has(k) && !spans.has(k));
    expect(missing).toEqual([]);
  });

  test.each(LOCALES)('settings pages only name keys that exist (%s)', (locale) => {
    const unknown = SETTINGS_PAGES.flatMap((name) =>
      codeSpans(page(locale, name))
        .filter((span) => SNAKE.test(span) && !known.has(span))
        .map((span) => `${name}.mdx: ${span}`),
    );
    expect(unknown).toEqual([]);
  });
});
