/**
 * The change report of `npm run facts -- <checkout> --report`: what differs between the current
 * facts and the new ones, and for each change the page(s) in both locales that show or explain
 * it, so a pull request can say which pages to update.
 *
 * Pages are found three ways:
 *  - drivers through scripts/driverPages.mjs (content/<locale>/guide/drivers/<slug>.mdx);
 *  - routes through the `<Endpoint method path>` components of the pages (a `{type}` segment
 *    matches any segment), then the page of their API group (scripts/apiData.mjs);
 *  - settings, config fields and CLI flags through an index of the identifiers the pages write
 *    in backticks; a new name nobody mentions yet gets the pages that mention its neighbours
 *    (same setting group, same config object, same command).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../gatsby/lib/filesUnder.mjs';
import { API_GROUPS } from '../apiData.mjs';
import { DRIVER_PAGES, UNDOCUMENTED_DRIVERS } from '../driverPages.mjs';
import { routeKeys } from './extract.mjs';
import { sameValue } from './merge.mjs';
import { LOCALE_CODES } from '../../src/lib/localeTable.mjs';

/** Every .mdx file under a folder, relative paths. */
const mdxFiles = (dir) => filesUnder(dir).filter((file) => file.endsWith('.mdx'));

/**
 * The page index: per locale, identifier → pages (from `inline code`), and the Endpoint
 * components of each page.
 */
export function indexPages(contentDir) {
  const index = {};
  for (const locale of LOCALE_CODES) {
    const tokens = new Map();
    const endpoints = [];
    const root = path.join(contentDir, locale);
    for (const rel of mdxFiles(root)) {
      const page = path.join(contentDir, locale, rel).split(path.sep).join('/');
      const text = readFileSync(path.join(root, rel), 'utf8');
      const add = (token) => {
        if (!token) return;
        if (!tokens.has(token)) tokens.set(token, new Set());
        tokens.get(token).add(page);
      };
      for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
        add(code.trim());
        for (const word of code.split(/[\s=,:;()[\]{}"']+/)) add(word.replace(/^[.]+|[.]+$/g, ''));
      }
      for (const [tag] of text.matchAll(/<Endpoint\b[^>]*>/g)) {
        const method = /method="([^"]+)"/.exec(tag)?.[1];
        const route = /path="([^"]+)"/.exec(tag)?.[1];
        if (route) endpoints.push({ method, path: route, page });
      }
    }
    index[locale] = { tokens, endpoints, root };
  }
  return index;
}

/** An object with one value per locale. */
const perLocale = (value) =>
  Object.fromEntries(LOCALE_CODES.map((locale) => [locale, value(locale)]));

const pagesFor = (index, names) =>
  perLocale((locale) =>
    [...new Set(names.flatMap((name) => [...(index[locale].tokens.get(name) ?? [])]))].sort(),
  );

const noPages = () => perLocale(() => []);
const hasPages = (pages) => LOCALE_CODES.some((locale) => pages[locale].length);

/** Driver pages of a driver name, or null when no page documents it. */
function driverPages(name, contentDir, pages) {
  const page = pages.find((entry) => entry.drivers.includes(name));
  if (!page) return null;
  return {
    pages: perLocale((locale) => [`${contentDir}/${locale}/guide/drivers/${page.slug}.mdx`]),
    how: 'driver',
  };
}

/** `/api/task/{type}/info` matches `/api/task/upload/info`. */
const pathMatches = (pattern, actual) => {
  const a = pattern.split('/');
  const b = actual.split('/');
  return a.length === b.length && a.every((part, i) => part === b[i] || /^\{\w+\}$/.test(part));
};

