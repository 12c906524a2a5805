/**
 * Loads mermaid's own prebuilt ES modules from public/vendor (copied there at
 * bootstrap by gatsby/lib/vendorFiles.ts) with the browser's native import:
 * webpack neither bundles nor minifies mermaid. Its own chunks load on demand
 * from the same folder. Tests replace this module.
 */
import type Mermaid from 'mermaid';
import { MERMAID_ENTRY } from '../lib/diagrams';

export type MermaidApi = typeof Mermaid;

export function importMermaid(): Promise<MermaidApi> {
  return (import(/* webpackIgnore: true */ MERMAID_ENTRY) as Promise<{ default: MermaidApi }>).then(
    (module) => module.default,
  );
}
