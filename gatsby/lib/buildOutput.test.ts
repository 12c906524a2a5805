import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOnlyEntries, cleanBuildOutput, unhashedAssets } from './buildOutput';
import { filesUnder } from './filesUnder.mjs';

describe('buildOnlyEntries', () => {
  it('picks the files Gatsby writes for itself and licence files next to chunks', () => {
    expect(
      buildOnlyEntries([
        'index.html',
        'chunk-map.json',
        '~partytown',
        'framework-3fbf28554e2e8cee56f6.js',
        'framework-3fbf28554e2e8cee56f6.js.LICENSE.txt',
        '1d29d3aa.js.LICENSE.txt',
        'page-paths.json',
        'sitemap.xml',
        'openapi.json',
      ]),
    ).toEqual([
      'chunk-map.json',
      '~partytown',
      'framework-3fbf28554e2e8cee56f6.js.LICENSE.txt',
      '1d29d3aa.js.LICENSE.txt',
    ]);
  });
});

describe('unhashedAssets', () => {
  it('accepts the names Gatsby and our chunk setting give', () => {
    expect(
      unhashedAssets([
        'app-0fe3e12a92d6d3c33804.js',
        'framework-3fbf28554e2e8cee56f6.js',
        'webpack-runtime-ea8b6cce9f7322ff4331.js',
        '0a1b2c3d.js',
        'styles.1a2b3c4d5e.css',
        'vendor/mermaid-12.3.0/chunks/mermaid.esm.min/x.mjs',
        'vendor/lib-1/plain.js',
        'static/0123abcd/plain.css',
        'admin/cms.js',
        'v3.sh',
        'page-data/index/page-data.json',
      ]),
    ).toEqual([]);
  });

  it('names the scripts and stylesheets whose names do not change with their content', () => {
    expect(unhashedAssets(['sw.js', 'theme.css', 'tools/helper.js', 'app-abc.js'])).toEqual([
      'sw.js',
      'theme.css',
      'tools/helper.js',
      'app-abc.js',
    ]);
  });
});

describe('cleanBuildOutput', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-output-'));
    const write = (file: string, text = 'x') => {
      fs.mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
      fs.writeFileSync(path.join(dir, 'public', file), text);
    };
    write('index.html');
    write('webpack.stats.json', '{"namedChunkGroups":{}}');
    write('chunk-map.json');
    write('~partytown/partytown.js');
    write('~partytown/debug/partytown.js');
    write('0a1b2c3d.js');
    write('0a1b2c3d.js.LICENSE.txt');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the webpack stats outside public/ and leaves only what the site serves', () => {
    const target = path.join(dir, '.cache', 'webpack.stats.json');
    const gone = cleanBuildOutput(path.join(dir, 'public'), target);
    expect(gone.sort()).toEqual(
      ['webpack.stats.json', 'chunk-map.json', '~partytown', '0a1b2c3d.js.LICENSE.txt'].sort(),
    );
    expect(filesUnder(path.join(dir, 'public'))).toEqual(['0a1b2c3d.js', 'index.html']);
    expect(fs.readFileSync(target, 'utf8')).toBe('{"namedChunkGroups":{}}');
    // A second run (nothing left to do) changes nothing.
    expect(cleanBuildOutput(path.join(dir, 'public'), target)).toEqual([]);
    expect(fs.existsSync(target)).toBe(true);
  });
});
