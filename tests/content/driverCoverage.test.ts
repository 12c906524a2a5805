/**
 * Storage driver pages against the facts: every registered driver has a page
 * in both locales (or a reason in UNDOCUMENTED_DRIVERS), every page lists its
 * data file and renders an options table per driver, the data files agree with
 * content/data/facts/drivers.json, and every option has help in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { DRIVER_PAGES, UNDOCUMENTED_DRIVERS } from '../../scripts/driverPages.mjs';

interface FactOption {
  name: string;
  type: string;
  default: string;
  required: boolean;
  options?: string;
}
const CONFIG_FLAGS = [
  'localSort',
  'onlyLocal',
  'onlyProxy',
  'noCache',
  'noUpload',
  'needMs',
  'defaultRoot',
  'alert',
  'noOverwriteUpload',
  'proxyRangeOption',
] as const;
type ConfigFlag = (typeof CONFIG_FLAGS)[number];
type FactDriver = {
  name: string;
  dir: string;
  mustProxy: boolean;
  options: FactOption[];
  common_options: { name: string }[];
} & Record<ConfigFlag, string | boolean>;
interface DataOption extends FactOption {
  values?: string[];
  help?: { en?: string; zh?: string };
}
interface DataFile {
  drivers: {
    name: string;
    dir: string;
    download: string;
    config: Record<string, unknown>;
    options: DataOption[];
    common: string[];
  }[];
}

const ROOT = process.cwd();
const LOCALES = ['en', 'zh'] as const;
const facts = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/data/facts/drivers.json'), 'utf8'),
) as FactDriver[];
const pageFile = (locale: string, slug: string) =>
  path.join(ROOT, 'content', locale, 'guide/drivers', `${slug}.mdx`);
const readData = (name: string) =>
  YAML.parse(fs.readFileSync(path.join(ROOT, 'content/data/drivers', `${name}.yaml`), 'utf8'));
const frontMatter = (text: string) => {
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  return (match ? YAML.parse(match[1] as string) : {}) as { data?: string[]; order?: number };
};
const mustProxy = (fact: FactDriver) => Boolean(fact.onlyProxy || fact.onlyLocal || fact.mustProxy);
const factOf = (name: string) => facts.find((driver) => driver.name === name) as FactDriver;
/** The mermaid diagrams of a page, each with the text line before it. */
const mermaidBlocks = (text: string) =>
  [...text.matchAll(/(^|\n)([^\n]*)\n+```mermaid\n([\s\S]*?)\n```/g)].map((match) => ({
    before: match[2] as string,
    body: match[3] as string,
  }));
/** A diagram shows a redirect when it has a 302 step; otherwise AList relays the bytes. */
const diagramMethod = (body: string) => (/\b302\b/.test(body) ? '302' : 'proxy');

