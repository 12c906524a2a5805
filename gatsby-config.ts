import fs from 'node:fs';
import type { GatsbyConfig } from 'gatsby';
import { rehypePlugins, remarkPlugins } from './gatsby/mdx/remarkPlugins';
import { CONTENT_ROOT, OVERLAY_PAGES_ROOT, ROOT, TYPEGEN_QUERY_FILES } from './gatsby/paths';
import { loadSiteConfig } from './gatsby/lib/siteData';
import { wholeSliceData } from './gatsby/lib/wholeSliceData';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
// `gatsby develop` runs a page's query when a browser asks for the page, and that page waits for
// it. Gatsby turns this off in CI and then runs every query after the development bundle, while
// its server already answers: a page opened in between got the development 404 page. Content
// pages compile their MDX in their query (Mdx.content), so CI's develop works as a writer's does.
process.env.GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI = 'true';

const site = loadSiteConfig();

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: site.url,
    title: site.title.en,
    description: site.description.en,
  },
  trailingSlash: 'ignore',
  // Before Gatsby's static files: a sidebar's data is never served half written (the module says why).
  developMiddleware: (app: { use: (handler: ReturnType<typeof wholeSliceData>) => void }) => {
    app.use(wholeSliceData(`${ROOT}/public`));
  },
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  // Types for every query, written to src/gatsby-types.d.ts (not committed) on each develop and
  // build, so they always match the schema; `npm test` type-checks after its build.
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    documentSearchPaths: TYPEGEN_QUERY_FILES,
  },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: CONTENT_ROOT, ignore: ['**/data/**'] },
    },
    // Test-only pages of the end-to-end build (see OVERLAY_PAGES_ROOT).
    ...(OVERLAY_PAGES_ROOT && fs.existsSync(OVERLAY_PAGES_ROOT)
      ? [
          {
            resolve: 'gatsby-source-filesystem',
            options: { name: 'content', path: OVERLAY_PAGES_ROOT },
          },
        ]
      : []),
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'images', path: `${ROOT}/src/images` },
    },
    'mdx-source-check',
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: {
          remarkPlugins: [...remarkPlugins],
          rehypePlugins: [...rehypePlugins],
        },
        // `![alt](./images/x.png)` next to a page: resized copies with srcset and sizes, a box of
        // the right height while loading (no layout shift), loading="lazy" and decoding="async".
        // The image viewer opens the widest copy, so images are not wrapped in links.
        gatsbyRemarkPlugins: [
          {
            resolve: 'gatsby-remark-images',
            options: {
              maxWidth: 800, // layout.contentWidth (50rem); srcset goes up to twice that
              linkImagesToOriginal: false,
              showCaptions: false,
              withWebp: true,
              quality: 80,
              backgroundColor: 'transparent',
              // No blurred placeholder: it is a background-image url() in a style attribute, which
              // the content allowlist refuses (src/lib/mdx/contentSchema.ts, IMAGE_MARKUP_SCHEMA).
              disableBgImage: true,
              loading: 'lazy',
              decoding: 'async',
            },
          },
        ],
      },
    },
    {
      resolve: 'gatsby-plugin-emotion',
      // Emotion's inline source maps put a base64 copy of the whole file into
      // every css block. With one page component per content file that ran
      // `gatsby develop` out of memory (4 GB), and production builds paid for
      // them in babel and terser only to drop them. The plugin's option
      // default (true) also overrode its own "not in production" rule.
      options: { sourceMap: false },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
  ],
};

export default config;
