/**
 * Coverage of the Config section against the facts extracted from AList v3.45.0:
 * every config.json field is documented on the configuration page, every setting
 * key on one of the settings pages, in both locales, and the settings pages do
 * not mention setting-like keys that AList does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { explicitAnchorOf } from '../../src/lib/content/headingId.mjs';
import { mdxFilesUnder } from '../utils/mdxFiles';

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

interface FullConfigField extends ConfigField {
  default?: unknown;
  env_var?: string;
  env_var_with_no_prefix_flag?: string;
}
const configFacts = facts('config.json') as {
  fields: FullConfigField[];
  default_config_json_shape: unknown;
  env: { other_env_read_directly: { name: string }[] };
};
const cli = facts('cli.json') as { commands: { command: string }[] };

/** Table rows of the configuration page, keyed by the field path in the first cell. */
function configRows(locale: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of page(locale, 'configuration').split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const name = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name && cells.length >= 6) rows.set(name, cells.slice(1, -1));
  }
  return rows;
}

describe('configuration page against the facts', () => {
  const leaves = configFacts.fields.filter((f) => !f.is_object);

  test.each(LOCALES)('shows the complete default config.json (%s)', (locale) => {
    const text = page(locale, 'configuration');
    const lines = text.split('\n');
    const heading = lines.findIndex((line) => explicitAnchorOf(line)?.id === 'default-file');
    expect(heading).toBeGreaterThan(-1);
    const section = lines.slice(heading).join('\n');
    const block = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(block).toBeDefined();
    expect(JSON.parse(block!)).toEqual(configFacts.default_config_json_shape);
  });

  test.each(LOCALES)('states each default as in the facts (%s)', (locale) => {
    const rows = configRows(locale);
    const wrong = leaves
      .filter((f) => f.default !== undefined && f.default !== null && rows.has(f.path))
      .filter((f) => {
        const first = codeSpans(rows.get(f.path)![2] ?? '')[0];
        const shown = first === undefined ? undefined : first.replace(/\\\|/g, '|');
        return shown !== JSON.stringify(f.default);
      })
      .map((f) => `${f.path}: ${rows.get(f.path)![2]} (facts: ${JSON.stringify(f.default)})`);
    expect(wrong).toEqual([]);
  });

  test.each(LOCALES)('names the right environment variables (%s)', (locale) => {
    const rows = configRows(locale);
    const wrong = leaves
      .filter((f) => rows.has(f.path))
      .filter((f) => {
        const shown = codeSpans(rows.get(f.path)![3] ?? '');
        const expected = f.env_var ? [f.env_var, f.env_var_with_no_prefix_flag] : [];
        return JSON.stringify(shown) !== JSON.stringify(expected);
      })
      .map((f) => `${f.path}: ${rows.get(f.path)![3]}`);
    expect(wrong).toEqual([]);
    expect(leaves.filter((f) => !rows.has(f.path)).map((f) => f.path)).toEqual([]);
  });
});

/** Every page of issue 3's area in both locales. */
const AREA = ['config', 'faq', 'community', 'guide/install', 'guide/advanced'];
const AREA_PAGES = [
  'guide/index',
  'guide/changelog',
  'guide/community',
  'guide/ecosystem',
  'guide/webdav',
  'guide/writing-docs',
  'index',
  'pricing',
];
const walk = mdxFilesUnder;
const allPages = (locale: string): string[] =>
  [
    ...AREA.flatMap((dir) => walk(path.join(root, 'content', locale, dir))),
    ...AREA_PAGES.map((p) => path.join(root, 'content', locale, `${p}.mdx`)).filter((f) =>
      fs.existsSync(f),
    ),
  ].sort();

