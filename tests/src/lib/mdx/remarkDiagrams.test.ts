import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Node } from '../../../../src/lib/mdx/ast';
import { chartDataToJson, transformDiagrams } from '../../../../src/lib/mdx/remarkDiagrams';

const failingFile = () => ({
  fail: (reason: string, place?: unknown): never => {
    const line = (place as { start?: { line: number } } | undefined)?.start?.line;
    throw new Error(`${line ?? '?'}: ${reason}`);
  },
});

/** Markdown → mdast → the plugin, as the site's MDX pipeline runs it. */
function transform(markdown: string): Node {
  const tree = fromMarkdown(markdown) as unknown as Node;
  transformDiagrams(tree, failingFile());
  return tree;
}

const attributes = (node: Node) =>
  Object.fromEntries(
    ((node.attributes ?? []) as Array<{ name: string; value: unknown }>).map((attribute) => [
      attribute.name,
      attribute.value,
    ]),
  );

const MERMAID = 'flowchart LR\n  C[Client] -->|1. GET /d/file| A[AList]\n  A -->|2. 302| C';

describe('remarkDiagrams', () => {
  it('turns a mermaid block into a Diagram element carrying its source, reserved height and names', () => {
    const tree = transform(`# Title\n\n\`\`\`mermaid\n${MERMAID}\n\`\`\`\n\nAfter.\n`);
    const diagram = tree.children![1]!;
    expect(diagram).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Diagram', children: [] });
    const { height, ...rest } = attributes(diagram) as Record<string, string>;
    expect(rest).toEqual({ kind: 'mermaid', code: MERMAID, title: '', names: 'Client\nAList' });
    expect(Number(height)).toBeGreaterThanOrEqual(64);
    expect(diagram).not.toHaveProperty('value');
    expect(diagram).not.toHaveProperty('lang');
    expect(tree.children![2]).toMatchObject({ type: 'paragraph' });
  });

  it('turns a flow block (flowchart.js) into a Diagram of kind flow', () => {
    const code = 'st=>start: Start\ne=>end: End\nst->e';
    const tree = transform(`\`\`\`flow\n${code}\n\`\`\`\n`);
    expect(attributes(tree.children![0]!)).toEqual({
      kind: 'flow',
      code,
      height: String(2 * 90 + 20),
      title: '',
      names: 'Start\nEnd',
    });
  });

  it('finds blocks inside lists and containers and leaves other code alone', () => {
    const tree = transform(
      `- item\n\n  \`\`\`mermaid\n  ${MERMAID.replace(/\n/g, '\n  ')}\n  \`\`\`\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n\n\`\`\`\nplain\n\`\`\`\n`,
    );
    const item = tree.children![0]!.children![0]!;
    expect(item.children![1]).toMatchObject({ name: 'Diagram' });
    expect(tree.children![1]).toMatchObject({ type: 'code', lang: 'js', value: 'const a = 1;' });
    expect(tree.children![2]).toMatchObject({ type: 'code', value: 'plain' });
  });

  it('fails on an empty diagram block, naming the line', () => {
    expect(() => transform('Text.\n\n```mermaid\n```\n')).toThrow(
      '3: This mermaid block is empty.',
    );
  });

  it('turns a YAML chart block into a Chart with checked JSON data', () => {
    const tree = transform(
      '```chart\ntype: bar\ntitle: Releases\nlabels: [2023, 2024]\ndatasets:\n  - label: Drivers\n    data: [70, 79]\n```\n',
    );
    const chart = tree.children![0]!;
    expect(chart).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Chart' });
    expect(JSON.parse(attributes(chart).data as string)).toEqual({
      type: 'bar',
      title: 'Releases',
      labels: ['2023', '2024'],
      datasets: [{ label: 'Drivers', data: [70, 79] }],
    });
  });

  it('fails the build on bad chart data with every problem and the line', () => {
    expect(() =>
      transform(
        'Intro.\n\n```chart\ntype: donut\nlabels: [a, b]\ndatasets:\n  - label: x\n    data: [1]\n```\n',
      ),
    ).toThrow(
      /^3: Invalid chart data:\n {2}- type must be one of line, bar, pie \(got "donut"\)\n {2}- datasets\[0\]\.data has 1 values but there are 2 labels$/,
    );
    expect(() => transform('```chart\ntype: [unclosed\n```\n')).toThrow(/not valid YAML or JSON/);
  });

  it('checks and normalises a <Chart data="…"> string written in YAML or JSON', () => {
    const element = (value: string): Node => ({
      type: 'mdxJsxFlowElement',
      name: 'Chart',
      attributes: [{ type: 'mdxJsxAttribute', name: 'data', value }],
      children: [],
      position: { start: { line: 7, column: 1 } },
    });
    const yaml = element('type: line\nlabels: [a]\ndatasets: [{label: n, data: [1]}]');
    const json = element('{"type":"pie","labels":["a"],"datasets":[{"label":"n","data":[2]}]}');
    const expression: Node = {
      ...element(''),
      attributes: [{ type: 'mdxJsxAttribute', name: 'data', value: { type: 'expression' } }],
    };
    const tree: Node = { type: 'root', children: [yaml, json, expression] };
    transformDiagrams(tree, failingFile());
    expect(JSON.parse(attributes(yaml).data as string)).toMatchObject({ type: 'line' });
    expect(JSON.parse(attributes(json).data as string)).toMatchObject({ type: 'pie' });
    expect(attributes(expression).data).toEqual({ type: 'expression' });
    expect(() =>
      transformDiagrams({ type: 'root', children: [element('type: bar')] }, failingFile()),
    ).toThrow(/^7: Invalid chart data/);
  });
});

describe('chartDataToJson', () => {
  it('accepts JSON as well as YAML', () => {
    expect(
      chartDataToJson('{"type":"bar","labels":["a"],"datasets":[{"label":"n","data":[1]}]}'),
    ).toBe('{"type":"bar","labels":["a"],"datasets":[{"label":"n","data":[1]}]}');
  });
});
