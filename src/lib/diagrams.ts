/**
 * Diagrams written as fenced code (```mermaid, ```flow): what can be known
 * about them before the drawing library arrives. The box a diagram will fill
 * is reserved from an estimate of its size, and its text alternative names its
 * nodes, both read from the source alone, by the build (diagramProps); the
 * browser uses the rest of this file only in the drawing code's chunk.
 */
import { DIAGRAM_MIN_HEIGHT } from './constants';
import type { Theme } from './colorMode';

/** The mermaid the site loads: its prebuilt ES modules, copied to public/ (gatsby/lib/vendorFiles.ts). */
export const MERMAID_VERSION = '12.3.0';
export const MERMAID_ENTRY = `/vendor/mermaid-${MERMAID_VERSION}/mermaid.esm.min.mjs`;

export const DIAGRAM_KINDS = ['mermaid', 'flow'] as const;
export type DiagramKind = (typeof DIAGRAM_KINDS)[number];

export const isDiagramKind = (value: unknown): value is DiagramKind =>
  typeof value === 'string' && (DIAGRAM_KINDS as readonly string[]).includes(value);

/** The largest box reserved for a diagram, in CSS pixels (the smallest is in ./constants). */
export const DIAGRAM_MAX_HEIGHT = 1600;
export { DIAGRAM_MIN_HEIGHT };
/** The width a diagram is drawn into on a desktop page (the content column less its padding). */
export const DIAGRAM_COLUMN_WIDTH = 760;

/**
 * How much room a mermaid flowchart (dagre layout) takes per layer and per node
 * side by side, fitted to this site's 134 diagrams drawn in a 760 px column:
 * left-to-right ones are about 170 + 220 px per layer wide and 86 px per row
 * high; top-to-bottom ones 150 px per layer high and 195 px per node wide.
 * Links without labels leave a third less room between layers.
 */
const FLOW_SIZE = { lrBase: 170, lrLayer: 220, lrRow: 86, tbLayer: 150, tbColumn: 195 };

export interface FlowGraph {
  direction: 'TB' | 'BT' | 'LR' | 'RL';
  /** Node ids in order of first appearance. */
  nodes: string[];
  /** Labels by node id (the id itself when the source gives none). */
  labels: Map<string, string>;
  edges: Array<{ from: string; to: string; labelled: boolean }>;
}

export interface MermaidSource {
  /** `title:` from the diagram's front matter, if any. */
  title: string | null;
  /** The first word of the diagram itself: flowchart, graph, sequenceDiagram… */
  type: string;
  /** The statements, without front matter, directives, comments and blank lines. */
  lines: string[];
}

const FRONT_MATTER = /^\s*---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/;

/** Splits a mermaid source into its front-matter title, type and statements. */
export function readMermaidSource(code: string): MermaidSource {
  let body = code;
  let title: string | null = null;
  const front = FRONT_MATTER.exec(code);
  if (front) {
    body = code.slice(front[0].length);
    const found = /^title:\s*(.+?)\s*$/m.exec(front[1]!);
    if (found) title = found[1]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  const lines = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('%%'));
  const type = lines[0]?.split(/\s+/)[0] ?? '';
  return { title, type, lines };
}

