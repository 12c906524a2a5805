export function resolveRequest(
  url: string,
  isFile: (relative: string) => boolean,
): { status: number; file?: string };
