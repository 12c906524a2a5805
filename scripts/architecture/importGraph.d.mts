export type ImportGraph = Map<string, string[]>;
export function importGraph(root: string): ImportGraph;
