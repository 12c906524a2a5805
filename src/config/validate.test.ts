import fs from 'node:fs';
import YAML from 'yaml';
import { validateNavbarConfig, validateSidebarConfig, validateSiteConfig } from './validate';

const read = (name: string) => YAML.parse(fs.readFileSync(`content/data/${name}`, 'utf8'));

describe('site data', () => {
  it('accepts the files in content/data', () => {
    expect(() => validateSiteConfig(read('site.yaml'))).not.toThrow();
    expect(() => validateNavbarConfig(read('navbar.yaml'))).not.toThrow();
    expect(() => validateSidebarConfig(read('sidebars.yaml'))).not.toThrow();
  });

  it('fills defaults', () => {
    const site = read('site.yaml');
    delete site.docsBranch;
    expect(validateSiteConfig(site).docsBranch).toBe('main');
  });

  it('names the file and every wrong field', () => {
    const site = { ...read('site.yaml'), colorMode: 'sepia', url: 'alist.nn.ci/' };
    delete site.title.zh;
    expect(() => validateSiteConfig(site, 'content/data/site.yaml')).toThrow(
      /content\/data\/site\.yaml is invalid:[\s\S]*url must be an origin[\s\S]*colorMode must be one of[\s\S]*title\.zh is missing/,
    );
  });

  it('checks navbar links and sidebar sections', () => {
    expect(() =>
      validateNavbarConfig({ items: [{ text: { en: 'A', zh: 'A' }, link: 'guide/' }] }),
    ).toThrow(/items\[0\]\.link must be a site path/);
    expect(() =>
      validateNavbarConfig({
        items: [{ text: { en: 'A' }, children: [{ text: { en: 'B', zh: 'B' }, link: '/b/' }] }],
      }),
    ).toThrow(/items\[0\]\.text\.zh is missing/);
    expect(() => validateSidebarConfig({ sections: ['guide'] })).toThrow(
      /sections\[0\] must be a folder path/,
    );
    expect(() => validateSidebarConfig({ sections: ['/guide/'], headerDepth: -1 })).toThrow(
      /headerDepth/,
    );
  });
});
