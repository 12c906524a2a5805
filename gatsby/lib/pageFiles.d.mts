export function htmlFileOf(pagePath: string): string;
