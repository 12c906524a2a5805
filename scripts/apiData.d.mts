/** Types for the parts of scripts/apiData.mjs that TypeScript tests use. */
export interface ApiGroupSpec {
  name: string;
  page: string;
  tag: string;
  match: RegExp;
}
interface RouteLike {
  method: string;
  path: string;
  auth_level: string;
  middlewares?: string[];
  request?: unknown;
}
export const API_GROUPS: ApiGroupSpec[];
export const DOCUMENTED_LEVELS: string[];
export function groupOf(path: string): string | null;
export function anchorId(method: string, path: string): string;
export function docMethod(route: RouteLike): string;
export function docPath(path: string): string;
export function authOf(route: RouteLike): string;
export function headerNames(route: RouteLike, uploadHeaders?: Record<string, unknown>): string[];
export function queryName(name: string): string;
export function documentedRoutes<T extends RouteLike>(routes: T[]): T[];
