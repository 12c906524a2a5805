/**
 * content/data/tools.yaml lists every tool page, and every listed tool has a
 * page in both languages that uses a tool component.
 */
import fs from 'node:fs';
import path from 'node:path';
import tools from '../../content/data/tools.yaml';
import { SHORTCODES } from '../../src/mdx/shortcodes';

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
