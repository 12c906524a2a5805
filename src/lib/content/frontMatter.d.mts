export class FrontMatterError extends Error {
  constructor(
    reason: string,
    kind: 'refused' | 'malformed',
    line: number,
    column: number,
    rest: { body: string; bodyLine: number },
  );
  readonly kind: 'refused' | 'malformed';
  readonly line: number;
  readonly column: number;
  /** The body after the block, and the line it starts on. */
  readonly body: string;
  readonly bodyLine: number;
}

export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
  block: string;
  bodyLine: number;
}

export function readFrontMatter(source: string): FrontMatter;
export function bodyKeepingLines(source: string): string;
