import { createSearchEngine, fuzziness, SearchUnavailable } from '../../../src/lib/search/engine';
import { docSearchHits, failSoft, localSearchClient } from '../../../src/lib/search/docsearchHits';
import type { SearchMeta } from '../../../src/lib/search/format';
import { indexSections, type PageWithSections } from './buildIndex';
import { extractSections } from './extractSections';
import { sectionLabel } from './writeSearchIndex';

const page = (body: string, outside = '') =>
  `<html><body><nav>Site menu</nav>${outside}<main><article><h1>Page title</h1><div data-search-body>${body}</div><footer>Next page</footer></article></main></body></html>`;

describe('extractSections', () => {
  it('splits the marked body at h2 and h3, keeping anchors and the h2 above an h3', () => {
    const sections = extractSections(
      page(`<p>Intro text.</p>
        <h2 id="run">Start the container<a class="heading-anchor" href="#run" aria-hidden="true">#</a></h2>
        <p>Run it.</p><pre><code>docker run -p 5244:5244 <span>xhofe/alist</span></code></pre>
        <h3 id="ports">Ports</h3><table><tr><td>temp_dir</td><td>data/temp</td></tr></table>`),
    );
    expect(sections).toEqual([
      { anchor: '', level: 1, heading: '', parent: '', text: 'Intro text.', terms: '' },
      {
        anchor: 'run',
        level: 2,
        heading: 'Start the container',
        parent: '',
        text: 'Run it. docker run -p 5244:5244 xhofe/alist',
        terms: '',
      },
      {
        anchor: 'ports',
        level: 3,
        heading: 'Ports',
        parent: 'Start the container',
        text: 'temp_dir data/temp',
        terms: '',
      },
    ]);
  });

  it('leaves out controls, pictures, hidden text, the h1 and anything marked to ignore', () => {
    const [intro] = extractSections(
      page(`<h1>Title in body</h1><p>Kept<button>Copy</button><svg><text>svg</text></svg>
        <span class="visually-hidden">(opens in a new tab)</span><div role="tabpanel" hidden>in a tab</div>
        <style>.x{}</style><div data-search-ignore>repeated table</div><input value="v"> words</p>`),
    );
    expect(intro?.text).toBe('Kept in a tab words');
  });

  it('finds nothing in a page without a marked body (home, not-found, redirect stubs)', () => {
    expect(
      extractSections('<html><body><main><h2 id="a">A</h2><p>x</p></main></body></html>'),
    ).toEqual([]);
  });

  it('takes the code of each row\u2019s first cell as what a table defines', () => {
    const [intro] = extractSections(
      page(
        '<table><thead><tr><th>Option</th><th>Default</th></tr></thead><tbody>' +
          '<tr><td><code>temp_dir</code></td><td><code>data/temp</code></td></tr>' +
          '<tr><td><a href="#x"><code>jwt_secret</code></a> <span>*</span></td><td>random</td></tr>' +
          '<tr><td>plain</td><td><code>later</code></td></tr></tbody></table><p>Prose <code>inline</code>.</p>',
      ),
    );
    expect(intro?.terms).toBe('temp_dir jwt_secret');
  });

  it('decodes entities and keeps cells apart', () => {
    const [intro] = extractSections(page('<table><tr><td>a&amp;b</td><td>c</td></tr></table>'));
    expect(intro?.text).toBe('a&b c');
  });
});

describe('sectionLabel', () => {
  it('names the folders between Home and the page', () => {
    expect(
      sectionLabel([
        { text: null, link: '/' },
        { text: 'Guide', link: '/guide/' },
        { text: 'Install', link: '/guide/install/' },
        { text: 'Docker' },
      ]),
    ).toBe('Guide › Install');
    expect(sectionLabel([{ text: null, link: '/' }, { text: 'Home page' }])).toBe('');
  });
});

