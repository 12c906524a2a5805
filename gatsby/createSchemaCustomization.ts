/**
 * Every front-matter field of the specification, typed, plus the values the
 * build derives from the file (title, headings, reading time, git history).
 * Fields that accept several shapes resolve to one clean shape.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { contentTree } from './mdx/compileContent';
import { pageContent, type ContentArgs } from './mdx/pageContent';
import { NO_CONTENT } from '../src/lib/pageContent';
import type { ContentTree } from '../src/lib/contentTree';
import { localeOfFile, sharedTextFile } from './mdx/sharedTexts';
import { CONTENT_ROOT } from './paths';
import { historyOf } from './gitHistory';
import { CONTENT_RENDERER_TYPE } from './sourceNodes';
import { pageDescription } from './lib/description';
import { mdxHeadings, mdxLeadParagraph } from './lib/mdxHeadings';
import {
  mergeTerms,
  normaliseAuthor,
  normalisePageLink,
  PLAIN_FIELDS,
  type PlainField,
  plainValue,
} from './lib/frontmatter';
import { readingTime } from './lib/readingTime';
import { BUILD_ERRORS, buildError, registerBuildErrors } from './errors';

/** What a field resolver gets as its context: the node model bound to the page being queried. */
interface ResolverContext {
  nodeModel: { findOne(args: { type: string; query: unknown }): Promise<unknown> };
}

type Raw = Record<string, unknown>;
interface MdxSource {
  id: string;
  body: string;
  frontmatter?: Raw;
  parent?: string;
  fields?: { relativePath?: string };
  internal: { contentFilePath?: string };
}

const typeDefs = `
  type Author { name: String!, url: String, email: String }
  type PageLinkOverride { disabled: Boolean!, link: String, text: String }
  type HomeAction { text: String!, link: String!, type: String }
  type HomeFeature { icon: String, title: String!, details: String, link: String }
  type PortfolioMedia { name: String!, url: String!, icon: String }
  type ReadingTime { minutes: Int!, words: Int!, lessThanAMinute: Boolean! }
  type MdxHeading { depth: Int!, text: String!, id: String! }
  type Contributor { name: String!, email: String!, commits: Int! }
  type MdxFields { locale: String, key: String, relativePath: String, pagePath: String }
`;

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
/** `false` means "hide"; we keep it as an empty string so a missing value stays null. */
const textOrHidden = (value: unknown) => (value === false ? '' : stringOrNull(value));

const GRAPHQL_TYPES = {
  string: 'String',
  boolean: 'Boolean',
  int: 'Int',
  strings: '[String!]',
  date: 'Date',
} as const;

const PLAIN_DESCRIPTIONS: Partial<Record<PlainField, string>> = {
  readingTime: 'false hides the reading time; the computed value is Mdx.readingTime',
  description: "The page's meta description; the one pages use is Mdx.description",
  data: "Data files under content/data (without .yaml) handed to this page's components",
};

/** One resolver per plain field: a value of the wrong type (already reported) resolves to null. */
function plainFieldConfigs() {
  return Object.fromEntries(
    (Object.keys(PLAIN_FIELDS) as PlainField[]).map((field) => [
      field,
      {
        type: GRAPHQL_TYPES[PLAIN_FIELDS[field]],
        description: PLAIN_DESCRIPTIONS[field],
        resolve: (source: Raw) => plainValue(field, source[field]),
        ...(PLAIN_FIELDS[field] === 'date' ? { extensions: { dateformat: {} } } : {}),
      },
    ]),
  );
}

/** A term and its plural alias (category/categories): both give the merged list. */
function termFields(singular: string, plural: string) {
  const field = {
    type: '[String!]!',
    resolve: (s: Raw) => mergeTerms(singular, s[singular], plural, s[plural]).value,
  };
  return { [singular]: field, [plural]: field };
}

const pageLinkField = (side: 'prev' | 'next') => ({
  type: 'PageLinkOverride',
  resolve: (s: Raw) => normalisePageLink(side, s[side]).value,
});

/** The file an Mdx node was made from, as its messages and history name it. */
const fileOf = (source: MdxSource) => source.internal.contentFilePath ?? 'untitled.mdx';

