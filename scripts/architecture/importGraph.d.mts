export type ImportGraph = Map<string, string[]>;
export const BROWSER_LAYERS: string[][];
export function listSourceFiles(root: string): string[];
export function importGraph(root: string): ImportGraph;
export function importCircles(graph: ImportGraph): string[][];
export function importsAgainstLayers(graph: ImportGraph): string[];
