export function filesUnder(dir: string): string[];
