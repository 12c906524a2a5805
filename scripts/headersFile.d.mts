export interface HeaderRule {
  pattern: string;
  detach: string[];
  headers: Array<[string, string]>;
}

export function parseHeadersFile(text: string): HeaderRule[];
export function patternSource(pattern: string): string;
export function headersForPath(rules: HeaderRule[], pathname: string): Array<[string, string]>;
