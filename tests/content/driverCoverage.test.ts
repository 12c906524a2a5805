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
}
interface FactDriver {
  name: string;
  options: FactOption[];
  common_options: { name: string }[];
}
interface DataOption extends FactOption {
  help?: { en?: string; zh?: string };
}
interface DataFile {
  drivers: { name: string; options: DataOption[]; common: string[] }[];
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
  return (match ? YAML.parse(match[1] as string) : {}) as { data?: string[] };
};

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
        }
      }
    },
  );

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
