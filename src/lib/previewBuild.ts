/**
 * What a preview build (a pull request's or a branch's deploy preview) knows
 * about itself. The build decides it from its environment
 * (gatsby/lib/preview.ts) and ships it with the site data, so every page's
 * server HTML already carries the banner and its `noindex`.
 */
export interface PreviewBuild {
  /** The preview's own origin (no trailing slash), when the host says it. */
  url: string | null;
  branch: string | null;
  pullRequest: number | null;
  /** Short commit hash (seven characters). */
  commit: string | null;
}

export const SHORT_COMMIT_LENGTH = 7;