/** A rendered page as writeSearchIndex.ts finds it: its address, title, section label and HTML. */
type RenderedPage = Omit<PageWithSections, 'sections'> & { html: string };

/** What writeSearchIndex.ts does with the rendered pages: sections out of each HTML, then the index. */
const indexPages = (locale: 'en' | 'zh', pages: readonly RenderedPage[]) =>
  indexSections(
    locale,
    pages.map(({ html, ...rest }) => ({ ...rest, sections: extractSections(html) })),
  );

const PAGES: RenderedPage[] = [
  {
    path: '/guide/install/docker.html',
    title: 'Docker',
    section: 'Guide › Install',
    html: page(`<p>Run AList in a container.</p><h2 id="run">Start the container</h2><p>docker run maps port 5244.</p>
      <h2 id="data">Data folder</h2><p>The temp_dir option sets where downloads wait.</p>`),
  },
  {
    path: '/guide/drivers/onedrive.html',
    title: 'OneDrive',
    section: 'Guide › Storage',
    html: page(
      `<p>Mount a OneDrive account.</p><h2 id="refresh-token">Refresh token</h2><p>Get one with the sign-in helper.</p>`,
    ),
  },
  {
    path: '/guide/advanced/offline-download.html',
    title: 'Offline download',
    section: 'Guide › Advanced',
    html: page('<p>Send links to aria2 or qBittorrent; files land in temp_dir first.</p>'),
  },
  {
    path: '/',
    title: 'Home',
    section: '',
    html: '<html><body><main>Home page</main></body></html>',
  },
];

const ZH_PAGES: RenderedPage[] = [
  {
    path: '/zh/guide/drivers/aliyundrive.html',
    title: '阿里云盘',
    section: '指南 › 存储',
    html: page(
      '<p>挂载阿里云盘需要刷新令牌。</p><h2 id="proxy">反向代理</h2><p>在 nginx 中设置反向代理。</p>',
    ),
  },
  {
    path: '/zh/guide/install/docker.html',
    title: '使用 Docker',
    section: '指南 › 安装',
    html: page('<p>用 docker 安装 AList 最省事。</p>'),
  },
  {
    path: '/zh/guide/advanced/offline-download.html',
    title: '离线下载',
    section: '指南 › 进阶',
    html: page('<p>离线下载先把文件存到临时目录。</p>'),
  },
];

function engineOver(pages: RenderedPage[], locale: 'en' | 'zh' = 'en') {
  const { meta, files } = indexPages(locale, pages);
  const requested: string[] = [];
  const loadJson = (url: string) => {
    const name = url.replace('/search/', '');
    requested.push(name);
    if (name === 'meta.json') return Promise.resolve(JSON.parse(JSON.stringify(meta)) as unknown);
    const contents = files.get(name);
    return contents
      ? Promise.resolve(JSON.parse(contents) as unknown)
      : Promise.reject(new Error(`no ${name}`));
  };
  return { meta, files, requested, engine: createSearchEngine('/search/', loadJson) };
}

const urlsOf = async (engine: ReturnType<typeof engineOver>['engine'], query: string) => {
  const answer = await engine.search(query);
  return answer.hits.map((hit) => {
    const section = answer.meta.sections[hit.id];
    return answer.meta.pages[section!.page]!.path + (section!.anchor ? `#${section!.anchor}` : '');
  });
};

