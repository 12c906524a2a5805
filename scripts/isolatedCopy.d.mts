export function isolatedCopy(
  root: string,
  options: { name: string; fixture?: string | null },
): { dir: string; remove: () => void };
