/**
 * content/data/tools.yaml lists every tool page, every listed tool has a page
 * in both languages that uses a tool component, and every driver page whose
 * setup needs a tool links to it (or embeds it) in its own language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import tools from '../../content/data/tools.yaml';
import { walk, type FileLike, type Node } from '../../src/lib/mdx/ast';
import remarkLinks from '../../gatsby/mdx/remarkLinks';
import { LOCALE_CODES, LOCALES } from '../../src/lib/locales';
import { SHORTCODES } from '../../src/lib/mdx/shortcodes';

interface ToolsData {
  providers: {
    key: string;
    name: Record<string, string>;
    tools: { path: string; title: Record<string, string>; summary: Record<string, string> }[];
  }[];
}

const data = tools as unknown as ToolsData;
const listed = data.providers.flatMap((provider) => provider.tools.map((tool) => tool.path)).sort();
const fileOf = (locale: string, page: string) =>
  path.join('content', locale, page.replace(/^\//, '').replace(/\.html$/, '.mdx'));

const toolPages = (locale: string) =>
  (fs.readdirSync(path.join('content', locale, 'tool'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx') && !file.endsWith('index.mdx'))
    .map((file) => `/tool/${file.replace(/\\/g, '/').replace(/\.mdx$/, '.html')}`)
    .sort();

const TOOL_COMPONENTS = Object.entries(SHORTCODES)
  .filter(([, module]) => module.startsWith('../tools/') && !module.endsWith('ToolList'))
  .map(([name]) => name);

describe('the tool list', () => {
  it('has the 14 tools of the spec, once each', () => {
    expect(listed).toHaveLength(14);
    expect(new Set(listed).size).toBe(14);
  });

  it.each(['en', 'zh'])('names every %s tool page, and only those', (locale) => {
    expect(toolPages(locale)).toEqual(listed);
  });

  it.each(listed)('%s has a page in both languages that renders a tool', (page) => {
    for (const locale of ['en', 'zh']) {
      const source = fs.readFileSync(fileOf(locale, page), 'utf8');
      expect([
        locale,
        TOOL_COMPONENTS.some(
          (name) => source.includes(`<${name} `) || source.includes(`<${name}/>`),
        ),
      ]).toEqual([locale, true]);
    }
  });

  it('has titles and one-line summaries in both languages', () => {
    for (const provider of data.providers) {
      expect(Object.keys(provider.name).sort()).toEqual(['en', 'zh']);
      expect(fs.existsSync(path.join('content', 'en', 'tool', provider.key, 'index.mdx'))).toBe(
        true,
      );
      for (const tool of provider.tools) {
        for (const locale of ['en', 'zh']) {
          expect(tool.title[locale]?.trim()).toBeTruthy();
          expect(tool.summary[locale]).not.toMatch(/\n/);
        }
      }
    }
  });
});

/**
 * The addresses a page's links lead to once the build has rewritten them.
 * Authors write tool links without a language prefix; remarkLinks, run here as
 * the build runs it, gives a Chinese page's links the /zh/ prefix.
 */
function renderedLinks(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const tree = fromMarkdown(source) as unknown as Node;
  const compiled: FileLike = {
    path: path.resolve(file),
    data: {},
    fail: (reason) => {
      throw new Error(`${file}: ${reason}`);
    },
  };
  remarkLinks({ contentRoot: path.resolve('content') })(tree, compiled);
  const links: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'link') links.push(String(node.url));
  });
  return links;
}

const embeds = (file: string, component: string) =>
  new RegExp(`<${component}[\\s/>]`).test(fs.readFileSync(file, 'utf8'));

/** Driver pages (file names under guide/drivers) and the tools their setup steps point to. */
const DRIVER_TOOLS: Record<string, { links: string[]; widgets?: string[] }> = {
  '115': { links: ['/tool/115/token.html'] },
  '115_open': { links: ['/tool/'] },
  aliyundrive: { links: [], widgets: ['AliyundriveAppToken'] },
  aliyundrive_open: {
    links: ['/tool/aliyundrive/request.html'],
    widgets: ['AliyundriveOpenLimit'],
  },
  baidu: { links: ['/tool/baidu/callback.html'] },
  'baidu.photo': { links: ['/tool/baidu/callback.html'] },
  dropbox: { links: ['/tool/dropbox/request.html'] },
  googledrive: { links: ['/tool/google/request.html'] },
  googlephotos: { links: ['/tool/google/request.html', '/tool/google/album.html'] },
  onedrive: { links: ['/tool/onedrive/request.html'] },
  wopan: { links: ['/tool/wopan/token.html'] },
  yandex: { links: ['/tool/yandex/callback.html'] },
  webdav: { links: ['/tool/onedrive/webdav.html'] },
};

describe('driver pages that need a tool', () => {
  const cases = Object.entries(DRIVER_TOOLS).flatMap(([page, needs]) =>
    LOCALE_CODES.map((locale) => [page, locale, needs] as const),
  );

  it.each(cases)('%s (%s) links to its tools in its own language', (page, locale, needs) => {
    const file = path.join('content', locale, 'guide', 'drivers', `${page}.mdx`);
    const links = renderedLinks(file);
    for (const tool of needs.links) expect(links).toContain(`${LOCALES[locale].prefix}${tool}`);
    for (const widget of needs.widgets ?? [])
      expect([widget, embeds(file, widget)]).toEqual([widget, true]);
  });

  it('names only tools that exist', () => {
    const known = new Set([...listed, '/tool/']);
    for (const needs of Object.values(DRIVER_TOOLS)) {
      for (const tool of needs.links) expect(known).toContain(tool);
      for (const widget of needs.widgets ?? []) expect(Object.keys(SHORTCODES)).toContain(widget);
    }
  });
});
