import fs from 'node:fs';
import YAML from 'yaml';
import { browserSiteData, parseSiteDataFile, readSiteData } from '../siteData';

const site = YAML.parse(fs.readFileSync('content/data/site.yaml', 'utf8')) as Record<
  string,
  unknown
>;
const withCms = (cms: unknown) => YAML.stringify({ ...site, cms });

describe('the cms block of site.yaml', () => {
  it('names the repository and branch edits go to, main by default', () => {
    expect(parseSiteDataFile('site', withCms({ repo: 'alist-org/docs' })).cms).toEqual({
      repo: 'alist-org/docs',
      branch: 'main',
    });
  });

  it('names what is wrong with it', () => {
    expect(() => parseSiteDataFile('site', withCms({ repo: 'https://github.com/a/b' }))).toThrow(
      /cms\.repo.*owner\/name/,
    );
    expect(() =>
      parseSiteDataFile('site', withCms({ repo: 'a/b', authBaseUrl: 'http://auth.example.com/' })),
    ).toThrow(/cms\.authBaseUrl/);
    expect(() => parseSiteDataFile('site', withCms({ repo: 'a/b', pr: true }))).toThrow(/cms/);
  });

  it('stays out of the data every page loads', () => {
    const data = readSiteData();
    expect(data.site.cms).toEqual({ repo: 'alist-org/docs', branch: 'main' });
    expect(browserSiteData(data).site).not.toHaveProperty('cms');
  });
});
