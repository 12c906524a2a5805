export interface AddressRule {
  /** Written above the rule in generated configuration. */
  comment: string;
  /** Regular expression over the decoded path; absent for the rule that takes every address. */
  pattern?: string;
  /** Files tried in order: `{path}` is the whole path, `{stem}` the pattern's `stem` group. */
  files: string[];
}

export const HOST_FILES: readonly string[];
export const HIDDEN_SEGMENT: string;
export const ADDRESS_RULES: readonly AddressRule[];
export const NOT_FOUND_PAGE: string;
export function filesForPath(pathname: string): string[];
export function notFoundPagesForPath(pathname: string): string[];
export function isServable(relative: string): boolean;