/** Inline code and fenced code of a page. */
const codeOf = (text: string): string[] => [
  ...codeSpans(text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')),
  ...[...text.matchAll(/^(`{3,})[^\n]*\n([\s\S]*?)^\1\s*$/gm)].map((m) => m[2] ?? ''),
];

const CONFIG_OBJECTS = configFacts.fields.filter((f) => f.is_object).map((f) => f.path);
const configPaths = new Set(configFacts.fields.map((f) => f.path));

describe('every page of the guide, config and FAQ', () => {
  test.each(LOCALES)('names only config.json paths that exist (%s)', (locale) => {
    const unknown = allPages(locale).flatMap((file) =>
      codeSpans(fs.readFileSync(file, 'utf8'))
        .filter((span) => /^[a-z0-9_]+(\.[a-z0-9_]+)+$/.test(span))
        .filter((span) => CONFIG_OBJECTS.includes(span.split('.')[0]!))
        .filter((span) => !configPaths.has(span))
        .map((span) => `${path.relative(root, file)}: ${span}`),
    );
    expect(unknown).toEqual([]);
  });

  const INSTALLER_VARIABLES = new Set(
    [
      ...fs
        .readFileSync(path.join(root, 'static/v3.sh'), 'utf8')
        .matchAll(/^# {3}(ALIST_[A-Z0-9_]+)/gm),
    ].map((match) => match[1]!),
  );

  it('knows the install script\u2019s variables from the script itself', () => {
    expect(INSTALLER_VARIABLES).toEqual(
      new Set([
        'ALIST_VERSION',
        'ALIST_RELEASES_BASE',
        'ALIST_DOWNLOAD_BASE',
        'ALIST_CA_FILE',
        'ALIST_SKIP_CHECKSUM',
        'ALIST_SYSTEMD_DIR',
        'ALIST_ARCH',
        'ALIST_SKIP_SYSTEMCTL',
        'ALIST_ALLOW_NON_ROOT',
        'ALIST_ASSUME_YES',
        'ALIST_PURGE',
      ]),
    );
  });

  test.each(LOCALES)('names only environment variables that exist (%s)', (locale) => {
    const envs = new Set([
      ...configFacts.fields.flatMap((f) =>
        f.env_var ? [f.env_var, f.env_var_with_no_prefix_flag!] : [],
      ),
      ...configFacts.env.other_env_read_directly.map((e) => e.name),
    ]);
    const unknown = allPages(locale).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bALIST_[A-Z0-9_]+\b/g)]
        .map((m) => m[0])
        // Variables of the install script, documented on its own page: those its header lists.
        .filter((name) => !INSTALLER_VARIABLES.has(name))
        .filter((name) => !envs.has(name))
        // A prefix such as `ALIST_DB_` that introduces a family of real variables.
        .filter((name) => !(name.endsWith('_') && [...envs].some((env) => env.startsWith(name))))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  test.each(LOCALES)('names setting keys only where they exist (%s)', (locale) => {
    // A backticked snake_case word followed or preceded by "setting" (设置) must be a setting key.
    const keys = new Set(settingKeys);
    const unknown = allPages(locale).flatMap((file) =>
      [
        ...fs
          .readFileSync(file, 'utf8')
          .matchAll(
            /(?:settings?|设置项?)\s*`([a-z0-9]+(?:_[a-z0-9]+)+)`|`([a-z0-9]+(?:_[a-z0-9]+)+)`\s*(?:settings?\b|设置)/g,
          ),
      ]
        .map((m) => (m[1] ?? m[2])!)
        .filter((key) => !keys.has(key) && !configPaths.has(key) && !configNames.includes(key))
        .map((key) => `${path.relative(root, file)}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  test.each(LOCALES)('uses only CLI commands from cli.json (%s)', (locale) => {
    const commands = new Set(cli.commands.map((c) => c.command));
    const unknown = allPages(locale).flatMap((file) =>
      codeOf(fs.readFileSync(file, 'utf8')).flatMap((code) =>
        [...code.matchAll(/(?:^|\.\/|sudo[ \t]+|&&[ \t]+)alist((?:[ \t]+[a-z][a-z0-9-]*){1,2})/gm)]
          .map((m) => m[1]!.trim().split(/\s+/))
          .map((words) => {
            if (commands.has(`alist ${words.join(' ')}`)) return null;
            if (commands.has(`alist ${words[0]}`)) return null;
            return `alist ${words.join(' ')}`;
          })
          .filter((c): c is string => c !== null)
          .map((c) => `${path.relative(root, file)}: ${c}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

describe('changelog data', () => {
  const releases = (
    YAML.parse(fs.readFileSync(path.join(root, 'content/data/changelog.yaml'), 'utf8')) as {
      releases: { version: string; date?: unknown }[];
    }
  ).releases;
  const source = (cli as unknown as { source: { git_describe: string; commit_date: string } })
    .source;

  test('dates only the release whose date is known from the facts', () => {
    // Dates are never guessed: the one release the facts pin down is the only one dated.
    const dated = releases.filter((r) => r.date !== undefined);
    expect(dated.map((r) => r.version)).toEqual([source.git_describe]);
    expect(dated[0]!.date).toBe(source.commit_date.slice(0, 10));
  });

  test('every other release is left undated rather than given a placeholder', () => {
    for (const release of releases) {
      expect(release.date === undefined || /^\d{4}-\d{2}-\d{2}$/.test(String(release.date))).toBe(
        true,
      );
    }
  });
});
