/**
 * The site's own build errors, each with an id and a category, so Gatsby
 * prints `ERROR #…_20001 … USER` with the message rather than `ERROR UNKNOWN`.
 * Registered by onPreInit; reported with `buildError(id, message)`.
 */
import type { GatsbyNode } from 'gatsby';

export const BUILD_ERRORS = {
  /** Content a page may not contain, or MDX the content compiler cannot read. */
  invalidContent: '20001',
  /** A front-matter field of the wrong shape: reported, and the field is ignored. */
  frontMatterField: '20002',
  /** Site data (content/data/*.yaml) that does not fit its schema. */
  siteData: '20003',
  /** A file in static/ that the media allowlist refuses (a page, a script, an SVG with script). */
  staticFile: '20004',
} as const;

export type BuildErrorId = (typeof BUILD_ERRORS)[keyof typeof BUILD_ERRORS];

const userError = {
  text: (context: { message: string }) => context.message,
  level: 'ERROR',
  type: 'PLUGIN',
  category: 'USER',
} as const;

type Reporter = Parameters<NonNullable<GatsbyNode['onPreInit']>>[0]['reporter'];

/**
 * Registers the ids with a reporter. Page queries run in Gatsby's worker
 * processes, which never run onPreInit, so the schema step registers them
 * again there before a resolver can report one.
 */
export function registerBuildErrors(reporter: Reporter): void {
  reporter.setErrorMap(
    Object.fromEntries(Object.values(BUILD_ERRORS).map((id) => [id, userError])) as never,
  );
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => registerBuildErrors(reporter);

/** What reporter.error and reporter.panicOnBuild take for one of these errors. */
export const buildError = (id: BuildErrorId, message: string) => ({ id, context: { message } });
