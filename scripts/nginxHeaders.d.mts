import type { HeaderRule } from './headersFile.mjs';

export function nginxHeaderConfig(rules: HeaderRule[]): { maps: string; headers: string };
export function writeNginxHeaders(headersFile: string, folder: string): void;