describe('driver page coverage', () => {
  it('documents every registered driver on exactly one page, or gives a reason', () => {
    const onPages = DRIVER_PAGES.flatMap((page) => page.drivers);
    expect(new Set(onPages).size).toBe(onPages.length);
    const missing = facts
      .map((driver) => driver.name)
      .filter((name) => !onPages.includes(name) && !(name in UNDOCUMENTED_DRIVERS));
    expect(missing).toEqual([]);
    for (const [name, reason] of Object.entries(UNDOCUMENTED_DRIVERS)) {
      expect(facts.some((driver) => driver.name === name)).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
      expect(onPages).not.toContain(name);
    }
  });

  it.each(DRIVER_PAGES.map((page) => [page.slug, page] as const))(
    '%s: page exists in both locales, lists its data and renders each driver',
    (slug, page) => {
      for (const locale of LOCALES) {
        const file = pageFile(locale, slug);
        expect(fs.existsSync(file)).toBe(true);
        const text = fs.readFileSync(file, 'utf8');
        const data = frontMatter(text).data ?? [];
        expect(data).toContain(`drivers/${slug}`);
        expect(data).toContain('drivers/common');
        for (const driver of page.drivers) {
          expect(text).toContain(`<OptionsTable driver="${driver}" />`);
          expect(text).toContain(`<CommonOptions driver="${driver}" />`);
        }
        if (page.drivers.length > 1) {
          // one tab per driver
          const tabs = [...text.matchAll(/<Tab label="[^"]*">([\s\S]*?)<\/Tab>/g)].map(
            (match) => match[1] as string,
          );
          for (const driver of page.drivers) {
            const holding = tabs.filter((tab) =>
              tab.includes(`<OptionsTable driver="${driver}" />`),
            );
            expect([driver, holding.length]).toEqual([driver, 1]);
            expect(holding[0]).toContain(`<CommonOptions driver="${driver}" />`);
          }
        }
      }
    },
  );

  it.each(DRIVER_PAGES.map((page) => [page.slug, page] as const))(
    '%s: mermaid diagrams agree with the download method and have a text summary',
    (slug, page) => {
      const methods = new Set(
        page.drivers.map((name) => (mustProxy(factOf(name)) ? 'proxy' : '302')),
      );
      for (const locale of LOCALES) {
        const text = fs.readFileSync(pageFile(locale, slug), 'utf8');
        const blocks = mermaidBlocks(text);
        expect(blocks.length).toBeGreaterThan(0);
        const shown = new Set(blocks.map((block) => diagramMethod(block.body)));
        expect([locale, [...shown].sort()]).toEqual([locale, [...methods].sort()]);
        for (const block of blocks) {
          // a plain sentence right before the diagram, for screen readers
          const line = block.before.trim();
          expect([locale, line]).toEqual([
            locale,
            expect.stringMatching(locale === 'en' ? /^Diagram: \S.{30,}/ : /^图示：\S.{15,}/),
          ]);
          expect([locale, line]).toEqual([locale, expect.stringMatching(/[.。:：]$/)]);
          expect(line.startsWith('#') || line.startsWith('<') || line.startsWith('```')).toBe(
            false,
          );
        }
      }
    },
  );

  it.each(DRIVER_PAGES.map((page) => [page.slug] as const))(
    '%s: the Chinese page has the same sidebar order as the English one',
    (slug) => {
      const [en, zh] = LOCALES.map(
        (locale) => frontMatter(fs.readFileSync(pageFile(locale, slug), 'utf8')).order,
      );
      expect(en).toEqual(expect.any(Number));
      expect(zh).toBe(en);
    },
  );

  it.each(DRIVER_PAGES.map((page) => [page.slug] as const))(
    '%s: has at least 200 English words and 300 Chinese characters of prose beyond the tables',
    (slug) => {
      const prose = (locale: string) =>
        fs
          .readFileSync(pageFile(locale, slug), 'utf8')
          .replace(/^---\n[\s\S]*?\n---\n/, '')
          .replace(/```[\s\S]*?```/g, '')
          .replace(/<[^>]+>/g, '');
      expect((prose('en').match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length).toBeGreaterThanOrEqual(200);
      expect((prose('zh').match(/[\u4e00-\u9fff]/g) ?? []).length).toBeGreaterThanOrEqual(300);
    },
  );

  it('uses 通用选项 for common options in Chinese', () => {
    const dir = path.join(ROOT, 'content/zh/guide/drivers');
    const bad = fs
      .readdirSync(dir)
      .filter((file) => /通用项/.test(fs.readFileSync(path.join(dir, file), 'utf8')));
    expect(bad).toEqual([]);
    expect(
      fs.readFileSync(path.join(ROOT, 'content/data/drivers/common.yaml'), 'utf8'),
    ).not.toMatch(/通用项/);
  });

  it.each(DRIVER_PAGES.map((page) => [page.slug, page] as const))(
    '%s: data file matches the facts',
    (slug, page) => {
      const data = readData(slug) as DataFile;
      expect(data.drivers.map((driver) => driver.name)).toEqual(page.drivers);
      for (const entry of data.drivers) {
        const fact = facts.find((driver) => driver.name === entry.name) as FactDriver;
        const pick = ({ name, type, default: value, required }: FactOption) => ({
          name,
          type,
          default: value,
          required,
        });
        expect(entry.options.map(pick)).toEqual(fact.options.map(pick));
        expect(entry.common).toEqual(fact.common_options.map((option) => option.name));
        // select values, in the facts' order
        const values = (option: FactOption & { values?: string[] }) => ({
          name: option.name,
          values:
            option.type === 'select'
              ? ((option.values ??
                  (option.options ?? '')
                    .split(',')
                    .map((value) => value.trim())
                    .filter(Boolean)) as string[])
              : undefined,
        });
        expect(entry.options.map(values)).toEqual(fact.options.map(values));
        expect([entry.name, entry.dir]).toEqual([entry.name, fact.dir]);
        // config flags and the default root
        for (const flag of CONFIG_FLAGS)
          expect([entry.name, flag, entry.config[flag]]).toEqual([entry.name, flag, fact[flag]]);
        // proxy if and only if the facts force it
        expect([entry.name, entry.download]).toEqual([
          entry.name,
          mustProxy(fact) ? 'proxy' : '302',
        ]);
      }
    },
  );

  it('has help in both languages for every common option', () => {
    const common = readData('common') as { options: DataOption[] };
    const missing = common.options
      .filter((option) => !option.help?.en?.trim() || !option.help?.zh?.trim())
      .map((option) => option.name);
    expect(missing).toEqual([]);
  });

  it('has help in both languages for every driver option', () => {
    const missing: string[] = [];
    for (const page of DRIVER_PAGES) {
      const data = readData(page.slug) as DataFile;
      for (const driver of data.drivers)
        for (const option of driver.options)
          for (const locale of LOCALES)
            if (!option.help?.[locale]?.trim())
              missing.push(`${page.slug}.yaml: ${driver.name} / ${option.name} (${locale})`);
    }
    expect(missing).toEqual([]);
  });
});
