import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { LOCALE_CODES, LOCALES } from '../src/lib/locales';
import type { BasePageContext, SidebarSliceContext, TemplateName } from '../src/lib/pageContext';
import { autoCatalogRequests } from './lib/catalog';
import { planPages, type ContentFile } from './lib/pagePlan';
import { pageDataErrors } from './lib/pageDataFiles';
import { localisedRedirects } from './lib/redirects';
import { loadSiteData } from './lib/siteData';
import { ROOT } from './paths';
import { localeHome } from '../src/lib/urls';
import { translationsBehind } from './lib/translations';

/** One template per kind of page: src/templates/<name>.tsx. */
const templatePath = (name: TemplateName) => path.join(ROOT, 'src', 'templates', `${name}.tsx`);
const SIDEBAR_SLICE = path.join(ROOT, 'src', 'slices', 'sidebar.tsx');

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.ContentFilesQuery>(`
    query ContentFiles {
      allMdx(sort: { internal: { contentFilePath: ASC } }) {
        nodes {
          id
          title
          body
          fields {
            locale
            relativePath
          }
          internal {
            contentFilePath
          }
          frontmatter {
            shortTitle
            icon
            order
            index
            home
            portfolio
            sidebar
            breadcrumbExclude
            prev {
              disabled
              link
              text
            }
            next {
              disabled
              link
              text
            }
            data
            excerpt
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the content files', result.errors);
    return;
  }

  const catalogProblems: string[] = [];
  const files: ContentFile[] = result.data.allMdx.nodes.flatMap((node) => {
    // Files outside en/ and zh/ have no fields; onCreateNode has already warned about them.
    const { locale, relativePath } = node.fields ?? {};
    const absolutePath = node.internal.contentFilePath;
    if (!locale || !relativePath || !absolutePath) return [];
    const fm = node.frontmatter ?? ({} as NonNullable<typeof node.frontmatter>);
    const catalogs = autoCatalogRequests(node.body ?? '');
    catalogProblems.push(...catalogs.problems.map((problem) => `${absolutePath}: ${problem}`));
    return [
      {
        id: node.id,
        locale: locale as ContentFile['locale'],
        relativePath,
        absolutePath,
        title: node.title,
        shortTitle: fm.shortTitle,
        icon: fm.icon,
        order: fm.order,
        inSidebar: fm.index !== false,
        home: fm.home === true,
        portfolio: fm.portfolio === true,
        sidebarDisabled: fm.sidebar === false,
        breadcrumbExclude: fm.breadcrumbExclude === true,
        prev: fm.prev,
        next: fm.next,
        data: fm.data ?? [],
        excerpt: fm.excerpt,
        catalogs: catalogs.bases,
      },
    ];
  });
  // A build stops at each panicOnBuild. Under `gatsby develop` the pages are made anyway: Gatsby
  // drops every page a run of createPages leaves out, so a writer's mistake in one page took the
  // whole site away until it was fixed.
  if (catalogProblems.length) reporter.panicOnBuild(catalogProblems.join('\n'));

  // Read once: each read checks every data file.
  const { site, sidebars, redirects } = loadSiteData();
  const moved = localisedRedirects(redirects);
  const plan = planPages(files, {
    sections: sidebars.sections,
    docsRepo: site.docsRepo,
    docsBranch: site.docsBranch,
    docsDir: site.docsDir,
    editLinkPattern: site.editLinkPattern,
    redirected: new Set(moved.map((redirect) => redirect.from)),
    translationsBehind: new Set(translationsBehind()),
  });
  plan.warnings.forEach((warning) => reporter.warn(warning));
  if (plan.errors.length) reporter.panicOnBuild(plan.errors.join('\n'));

  for (const sidebar of plan.sidebars) {
    const context: SidebarSliceContext = { locale: sidebar.locale, items: sidebar.items };
    actions.createSlice({ id: sidebar.id, component: SIDEBAR_SLICE, context });
  }

  const dataRefs = new Map(files.map((file) => [file.id, file.data]));
  for (const page of plan.pages) {
    const refs = dataRefs.get(page.context.id) ?? [];
    // Only checked here: the files are read where the content is drawn (gatsby/mdx/pageContent.ts).
    const errors = pageDataErrors(refs);
    if (errors.length) {
      reporter.panicOnBuild(
        `${page.absolutePath}: front matter "data" names files that cannot be used:\n  ${errors.join('\n  ')}`,
      );
      // Under `gatsby develop` (see above) the page is left out and every other one made.
      continue;
    }
    actions.createPage({
      path: page.path,
      // One template per kind of page: the content reaches it as data (Mdx.content), so
      // webpack builds no module per content file. Its data files are read only where the
      // content is drawn, so that page data does not carry what the HTML already shows.
      component: templatePath(page.template),
      context: page.context,
      ...(page.context.sidebar ? { slices: { sidebar: page.context.sidebar } } : {}),
    });
  }

  for (const { from, to } of moved) {
    actions.createRedirect({
      fromPath: from,
      toPath: to,
      isPermanent: true,
      redirectInBrowser: true,
    });
  }

  // One not-found page per locale. The Chinese one answers every unknown /zh/ path (the host's
  // rules, gatsby/lib/hostRules.mjs, and in the browser src/gatsby/localeNotFoundLoading.ts).
  for (const locale of LOCALE_CODES) {
    const pagePath = `${LOCALES[locale].prefix}/404.html`;
    const context: BasePageContext = {
      language: locale,
      pagePath,
      alternates: LOCALE_CODES.filter((other) => other !== locale).map((other) => ({
        locale: other,
        path: localeHome(other),
        exists: false,
      })),
    };
    actions.createPage({
      path: pagePath,
      // No match path: the browser finds a locale's not-found page by the address's prefix
      // (src/gatsby/localeNotFoundLoading.ts), so Gatsby does not list every page of the locale.
      component: templatePath('notFound'),
      context,
    });
  }
};
