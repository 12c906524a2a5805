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

const pagesFor = (index, names) =>
  Object.fromEntries(
    LOCALE_CODES.map((locale) => {
      const found = new Set();
      for (const name of names)
        for (const page of index[locale].tokens.get(name) ?? []) found.add(page);
      return [locale, [...found].sort()];
    }),
  );

const noPages = () => Object.fromEntries(LOCALE_CODES.map((locale) => [locale, []]));
const hasPages = (pages) => LOCALE_CODES.some((locale) => pages[locale].length);

/** Driver pages of a driver name, or null when no page documents it. */
function driverPages(name, contentDir, pages) {
  const page = pages.find((entry) => entry.drivers.includes(name));
  if (!page) return null;
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      [`${contentDir}/${locale}/guide/drivers/${page.slug}.mdx`],
    ]),
  );
}

/** `/api/task/{type}/info` matches `/api/task/upload/info`. */
const pathMatches = (pattern, actual) => {
  const a = pattern.split('/');
  const b = actual.split('/');
  return a.length === b.length && a.every((part, i) => part === b[i] || /^\{\w+\}$/.test(part));
};

function routePages(route, index, contentDir) {
  const byEndpoint = Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      [
        ...new Set(
          index[locale].endpoints.filter((e) => pathMatches(e.path, route.path)).map((e) => e.page),
        ),
      ].sort(),
    ]),
  );
  if (hasPages(byEndpoint)) return { pages: byEndpoint, how: 'endpoint' };
  const group = API_GROUPS.find((entry) => entry.match.test(route.path));
  if (group) {
    const rel = group.page.replace(/^\//, '').replace(/\.html$/, '.mdx');
    return {
      pages: Object.fromEntries(
        LOCALE_CODES.map((locale) => [locale, [`${contentDir}/${locale}/${rel}`]]),
      ),
      how: 'group',
    };
  }
  const mentioned = pagesFor(index, [route.path]);
  return { pages: mentioned, how: hasPages(mentioned) ? 'mention' : 'none' };
}

const byKey = (list, key) => new Map((list ?? []).map((entry) => [key(entry), entry]));