function routePages(route, index, contentDir) {
  const byEndpoint = perLocale((locale) =>
    [
      ...new Set(
        index[locale].endpoints.filter((e) => pathMatches(e.path, route.path)).map((e) => e.page),
      ),
    ].sort(),
  );
  if (hasPages(byEndpoint)) return { pages: byEndpoint, how: 'endpoint' };
  const group = API_GROUPS.find((entry) => entry.match.test(route.path));
  if (group) {
    const rel = group.page.replace(/^\//, '').replace(/\.html$/, '.mdx');
    return { pages: perLocale((locale) => [`${contentDir}/${locale}/${rel}`]), how: 'group' };
  }
  const mentioned = pagesFor(index, [route.path]);
  return { pages: mentioned, how: hasPages(mentioned) ? 'mention' : 'none' };
}

const byKey = (list, key) => new Map((list ?? []).map((entry) => [key(entry), entry]));

/** Two versions of a list (found at `fields` inside each document), keyed. */
const keyedPair = (docs, fields, key) =>
  docs.map((doc) =>
    byKey(
      fields.reduce((value, field) => value?.[field], doc),
      key,
    ),
  );

/**
 * Walks two keyed versions of a list: added(key, entry) or kept(key, entry, old) for each new
 * entry in order, then removed(key, old) for each entry that is gone.
 */
function compare(before, after, { added, kept, removed }) {
  for (const [key, entry] of after) {
    const old = before.get(key);
    if (old) kept(key, entry, old);
    else added(key, entry);
  }
  for (const [key, old] of before) if (!after.has(key)) removed(key, old);
}

/** Pages of a name, or else of its neighbours' names. */
function pagesOrNeighbours(index, names, neighbours) {
  const own = pagesFor(index, names);
  if (hasPages(own)) return { pages: own, how: 'mention' };
  // The page(s) that mention the most neighbours.
  const near = perLocale((locale) => {
    const counts = new Map();
    for (const name of new Set(neighbours)) {
      for (const page of index[locale].tokens.get(name) ?? [])
        counts.set(page, (counts.get(page) ?? 0) + 1);
    }
    const best = Math.max(0, ...counts.values());
    return [...counts]
      .filter(([, n]) => n === best && best > 0)
      .map(([page]) => page)
      .sort();
  });
  return { pages: near, how: hasPages(near) ? 'neighbours' : 'none' };
}

/** driver.Config values a driver entry carries (drivers.json). */
const DRIVER_CONFIG_FIELDS = [
  'localSort',
  'onlyLocal',
  'onlyProxy',
  'noCache',
  'noUpload',
  'needMs',
  'defaultRoot',
  'checkStatus',
  'alert',
  'noOverwriteUpload',
  'proxyRangeOption',
];

/**
 * Compares two sets of facts. Returns { changes: [{ section, kind, what, detail, pages, how }],
 * text, markdown }.
 */
export function buildReport(
  before,
  after,
  { contentDir = 'content', pages = DRIVER_PAGES, undocumented = UNDOCUMENTED_DRIVERS } = {},
) {
  const index = indexPages(contentDir);
  const changes = [];
  const push = (section, kind, what, detail, found) =>
    changes.push({
      section,
      kind,
      what,
      detail,
      pages: found?.pages ?? noPages(),
      how: found?.how ?? 'none',
    });
  /** A change listing each of `fields` that differs ("field old → new"), when one does. */
  const pushChanged = (
    section,
    what,
    [old, now],
    fields,
    found,
    show = (value) => JSON.stringify(value ?? null),
  ) => {
    const changed = fields.filter((field) => !sameValue(old[field], now[field]));
    if (changed.length)
      push(
        section,
        'changed',
        what,
        changed.map((field) => `${field} ${show(old[field])} → ${show(now[field])}`).join('; '),
        found,
      );
  };
  const lists = (file, fields, key) => keyedPair([before[file], after[file]], fields, key);

  /**
   * Added, changed and removed entries of one section: `what(key)` names an entry, `found(key,
   * entry)` gives its pages (`gonePages` those of a removed one), `added(entry, found)` and
   * `removed(entry)` the detail, `fields` what a change compares.
   */
  const diffSection = (section, [old, now], options) => {
    const { what = (key) => `\`${key}\``, found, gonePages = found, fields, show } = options;
    compare(old, now, {
      added: (key, entry) => {
        const pages = found(key, entry);
        push(section, 'added', what(key), options.added(entry, pages), pages);
      },
      kept: (key, entry, previous) =>
        pushChanged(section, what(key), [previous, entry], fields, found(key, entry), show),
      removed: (key, entry) =>
        push(section, 'removed', what(key), options.removed?.(entry) ?? '', gonePages(key, entry)),
    });
  };

  // Drivers and their options.
  compare(...lists('drivers.json', [], (d) => d.name), {
    added: (name, driver) => {
      const found = driverPages(name, contentDir, pages);
      if (found) push('Drivers', 'added', name, `folder drivers/${driver.dir}`, found);
      else if (undocumented[name])
        push('Drivers', 'added', name, `no page on purpose: ${undocumented[name]}`, null);
      else {
        push(
          'Drivers',
          'added',
          name,
          `PAGE TO WRITE: content/{en,zh}/guide/drivers/${driver.dir}.mdx, then add it to scripts/driverPages.mjs`,
          {
            pages: perLocale((l) => [`${contentDir}/${l}/guide/drivers/${driver.dir}.mdx (new)`]),
            how: 'to-write',
          },
        );
      }
    },
    kept: (name, driver, old) => {
      const found = driverPages(name, contentDir, pages);
      diffSection(
        'Driver options',
        keyedPair([old, driver], ['options'], (o) => o.name),
        {
          what: (option) => `${name}: \`${option}\``,
          found: () => found,
          added: (entry) =>
            `${entry.type}, default "${entry.default}"${entry.required ? ', required' : ''}`,
          fields: ['default', 'type', 'required', 'options'],
          show: JSON.stringify,
        },
      );
      pushChanged('Drivers', name, [old, driver], DRIVER_CONFIG_FIELDS, found, JSON.stringify);
    },
    removed: (name, driver) => {
      const found = driverPages(name, contentDir, pages);
      push(
        'Drivers',
        'removed',
        name,
        `folder drivers/${driver.dir}${found ? '; remove its page or mark it as gone, and drop it from scripts/driverPages.mjs' : ''}`,
        found,
      );
    },
  });

  // Common storage items.
  const rule = (kind, entry, found) =>
    push(
      'Common storage options',
      kind,
      `\`${entry.name}\``,
      `when ${entry.when}`,
      found ?? pagesOrNeighbours(index, [entry.name], []),
    );
  const commonPages = () => ({
    pages: pagesFor(index, ['extract_folder', 'webdav_policy', 'down_proxy_url']),
    how: 'mention',
  });
  const ruleKey = (entry) => `${entry.name} (${entry.when})`;
  compare(...lists('storage-common.json', ['common_items_rules', 'order'], ruleKey), {
    added: (key, entry) => rule('added', entry),
    kept: (key, entry, old) => {
      if (!sameValue(old, entry)) rule('changed', entry, commonPages());
    },
    removed: (key, entry) => rule('removed', entry),
  });

  // Settings.
  const items = lists('settings.json', ['items'], (i) => i.key);
  diffSection('Settings', items, {
    found: (key, item) =>
      pagesOrNeighbours(
        index,
        [key],
        [...items[1].values()]
          .filter((i) => i.group === item.group && i.key !== key)
          .map((i) => i.key),
      ),
    gonePages: (key) => pagesOrNeighbours(index, [key], []),
    added: (item) =>
      `group ${item.group_name}, ${item.type}, default ${JSON.stringify(item.default_value ?? item.value_expr)}`,
    fields: ['default_value', 'type', 'options', 'group_name', 'flag_name', 'value_expr'],
    removed: (item) => `group ${item.group_name}`,
  });

  // config.json fields.
  const fields = lists('config.json', ['fields'], (f) => f.path);
  const names = (field) =>
    [field.path, field.env_var, field.env_var_with_no_prefix_flag].filter(Boolean);
  const parentOf = (field) => field.path.split('.').slice(0, -1).join('.');
  diffSection('config.json', fields, {
    found: (key, field) =>
      pagesOrNeighbours(
        index,
        names(field),
        [...fields[1].values()]
          .filter((f) => f !== field && parentOf(f) === parentOf(field))
          .flatMap(names),
      ),
    gonePages: (key, field) => pagesOrNeighbours(index, names(field), []),
    added: (field) =>
      `${field.go_type}${field.is_object ? ' (object)' : `, default ${JSON.stringify(field.default)}`}${field.env_var ? `, env ${field.env_var}` : ''}`,
    fields: ['default', 'go_type', 'env_var'],
  });

  // Routes.
  const keyed = (api) => {
    const routes = api?.routes ?? [];
    const keys = routeKeys(routes);
    return new Map(routes.map((route, i) => [keys[i], route]));
  };
  diffSection(
    'Routes',
    [before, after].map((facts) => keyed(facts['api-routes.json'])),
    {
      found: (key, route) => routePages(route, index, contentDir),
      added: (route, found) =>
        `${route.auth_level}, ${route.handler}${found.how === 'group' ? '; document it on its group page' : found.how === 'none' ? '; no API page takes it (add a group in scripts/apiData.mjs or list it in content/data/api/omitted.yaml)' : ''}`,
      fields: ['auth_level', 'handler'],
      show: String,
      removed: (route) => route.handler,
    },
  );

  // CLI.
  const commands = lists('cli.json', ['commands'], (c) => c.command);
  const flagNames = (command) => (command?.flags ?? []).map((f) => f.name);
  compare(...commands, {
    added: (name, command) =>
      push(
        'CLI',
        'added',
        `\`${name}\``,
        command.short,
        pagesOrNeighbours(
          index,
          [name],
          [...commands[1].keys()].filter((k) => k !== name),
        ),
      ),
    kept: (name, command, old) => {
      diffSection(
        'CLI',
        keyedPair([old, command], ['flags'], (f) => f.name),
        {
          what: (flag) => `\`${name} ${flag}\``,
          found: (flag) =>
            pagesOrNeighbours(index, [flag, `${name} ${flag}`], [...flagNames(command), name]),
          added: (entry) =>
            `${entry.type}, default ${JSON.stringify(entry.default)}: ${entry.usage}`,
          fields: ['type', 'default', 'usage', 'shorthand', 'persistent'],
        },
      );
      pushChanged(
        'CLI',
        `\`${name}\``,
        [old, command],
        ['short'],
        pagesOrNeighbours(index, [name], flagNames(command)),
        JSON.stringify,
      );
    },
    removed: (name) =>
      push('CLI', 'removed', `\`${name}\``, '', pagesOrNeighbours(index, [name], [])),
  });

  return { changes, text: renderText(changes), markdown: renderMarkdown(changes, after) };
}

const HOW = {
  driver: 'driver page',
  endpoint: 'documents the endpoint',
  group: 'API group page',
  mention: 'mentions it',
  neighbours: 'mentions its neighbours',
  'to-write': 'page to write',
  none: 'no page found',
};

const SECTIONS = [
  'Drivers',
  'Driver options',
  'Common storage options',
  'Settings',
  'config.json',
  'Routes',
  'CLI',
];

/** [section, its changes] for each section that has some, in section order. */
const bySection = (changes) =>
  SECTIONS.map((section) => [
    section,
    changes.filter((change) => change.section === section),
  ]).filter(([, list]) => list.length);

function renderText(changes) {
  if (!changes.length) return 'facts report: no changes';
  const lines = [`facts report: ${changes.length} change(s)`];
  for (const [section, list] of bySection(changes)) {
    lines.push('', `${section}:`);
    for (const change of list) {
      lines.push(
        `  ${change.kind.padEnd(7)} ${change.what.replace(/`/g, '')}${change.detail ? ` (${change.detail})` : ''}`,
      );
      for (const locale of LOCALE_CODES) {
        const pages = change.pages[locale];
        lines.push(
          `           ${locale}: ${pages.length ? `${pages.join(', ')} [${HOW[change.how]}]` : '-'}`,
        );
      }
    }
  }
  return lines.join('\n');
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function renderMarkdown(changes, after) {
  const source = after['storage-common.json']?.source;
  const lines = ['## AList facts: changes and pages to update', ''];
  if (source?.git_describe)
    lines.push(
      `Facts source as recorded in the files: \`${source.git_describe}\` (update \`source\` and content/data/facts/SOURCE.md for the new tag).`,
      '',
    );
  if (!changes.length) return `${lines.join('\n')}No changes.\n`;
  const toWrite = changes.filter((change) => change.how === 'to-write');
  if (toWrite.length) {
    lines.push('### Pages to write', '');
    for (const change of toWrite) lines.push(`- [ ] ${change.what}: ${change.detail}`);
    lines.push('');
  }
  for (const [section, list] of bySection(changes)) {
    lines.push(
      `### ${section}`,
      '',
      '| Change | What | Detail | English page(s) | Chinese page(s) |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const change of list) {
      const pages = (locale) =>
        change.pages[locale].length
          ? change.pages[locale].map((page) => `\`${page}\``).join('<br>') +
            (change.how === 'neighbours' ? ' (by neighbours)' : '')
          : '—';
      lines.push(
        `| ${change.kind} | ${cell(change.what)} | ${cell(change.detail)} | ${pages('en')} | ${pages('zh')} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    'After updating the pages: `node scripts/driver-data.mjs`, `node scripts/write-api-data.mjs`, `npm test`.',
    '',
  );
  return lines.join('\n');
}