const historyOfSource = (source: MdxSource) =>
  source.internal.contentFilePath ? historyOf(source.internal.contentFilePath) : undefined;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({
  actions,
  schema,
  ...helpers
}) => {
  registerBuildErrors(helpers.reporter);
  const headingsOf = (source: MdxSource) => mdxHeadings(source.body, fileOf(source));
  actions.createTypes(typeDefs);
  actions.createTypes([
    schema.buildObjectType({
      name: 'MdxFrontmatter',
      extensions: { dontInfer: {} },
      fields: {
        ...plainFieldConfigs(),
        author: {
          type: '[Author!]',
          resolve: (source: Raw) => normaliseAuthor(source.author).value,
        },
        ...termFields('category', 'categories'),
        ...termFields('tag', 'tags'),
        sticky: {
          type: 'Boolean',
          resolve: (s: Raw) => (s.sticky === undefined ? null : Boolean(s.sticky)),
        },
        copyright: { type: 'String', resolve: (s: Raw) => textOrHidden(s.copyright) },
        footer: { type: 'String', resolve: (s: Raw) => textOrHidden(s.footer) },
        prev: pageLinkField('prev'),
        next: pageLinkField('next'),
        actions: '[HomeAction!]',
        features: '[HomeFeature!]',
        highlights: '[HomeFeature!]',

        medias: '[PortfolioMedia!]',
        avatar: { type: 'File', extensions: { fileByRelativePath: {} } },
      },
    }),
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      extensions: { infer: true },
      fields: {
        frontmatter: 'MdxFrontmatter',
        fields: 'MdxFields',
        title: {
          type: 'String!',
          description: 'Front-matter title, else the first level-1 heading, else the file name',
          resolve: async (source: MdxSource) =>
            stringOrNull(source.frontmatter?.title) ??
            (await headingsOf(source)).find((heading) => heading.depth === 1)?.text ??
            path.basename(source.internal.contentFilePath ?? 'untitled', '.mdx'),
        },
        hasTitleHeading: {
          type: 'Boolean!',
          description: 'True when the body opens with its own level-1 heading',
          resolve: async (source: MdxSource) => (await headingsOf(source))[0]?.depth === 1,
        },
        headings: {
          type: '[MdxHeading!]!',
          description: 'Every heading with the id it has on the page (src/lib/mdx/headingPass.ts)',
          resolve: headingsOf,
        },
        description: {
          type: 'String',
          description:
            'Front-matter description, else excerpt, else the opening paragraph as plain text; ' +
            'at most 160 characters (gatsby/lib/description.ts). Null: the site description applies',
          resolve: async (source: MdxSource) =>
            pageDescription({
              description: stringOrNull(source.frontmatter?.description),
              excerpt: stringOrNull(source.frontmatter?.excerpt),
              lead: await mdxLeadParagraph(source.body, fileOf(source)),
            }),
        },
        content: {
          type: 'JSON!',
          description:
            "The body as the page shows it: HTML drawn by the build in the page's language, " +
            "with the page's data files, and what the browser needs of it (src/lib/pageContent.ts)",
          args: { language: 'String!', pagePath: 'String!', data: 'JSON' },
          resolve: async (source: MdxSource, args: ContentArgs, context: ResolverContext) => {
            const absolutePath = fileOf(source);
            let shared: readonly string[] = [];
            let tree: ContentTree;
            try {
              tree = await contentTree(
                { id: source.id, body: source.body, absolutePath },
                helpers,
                (ids) => (shared = ids),
              );
              // Looked up through the node model, so Gatsby runs this page's query again when
              // a shared text it includes changes (src/lib/mdx/remarkShared.ts).
              const locale = localeOfFile(absolutePath);
              for (const id of locale ? shared : [])
                await context.nodeModel.findOne({
                  type: 'File',
                  query: {
                    filter: { absolutePath: { eq: sharedTextFile(CONTENT_ROOT, locale!, id) } },
                  },
                });
            } catch (error) {
              // The message names the file and line (compileContent.ts).
              helpers.reporter.panicOnBuild(
                buildError(
                  BUILD_ERRORS.invalidContent,
                  `Invalid MDX in ${(error as Error).message}`,
                ),
              );
              return NO_CONTENT;
            }
            try {
              // Read through the node model, so a new renderer draws this page again (sourceNodes.ts).
              const renderer = (await context.nodeModel.findOne({
                type: CONTENT_RENDERER_TYPE,
                query: {},
              })) as { version: string } | null;
              if (!renderer) throw new Error('the content renderer is not ready');
              const dataFiles = plainValue('data', source.frontmatter?.data) as string[] | null;
              return pageContent(tree, args, dataFiles ?? [], renderer.version);
            } catch (error) {
              helpers.reporter.panicOnBuild(
                buildError(
                  BUILD_ERRORS.invalidContent,
                  `${args.pagePath} (${absolutePath}) could not be drawn: ${(error as Error).message}`,
                ),
              );
              return NO_CONTENT;
            }
          },
        },
        readingTime: {
          type: 'ReadingTime!',
          resolve: (source: MdxSource) => readingTime(source.body),
        },
        updatedTime: {
          type: 'Date',
          extensions: { dateformat: {} },
          description: 'Date of the newest commit touching the file',
          resolve: (source: MdxSource) => historyOfSource(source)?.updated ?? null,
        },
        contributors: {
          type: '[Contributor!]!',
          description: 'Everyone who committed to the file, most commits first',
          resolve: (source: MdxSource) => historyOfSource(source)?.contributors ?? [],
        },
      },
    }),
  ]);
};
