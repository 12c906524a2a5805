/**
 * Diagrams and charts written in Markdown become components:
 *
 *   ```mermaid / ```flow     → <Diagram kind="mermaid|flow" code="…" height="…" title="…" names="…" />
 *   ```chart (YAML or JSON)  → <Chart data="<JSON>" />
 *   <Chart data="…YAML…" />  → the same, its text checked and turned into JSON
 *
 * Chart data is checked here, so a mistake fails the build with the file and
 * line, and the browser only ever parses JSON (no YAML parser in the page).
 * A diagram's reserved height and text alternative are worked out here too,
 * so the page carries no diagram parser before the drawing library loads.
 */
import YAML from 'yaml';
import { ChartSpecError, parseChartSpec } from '../charts';
import { diagramProps, isDiagramKind } from '../diagrams';
import { attributeOf, isJsxElement, jsxAttribute, walk, type FileLike, type Node } from './ast';

const CHART_LANGUAGE = 'chart';

/** Chart data written as YAML (JSON is YAML too), checked; returns it as JSON text. */
export function chartDataToJson(text: string): string {
  let parsed: unknown;
  try {
    parsed = YAML.parse(text);
  } catch (error) {
    throw new ChartSpecError([
      `the chart data is not valid YAML or JSON: ${(error as Error).message}`,
    ]);
  }
  return JSON.stringify(parseChartSpec(parsed));
}

function becomeElement(node: Node, name: string, attributes: unknown[]): void {
  for (const key of ['lang', 'meta', 'value']) delete node[key];
  node.type = 'mdxJsxFlowElement';
  node.name = name;
  node.attributes = attributes;
  node.children = [];
}

export function transformDiagrams(tree: Node, file: Pick<FileLike, 'fail'>): void {
  walk(tree, (node) => {
    const toJson = (text: string) => {
      try {
        return chartDataToJson(text);
      } catch (error) {
        return file.fail((error as Error).message, node.position);
      }
    };
    if (node.type === 'code') {
      const language = String(node.lang ?? '').toLowerCase();
      const code = String(node.value ?? '');
      if (isDiagramKind(language)) {
        if (!code.trim()) file.fail(`This ${language} block is empty.`, node.position);
        const props = diagramProps(language, code);
        becomeElement(node, 'Diagram', [
          jsxAttribute('kind', props.kind),
          jsxAttribute('code', props.code),
          jsxAttribute('height', String(props.height)),
          jsxAttribute('title', props.title),
          jsxAttribute('names', props.names),
        ]);
      } else if (language === CHART_LANGUAGE) {
        becomeElement(node, 'Chart', [jsxAttribute('data', toJson(code))]);
      }
      return 'skip';
    }
    const data = isJsxElement(node, 'Chart') ? attributeOf(node, 'data') : undefined;
    if (data && typeof data.value === 'string') data.value = toJson(data.value);
    return undefined;
  });
}

export default function remarkDiagrams() {
  return (tree: Node, file: FileLike) => transformDiagrams(tree, file);
}
