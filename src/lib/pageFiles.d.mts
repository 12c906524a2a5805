export function htmlFileOf(pagePath: string): string;
export function pageDataFileOf(pagePath: string): string;
