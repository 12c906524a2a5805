/**
 * How giscus finds the discussion of a page (site.yaml `comments.mapping`).
 * `specific` and `number` need a term per page, which pages do not give. A
 * module of its own because the data schema checks against it and
 * src/lib/comments.ts reads the schema's types.
 */
export const GISCUS_MAPPINGS = ['pathname', 'url', 'title', 'og:title'] as const;
export type GiscusMapping = (typeof GISCUS_MAPPINGS)[number];
