export const PLACEHOLDER: string;
export const PROSE_KEYS: string[];
export const RULES: Record<string, unknown>;

export interface ZhFinding {
  line: number;
  column: number;
  rule: string;
  message: string;
  found: string;
  suggestion: string;
}

export function parsePage(source: string): { tree: unknown; ranges: Array<[number, number]> };
export function proseOf(source: string): string;
export function maskZh(source: string, ranges?: Array<[number, number]>): string;
export function markupFindings(
  source: string,
  tree: unknown,
): Array<{ offset: number; found: string; suggestion: string }>;
export function lintZh(
  source: string,
  options?: { fix?: boolean; everyLine?: boolean },
): { findings: ZhFinding[]; output: string };