describe('the search files', () => {
  it('list the pages with a body, their sections, pieces and texts', () => {
    const { meta, files } = engineOver(PAGES);
    expect(meta.pages.map((entry) => entry.path)).toEqual([
      '/guide/install/docker.html',
      '/guide/drivers/onedrive.html',
      '/guide/advanced/offline-download.html',
    ]);
    expect(meta.sections).toHaveLength(6);
    expect(meta.sections[1]).toEqual({
      page: 0,
      anchor: 'run',
      level: 2,
      heading: 'Start the container',
      parent: '',
      text: 0,
    });
    // So small an index needs no more than one piece per first letter.
    expect(Object.keys(meta.shards)).toEqual(expect.arrayContaining(['d', 'o', 't', '5']));
    for (const name of [...Object.values(meta.shards), ...meta.texts]) {
      expect(name).toMatch(/^(index-[a-z0-9]+|text-\d+)\.[0-9a-f]{10}\.json$/);
      expect(files.has(name)).toBe(true);
    }
  });

  it('name a file by its content, so an unchanged piece keeps its name', () => {
    const first = indexPages('en', PAGES).meta;
    const again = indexPages('en', PAGES).meta;
    expect(again).toEqual(first);
    const changed = indexPages('en', [
      { ...PAGES[0]!, html: PAGES[0]!.html.replace('in a container', 'anywhere') },
      ...PAGES.slice(1),
    ]).meta;
    expect(changed.texts[1]).toBe(first.texts[1]);
    expect(changed.texts[0]).not.toBe(first.texts[0]);
  });
});

describe('the engine', () => {
  it('finds a page by its title and a section by its words, at the heading', async () => {
    const { engine } = engineOver(PAGES);
    expect((await urlsOf(engine, 'onedrive'))[0]).toBe('/guide/drivers/onedrive.html');
    expect(await urlsOf(engine, 'temp_dir')).toEqual([
      '/guide/install/docker.html#data',
      '/guide/advanced/offline-download.html',
    ]);
    expect((await urlsOf(engine, 'refresh token'))[0]).toBe(
      '/guide/drivers/onedrive.html#refresh-token',
    );
  });

  it('matches word starts and forgives typos', async () => {
    const { engine } = engineOver(PAGES);
    expect((await urlsOf(engine, 'contai'))[0]).toMatch(/docker\.html/);
    expect((await urlsOf(engine, 'onedirve'))[0]).toBe('/guide/drivers/onedrive.html');
    expect(fuzziness('ab')).toBe(0);
    expect(fuzziness('drive')).toBe(1);
    expect(fuzziness('onedirve')).toBe(2);
    expect(fuzziness('阿里')).toBe(0);
  });

  it('loads only the pieces its words need, and the text of the pages it shows', async () => {
    const { engine, requested, meta } = engineOver(PAGES);
    await engine.search('onedrive');
    expect(requested).toEqual(['meta.json', meta.shards.o, meta.texts[meta.sections[3]!.text]]);
    await engine.search('onedrive');
    expect(requested).toHaveLength(3);
  });

  it('searches Chinese phrases and mixed queries', async () => {
    const { engine } = engineOver(ZH_PAGES, 'zh');
    expect((await urlsOf(engine, '阿里云盘'))[0]).toBe('/zh/guide/drivers/aliyundrive.html');
    expect((await urlsOf(engine, '挂载'))[0]).toBe('/zh/guide/drivers/aliyundrive.html');
    expect((await urlsOf(engine, '反向代理'))[0]).toBe('/zh/guide/drivers/aliyundrive.html#proxy');
    expect((await urlsOf(engine, '离线下载'))[0]).toBe('/zh/guide/advanced/offline-download.html');
    expect((await urlsOf(engine, 'docker 安装'))[0]).toBe('/zh/guide/install/docker.html');
  });

  it('answers an empty query with nothing and reports an index it cannot load', async () => {
    const { engine } = engineOver(PAGES);
    expect((await engine.search('  ')).hits).toEqual([]);
    const offline = createSearchEngine('/search/', () =>
      Promise.reject(new SearchUnavailable('offline')),
    );
    await expect(offline.search('docker')).rejects.toBeInstanceOf(SearchUnavailable);
    const wrongFormat = createSearchEngine('/search/', () => Promise.resolve({ format: 1 }));
    await expect(wrongFormat.search('docker')).rejects.toBeInstanceOf(SearchUnavailable);
  });

  it('still answers when a page text cannot be loaded, without a snippet', async () => {
    const { meta, files } = indexPages('en', PAGES);
    const engine = createSearchEngine('/s/', (url) => {
      const name = url.slice(3);
      if (name === 'meta.json') return Promise.resolve(meta);
      if (name.startsWith('text-')) return Promise.reject(new Error('offline'));
      return Promise.resolve(JSON.parse(files.get(name) ?? 'null') as unknown);
    });
    const answer = await engine.search('onedrive');
    expect(answer.hits[0]?.text).toBe('');
  });
});