// `id` followed by a shape: [text], (text), {text}, [(text)], ((text)), >text], {{text}}, ["quoted"]…
const NODE_WITH_SHAPE =
  /([A-Za-z0-9_][\w-]*)\s*(\[\[|\[\(|\[\/|\[\\|\(\(\(|\(\(|\(\[|\{\{|\[|\(|\{|>)\s*("?)(.*?)\3\s*(\]\]|\)\]|\/\]|\\\]|\\\/|\/\\|\)\)\)|\)\)|\]\)|\}\}|\]|\)|\})/g;
const EDGE_LABEL = /\|[^|]*\|/g;
const TEXT_ON_LINK = /(--|==|-\.)\s+[^->=.][^>]*?\s+(-->|==>|-\.->|---|===|-\.-)/g;
const ARROW = /\s*(?:<?(?:-{2,}|={2,}|-\.+-)(?:>|x|o)?|~~~)\s*/;
const KEYWORD =
  /^(?:flowchart|graph|subgraph|end|direction|classDef|class|style|linkStyle|click)\b/;

const unquote = (text: string) =>
  text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The nodes and edges of a mermaid flowchart, well enough to size and describe it. */
export function readFlowchart(source: MermaidSource): FlowGraph {
  const header = source.lines[0]?.split(/\s+/)[1]?.toUpperCase().replace(/^TD$/, 'TB');
  const direction = (['TB', 'BT', 'LR', 'RL'] as const).find((d) => d === header) ?? 'TB';
  const nodes: string[] = [];
  const labels = new Map<string, string>();
  const edges: FlowGraph['edges'] = [];
  const see = (id: string) => {
    if (!labels.has(id)) {
      nodes.push(id);
      labels.set(id, id);
    }
  };
  for (const statement of source.lines.slice(1).flatMap((line) => line.split(';'))) {
    if (!statement.trim() || KEYWORD.test(statement.trim())) continue;
    const labelled = EDGE_LABEL.test(statement) || TEXT_ON_LINK.test(statement);
    EDGE_LABEL.lastIndex = 0;
    TEXT_ON_LINK.lastIndex = 0;
    const plain = statement
      .replace(EDGE_LABEL, ' ')
      .replace(TEXT_ON_LINK, ' $2 ')
      .replace(NODE_WITH_SHAPE, (_all, id: string, _open, _quote, text: string) => {
        see(id);
        if (labels.get(id) === id && text.trim()) labels.set(id, unquote(text));
        return id;
      });
    const groups = plain
      .split(ARROW)
      .map((part) =>
        part
          .split('&')
          .map((id) => id.trim().replace(/:::.*$/, ''))
          .filter((id) => /^[A-Za-z0-9_][\w-]*$/.test(id)),
      )
      .filter((group) => group.length > 0);
    groups.flat().forEach(see);
    for (let i = 1; i < groups.length; i += 1) {
      for (const from of groups[i - 1]!)
        for (const to of groups[i]!) edges.push({ from, to, labelled });
    }
  }
  return { direction, nodes, labels, edges };
}

/**
 * Layers of a graph by longest path from its sources (cycles are cut at the
 * first node met again), as dagre ranks them.
 */
export function rankNodes(graph: Pick<FlowGraph, 'nodes' | 'edges'>): Map<string, number> {
  const rank = new Map<string, number>(graph.nodes.map((id) => [id, 0]));
  const incoming = new Set(graph.edges.map((edge) => edge.to));
  const order = [
    ...graph.nodes.filter((id) => !incoming.has(id)),
    ...graph.nodes.filter((id) => incoming.has(id)),
  ];
  const visited = new Set<string>();
  const visit = (id: string, depth: number, path: Set<string>) => {
    if (path.has(id)) return;
    if (visited.has(id) && (rank.get(id) ?? 0) >= depth) return;
    visited.add(id);
    rank.set(id, Math.max(rank.get(id) ?? 0, depth));
    path.add(id);
    for (const edge of graph.edges) if (edge.from === id) visit(edge.to, depth + 1, path);
    path.delete(id);
  };
  for (const id of order) if (!visited.has(id)) visit(id, 0, new Set());
  return rank;
}

const clampHeight = (px: number) =>
  Math.round(Math.min(DIAGRAM_MAX_HEIGHT, Math.max(DIAGRAM_MIN_HEIGHT, px)));

/** The height a mermaid flowchart will take in a column `width` wide. */
function flowchartHeight(graph: FlowGraph, width: number): number {
  if (graph.nodes.length === 0) return DIAGRAM_MIN_HEIGHT;
  const ranks = rankNodes(graph);
  const layers = Math.max(...ranks.values()) + 1;
  const perLayer = new Map<number, number>();
  for (const value of ranks.values()) perLayer.set(value, (perLayer.get(value) ?? 0) + 1);
  const widest = Math.max(...perLayer.values());
  const spacing = graph.edges.some((edge) => edge.labelled) ? 1 : 2 / 3;
  const horizontal = graph.direction === 'LR' || graph.direction === 'RL';
  const natural = horizontal
    ? {
        width: FLOW_SIZE.lrBase + FLOW_SIZE.lrLayer * layers * spacing,
        height: FLOW_SIZE.lrRow * widest,
      }
    : { width: FLOW_SIZE.tbColumn * widest, height: FLOW_SIZE.tbLayer * layers * spacing };
  // Diagrams are drawn at most as wide as the column; wider ones shrink, height and all.
  return natural.height * Math.min(1, width / natural.width);
}

/**
 * The height to reserve for a diagram before it is drawn, in CSS pixels. It is
 * an estimate from the source alone: close enough that the page barely moves
 * when the picture replaces the empty box.
 */
export function estimateDiagramHeight(
  kind: DiagramKind,
  code: string,
  width = DIAGRAM_COLUMN_WIDTH,
): number {
  if (kind === 'flow') {
    // flowchart.js stacks its symbols top to bottom, about 90 px apart.
    const symbols = code.split(/\r?\n/).filter((line) => /^\s*[\w-]+=>/.test(line)).length;
    return clampHeight(symbols * 90 + 20);
  }
  const source = readMermaidSource(code);
  const titled = source.title ? 40 : 0;
  if (source.type === 'flowchart' || source.type === 'graph') {
    return clampHeight(flowchartHeight(readFlowchart(source), width) + titled);
  }
  // Other diagram types: about one row of the picture per statement.
  return clampHeight(source.lines.length * 36 + 40 + titled);
}

/** What a diagram shows, for its text alternative: its title and the names of its nodes. */
export function describeDiagram(
  kind: DiagramKind,
  code: string,
): { title: string | null; names: string[] } {
  if (kind === 'flow') {
    const names = code
      .split(/\r?\n/)
      .map((line) => /^\s*[\w-]+=>\w+(?:\([^)]*\))?:\s*(.*?)(?:\s*:>.*)?$/.exec(line)?.[1]?.trim())
      .filter((name): name is string => Boolean(name));
    return { title: null, names: [...new Set(names)] };
  }
  const source = readMermaidSource(code);
  if (source.type !== 'flowchart' && source.type !== 'graph')
    return { title: source.title, names: [] };
  const graph = readFlowchart(source);
  return {
    title: source.title,
    names: [...new Set(graph.nodes.map((id) => graph.labels.get(id)!))],
  };
}

/** Mermaid's settings for the site: no drawing until asked, strict security, the page's theme. */
export function mermaidConfig(theme: Theme, fontFamily: string) {
  return {
    startOnLoad: false,
    securityLevel: 'strict' as const,
    theme: theme === 'dark' ? ('dark' as const) : ('default' as const),
    // Mermaid 12 lays flowcharts out with ELK by default, which alone downloads about
    // 440 KB gzip; dagre is mermaid's classic layout, far smaller
    // (docs/decisions/2026-11-25-diagrams-drawn-in-the-browser.md).
    layout: 'dagre',
    // A syntax error is reported to us; mermaid must not draw its own error picture into the page.
    suppressErrorRendering: true,
    fontFamily,
  };
}

/** The colours flowchart.js draws with, from the site's palette. */
export function flowchartOptions(
  palette: { text: string; textSoft: string; bgSoft: string; brand: string },
  words: { yes: string; no: string },
  fontFamily: string,
) {
  return {
    'font-family': fontFamily,
    'font-size': 14,
    'font-color': palette.text,
    'line-color': palette.textSoft,
    'element-color': palette.brand,
    fill: palette.bgSoft,
    'yes-text': words.yes,
    'no-text': words.no,
    'line-width': 2,
  };
}

/** The first lines of a drawing library's error, without its long list of expected tokens. */
export function diagramErrorMessage(error: unknown): string {
  const text =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : String((error as { message?: unknown } | null)?.message ?? error);
  return text
    .split(/\r?\n/)
    .filter((line) => !/^Expecting /.test(line))
    .slice(0, 4)
    .join('\n')
    .trim();
}

/**
 * What the build works out for a diagram block from its source, so the page's
 * first download needs none of this file: the height to reserve, and the title
 * and node names its text alternative reads out (names one per line).
 */
export function diagramProps(kind: DiagramKind, code: string) {
  const { title, names } = describeDiagram(kind, code);
  return {
    kind,
    code,
    height: estimateDiagramHeight(kind, code),
    title: title ?? '',
    names: names.join('\n'),
  };
}