/** Pages of a name, or else of its neighbours' names. */
function pagesOrNeighbours(index, names, neighbours) {
  const own = pagesFor(index, names);
  if (hasPages(own)) return { pages: own, how: 'mention' };
  // The page(s) that mention the most neighbours.
  const near = Object.fromEntries(
    LOCALE_CODES.map((locale) => {
      const counts = new Map();
      for (const name of new Set(neighbours)) {
        for (const page of index[locale].tokens.get(name) ?? [])
          counts.set(page, (counts.get(page) ?? 0) + 1);
      }
      const best = Math.max(0, ...counts.values());
      return [
        locale,
        [...counts]
          .filter(([, n]) => n === best && best > 0)
          .map(([page]) => page)
          .sort(),
      ];
    }),
  );
  return { pages: near, how: hasPages(near) ? 'neighbours' : 'none' };
}

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

  // Drivers and their options.
  const oldDrivers = byKey(before['drivers.json'], (d) => d.name);
  const newDrivers = byKey(after['drivers.json'], (d) => d.name);
  for (const [name, driver] of newDrivers) {
    const found = driverPages(name, contentDir, pages);
    const old = oldDrivers.get(name);
    if (!old) {
      if (found)
        push('Drivers', 'added', name, `folder drivers/${driver.dir}`, {
          pages: found,
          how: 'driver',
        });
      else if (undocumented[name])
        push('Drivers', 'added', name, `no page on purpose: ${undocumented[name]}`, null);
      else {
        push(
          'Drivers',
          'added',
          name,
          `PAGE TO WRITE: content/{en,zh}/guide/drivers/${driver.dir}.mdx, then add it to scripts/driverPages.mjs`,
          {
            pages: Object.fromEntries(
              LOCALE_CODES.map((l) => [
                l,
                [`${contentDir}/${l}/guide/drivers/${driver.dir}.mdx (new)`],
              ]),
            ),
            how: 'to-write',
          },
        );
      }
      continue;
    }
    const where = found ? { pages: found, how: 'driver' } : null;
    const oldOptions = byKey(old.options, (o) => o.name);
    const newOptions = byKey(driver.options, (o) => o.name);
    for (const [option, entry] of newOptions) {
      const previous = oldOptions.get(option);
      if (!previous)
        push(
          'Driver options',
          'added',
          `${name}: \`${option}\``,
          `${entry.type}, default "${entry.default}"${entry.required ? ', required' : ''}`,
          where,
        );
      else {
        const changed = ['default', 'type', 'required', 'options'].filter(
          (field) => previous[field] !== entry[field],
        );
        if (changed.length) {
          push(
            'Driver options',
            'changed',
            `${name}: \`${option}\``,
            changed
              .map(
                (field) =>
                  `${field} ${JSON.stringify(previous[field])} → ${JSON.stringify(entry[field])}`,
              )
              .join('; '),
            where,
          );
        }
      }
    }
    for (const option of oldOptions.keys())
      if (!newOptions.has(option))
        push('Driver options', 'removed', `${name}: \`${option}\``, '', where);
    const configFields = [
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
    const configChanged = configFields.filter((field) => old[field] !== driver[field]);
    if (configChanged.length) {
      push(
        'Drivers',
        'changed',
        name,
        configChanged
          .map(
            (field) => `${field} ${JSON.stringify(old[field])} → ${JSON.stringify(driver[field])}`,
          )
          .join('; '),
        where,
      );
    }
  }
  for (const [name, driver] of oldDrivers) {
    if (!newDrivers.has(name)) {
      const found = driverPages(name, contentDir, pages);
      push(
        'Drivers',
        'removed',
        name,
        `folder drivers/${driver.dir}${found ? '; remove its page or mark it as gone, and drop it from scripts/driverPages.mjs' : ''}`,
        found ? { pages: found, how: 'driver' } : null,
      );
    }
  }

  // Common storage items.
  const ruleKey = (rule) => `${rule.name} (${rule.when})`;
  const oldRules = byKey(before['storage-common.json']?.common_items_rules?.order, ruleKey);
  const newRules = byKey(after['storage-common.json']?.common_items_rules?.order, ruleKey);
  const commonPage = () => pagesFor(index, ['extract_folder', 'webdav_policy', 'down_proxy_url']);
  for (const [key, rule] of newRules) {
    if (!oldRules.has(key))
      push(
        'Common storage options',
        'added',
        `\`${rule.name}\``,
        `when ${rule.when}`,
        pagesOrNeighbours(index, [rule.name], []),
      );
    else if (!sameValue(oldRules.get(key), rule))
      push('Common storage options', 'changed', `\`${rule.name}\``, `when ${rule.when}`, {
        pages: commonPage(),
        how: 'mention',
      });
  }
  for (const [key, rule] of oldRules)
    if (!newRules.has(key))
      push(
        'Common storage options',
        'removed',
        `\`${rule.name}\``,
        `when ${rule.when}`,
        pagesOrNeighbours(index, [rule.name], []),
      );

  // Settings.
  const oldItems = byKey(before['settings.json']?.items, (i) => i.key);
  const newItems = byKey(after['settings.json']?.items, (i) => i.key);
  const groupKeys = (items, group) =>
    [...items.values()].filter((i) => i.group === group).map((i) => i.key);
  for (const [key, item] of newItems) {
    const old = oldItems.get(key);
    const found = pagesOrNeighbours(
      index,
      [key],
      groupKeys(newItems, item.group).filter((k) => k !== key),
    );
    if (!old)
      push(
        'Settings',
        'added',
        `\`${key}\``,
        `group ${item.group_name}, ${item.type}, default ${JSON.stringify(item.default_value ?? item.value_expr)}`,
        found,
      );
    else {
      const changed = [
        'default_value',
        'type',
        'options',
        'group_name',
        'flag_name',
        'value_expr',
      ].filter((f) => !sameValue(old[f], item[f]));
      if (changed.length)
        push(
          'Settings',
          'changed',
          `\`${key}\``,
          changed
            .map(
              (f) => `${f} ${JSON.stringify(old[f] ?? null)} → ${JSON.stringify(item[f] ?? null)}`,
            )
            .join('; '),
          found,
        );
    }
  }
  for (const [key, item] of oldItems) {
    if (!newItems.has(key))
      push(
        'Settings',
        'removed',
        `\`${key}\``,
        `group ${item.group_name}`,
        pagesOrNeighbours(index, [key], []),
      );
  }

  // config.json fields.
  const oldFields = byKey(before['config.json']?.fields, (f) => f.path);
  const newFields = byKey(after['config.json']?.fields, (f) => f.path);
  const names = (field) =>
    [field.path, field.env_var, field.env_var_with_no_prefix_flag].filter(Boolean);
  const siblings = (fields, field) => {
    const parent = field.path.split('.').slice(0, -1).join('.');
    return [...fields.values()]
      .filter((f) => f !== field && f.path.split('.').slice(0, -1).join('.') === parent)
      .flatMap(names);
  };
  for (const [key, field] of newFields) {
    const old = oldFields.get(key);
    const found = pagesOrNeighbours(index, names(field), siblings(newFields, field));
    if (!old)
      push(
        'config.json',
        'added',
        `\`${key}\``,
        `${field.go_type}${field.is_object ? ' (object)' : `, default ${JSON.stringify(field.default)}`}${field.env_var ? `, env ${field.env_var}` : ''}`,
        found,
      );
    else {
      const changed = ['default', 'go_type', 'env_var'].filter((f) => !sameValue(old[f], field[f]));
      if (changed.length)
        push(
          'config.json',
          'changed',
          `\`${key}\``,
          changed
            .map(
              (f) => `${f} ${JSON.stringify(old[f] ?? null)} → ${JSON.stringify(field[f] ?? null)}`,
            )
            .join('; '),
          found,
        );
    }
  }
  for (const [key, field] of oldFields)
    if (!newFields.has(key))
      push('config.json', 'removed', `\`${key}\``, '', pagesOrNeighbours(index, names(field), []));

  // Routes.
  const keyed = (api) => {
    const routes = api?.routes ?? [];
    const keys = routeKeys(routes);
    return new Map(routes.map((route, i) => [keys[i], route]));
  };
  const oldRoutes = keyed(before['api-routes.json']);
  const newRoutes = keyed(after['api-routes.json']);
  for (const [key, route] of newRoutes) {
    const old = oldRoutes.get(key);
    if (!old) {
      const found = routePages(route, index, contentDir);
      push(
        'Routes',
        'added',
        `\`${key}\``,
        `${route.auth_level}, ${route.handler}${found.how === 'group' ? '; document it on its group page' : found.how === 'none' ? '; no API page takes it (add a group in scripts/apiData.mjs or list it in content/data/api/omitted.yaml)' : ''}`,
        found,
      );
    } else if (old.auth_level !== route.auth_level || old.handler !== route.handler) {
      const changed = ['auth_level', 'handler'].filter((f) => old[f] !== route[f]);
      push(
        'Routes',
        'changed',
        `\`${key}\``,
        changed.map((f) => `${f} ${old[f]} → ${route[f]}`).join('; '),
        routePages(route, index, contentDir),
      );
    }
  }
  for (const [key, route] of oldRoutes)
    if (!newRoutes.has(key))
      push('Routes', 'removed', `\`${key}\``, route.handler, routePages(route, index, contentDir));

  // CLI.
  const oldCommands = byKey(before['cli.json']?.commands, (c) => c.command);
  const newCommands = byKey(after['cli.json']?.commands, (c) => c.command);
  const flagNames = (command) => (command?.flags ?? []).map((f) => f.name);
  for (const [name, command] of newCommands) {
    const old = oldCommands.get(name);
    const found = pagesOrNeighbours(index, [name], flagNames(command));
    if (!old) {
      push(
        'CLI',
        'added',
        `\`${name}\``,
        command.short,
        pagesOrNeighbours(
          index,
          [name],
          [...newCommands.keys()].filter((k) => k !== name),
        ),
      );
      continue;
    }
    const oldFlags = byKey(old.flags, (f) => f.name);
    const newFlags = byKey(command.flags, (f) => f.name);
    const flagPages = (flag) =>
      pagesOrNeighbours(index, [flag, `${name} ${flag}`], [...flagNames(command), name]);
    for (const [flag, entry] of newFlags) {
      const previous = oldFlags.get(flag);
      if (!previous)
        push(
          'CLI',
          'added',
          `\`${name} ${flag}\``,
          `${entry.type}, default ${JSON.stringify(entry.default)}: ${entry.usage}`,
          flagPages(flag),
        );
      else {
        const changed = ['type', 'default', 'usage', 'shorthand', 'persistent'].filter(
          (f) => !sameValue(previous[f], entry[f]),
        );
        if (changed.length)
          push(
            'CLI',
            'changed',
            `\`${name} ${flag}\``,
            changed
              .map(
                (f) =>
                  `${f} ${JSON.stringify(previous[f] ?? null)} → ${JSON.stringify(entry[f] ?? null)}`,
              )
              .join('; '),
            flagPages(flag),
          );
      }
    }
    for (const flag of oldFlags.keys())
      if (!newFlags.has(flag)) push('CLI', 'removed', `\`${name} ${flag}\``, '', flagPages(flag));
    if (old.short !== command.short)
      push(
        'CLI',
        'changed',
        `\`${name}\``,
        `short ${JSON.stringify(old.short)} → ${JSON.stringify(command.short)}`,
        found,
      );
  }
  for (const name of oldCommands.keys())
    if (!newCommands.has(name))
      push('CLI', 'removed', `\`${name}\``, '', pagesOrNeighbours(index, [name], []));

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

function renderText(changes) {
  if (!changes.length) return 'facts report: no changes';
  const lines = [`facts report: ${changes.length} change(s)`];
  for (const section of SECTIONS) {
    const list = changes.filter((change) => change.section === section);
    if (!list.length) continue;
    lines.push('', `${section}:`);
    for (const change of list) {
      lines.push(
        `  ${change.kind.padEnd(7)} ${change.what.replace(/`/g, '')}${change.detail ? ` (${change.detail})` : ''}`,
      );
      for (const locale of LOCALE_CODES) {
        const pages = change.pages[locale];
        lines.push(
          `           ${locale}: ${pages.length ? pages.join(', ') : '-'}${pages.length ? ` [${HOW[change.how]}]` : ''}`,
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
  for (const section of SECTIONS) {
    const list = changes.filter((change) => change.section === section);
    if (!list.length) continue;
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