describe('DocSearch hits', () => {
  it('give DocSearch the page to group by, the heading, the link and marked snippets', async () => {
    const { engine } = engineOver(PAGES);
    const [hit] = docSearchHits(await engine.search('temp_dir'), 20);
    expect(hit).toMatchObject({
      url: '/guide/install/docker.html#data',
      type: 'content',
      hierarchy: {
        lvl0: 'Guide › Install › Docker',
        lvl1: 'Docker',
        lvl2: 'Data folder',
        lvl3: null,
      },
    });
    expect(hit!._snippetResult.content.value).toContain('<mark>temp_dir</mark>');
    expect(hit!._highlightResult.hierarchy.lvl2.matchLevel).toBe('none');
  });

  it('type a hit by what matched: the page title, or a heading', async () => {
    const { engine } = engineOver(PAGES);
    const [title] = docSearchHits(await engine.search('onedrive'), 20);
    expect(title).toMatchObject({ type: 'lvl1', url: '/guide/drivers/onedrive.html' });
    expect(title!._highlightResult.hierarchy.lvl1.value).toBe('<mark>OneDrive</mark>');
    const [heading] = docSearchHits(await engine.search('refresh token'), 20);
    expect(heading).toMatchObject({
      type: 'lvl2',
      url: '/guide/drivers/onedrive.html#refresh-token',
    });
  });

  it('answer the client call in either request shape', async () => {
    const { engine } = engineOver(PAGES);
    const client = localSearchClient(engine);
    const modern = (await client.search({ requests: [{ query: 'docker', hitsPerPage: 2 }] })) as {
      results: Array<{ hits: unknown[]; nbHits: number; query: string }>;
    };
    expect(modern.results[0]!.query).toBe('docker');
    expect(modern.results[0]!.hits.length).toBeLessThanOrEqual(2);
    const legacy = (await client.search([{ params: { query: 'onedrive' } }])) as typeof modern;
    expect(legacy.results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('show at most four hits from one page', () => {
    const meta = {
      pages: [{ path: '/p.html', title: 'P', section: '' }],
      sections: Array.from({ length: 6 }, (_, id) => ({
        page: 0,
        anchor: `a${id}`,
        level: 2,
        heading: `H${id}`,
        parent: '',
      })),
    } as unknown as SearchMeta;
    const hits = Array.from({ length: 6 }, (_, id) => ({
      id,
      score: 1,
      matched: 1,
      terms: ['h'],
      text: '',
    }));
    expect(docSearchHits({ meta, hits, words: ['h'] }, 20)).toHaveLength(4);
  });

  it('turn a failed query into an empty answer and a report, never a rejection', async () => {
    const reports: boolean[] = [];
    const failing = failSoft(
      (_argument: unknown) => Promise.reject(new Error('offline')),
      (failed) => reports.push(failed),
    );
    await expect(failing({ requests: [{ query: 'docker', hitsPerPage: 5 }] })).resolves.toEqual({
      results: [expect.objectContaining({ hits: [], nbHits: 0, query: 'docker', hitsPerPage: 5 })],
    });
    const working = failSoft(
      (_argument: unknown) => Promise.resolve('answer'),
      (failed) => reports.push(failed),
    );
    await expect(working({})).resolves.toBe('answer');
    expect(reports).toEqual([true, false]);
  });
});
