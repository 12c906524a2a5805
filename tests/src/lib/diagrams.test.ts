import { diagramDomId } from '../../../src/lib/diagramDomId';
import {
  DIAGRAM_MAX_HEIGHT,
  DIAGRAM_MIN_HEIGHT,
  describeDiagram,
  diagramErrorMessage,
  estimateDiagramHeight,
  flowchartOptions,
  mermaidConfig,
  rankNodes,
  readFlowchart,
  readMermaidSource,
} from '../../../src/lib/diagrams';

// Shapes taken from the site's own driver and architecture pages.
const RELAY = `flowchart LR
  C[Client] -->|1. GET /d/file| A[AList]
  A -->|2. fetch file| X[Xunlei servers]
  X -->|3. data| A
  A -->|4. relay bytes| C`;

const REDIRECT = `flowchart LR
  C[Client] -->|1. GET /d/file| A[AList]
  A -->|2. request download URL| X[Xunlei API]
  A -->|3. 302 redirect| C
  C -->|4. download| D[Xunlei download server]`;

const POLICY = `flowchart TD
  C[Client requests /d/path] --> A{AList: how is this storage set?}
  A -->|302 redirect| R[Client follows the provider link]
  R --> P1[(Provider)]
  A -->|download proxy URL| X[Client goes to the download proxy]
  X -->|fetches the link| P2[(Provider)]
  X -->|relays bytes| C2[Client]
  A -->|local proxy| L[AList fetches the file]
  L --> P3[(Provider)]
  L -->|relays bytes| C3[Client]`;

describe('reading mermaid source', () => {
  it('takes the title from front matter and drops comments and directives', () => {
    const source = readMermaidSource(
      '---\ntitle: "Which download method?"\n---\n%%{init: {}}%%\nflowchart TB\n%% note\n  A --> B\n',
    );
    expect(source).toEqual({
      title: 'Which download method?',
      type: 'flowchart',
      lines: ['flowchart TB', 'A --> B'],
    });
  });

  it('finds nodes with their labels, in order, and the edges between them', () => {
    const graph = readFlowchart(readMermaidSource(REDIRECT));
    expect(graph.direction).toBe('LR');
    expect(graph.nodes).toEqual(['C', 'A', 'X', 'D']);
    expect(Object.fromEntries(graph.labels)).toEqual({
      C: 'Client',
      A: 'AList',
      X: 'Xunlei API',
      D: 'Xunlei download server',
    });
    expect(graph.edges).toEqual([
      { from: 'C', to: 'A', labelled: true },
      { from: 'A', to: 'X', labelled: true },
      { from: 'A', to: 'C', labelled: true },
      { from: 'C', to: 'D', labelled: true },
    ]);
  });

  it('reads every shape, quoted labels, chains, & and text on links', () => {
    const graph = readFlowchart(
      readMermaidSource(
        'graph TD\n  A[(Disk)] & B((Round)) --> C{Choice}\n  C -- yes --> D["Down(sign check)"] --> E>Flag]\n  E -.-> F[[Sub]]; F ==> A\n  classDef hot fill:#f00\n  class A hot',
      ),
    );
    expect(graph.direction).toBe('TB');
    expect(Object.fromEntries(graph.labels)).toEqual({
      A: 'Disk',
      B: 'Round',
      C: 'Choice',
      D: 'Down(sign check)',
      E: 'Flag',
      F: 'Sub',
    });
    expect(graph.edges.map((edge) => `${edge.from}>${edge.to}`)).toEqual([
      'A>C',
      'B>C',
      'C>D',
      'D>E',
      'E>F',
      'F>A',
    ]);
    expect(graph.edges.find((edge) => edge.from === 'C')!.labelled).toBe(true);
    expect(graph.edges.find((edge) => edge.from === 'E')!.labelled).toBe(false);
  });

  it('ranks nodes by their longest path from a source and survives cycles', () => {
    const ranks = rankNodes(readFlowchart(readMermaidSource(POLICY)));
    expect(ranks.get('C')).toBe(0);
    expect(ranks.get('A')).toBe(1);
    expect(ranks.get('P1')).toBe(3);
    expect(Math.max(...ranks.values())).toBe(3);
    const cycle = rankNodes({
      nodes: ['A', 'B'],
      edges: [
        { from: 'A', to: 'B', labelled: false },
        { from: 'B', to: 'A', labelled: false },
      ],
    });
    expect([...cycle.values()].sort()).toEqual([0, 1]);
  });
});

describe('estimateDiagramHeight', () => {
  // The heights these diagrams really take in the 760 px column (measured in Chromium).
  it.each([
    ['a one-row relay', RELAY, 78],
    ['a two-row redirect', REDIRECT, 165],
    ['a four-layer decision tree', POLICY, 489],
  ])('comes within 60 px for %s', (_name, code, real) => {
    expect(Math.abs(estimateDiagramHeight('mermaid', code) - real)).toBeLessThanOrEqual(60);
  });

  it('shrinks wide diagrams with the column and stays within bounds', () => {
    expect(estimateDiagramHeight('mermaid', POLICY, 380)).toBeLessThan(
      estimateDiagramHeight('mermaid', POLICY, 760),
    );
    expect(estimateDiagramHeight('mermaid', 'flowchart LR')).toBe(DIAGRAM_MIN_HEIGHT);
    const tall = `flowchart TB\n${Array.from({ length: 40 }, (_, i) => `  N${i} --> N${i + 1}`).join('\n')}`;
    expect(estimateDiagramHeight('mermaid', tall)).toBe(DIAGRAM_MAX_HEIGHT);
  });

  it('grows with the statements of other mermaid diagrams and the symbols of flow diagrams', () => {
    const sequence = (n: number) =>
      `sequenceDiagram\n${Array.from({ length: n }, () => '  A->>B: hi').join('\n')}`;
    expect(estimateDiagramHeight('mermaid', sequence(8))).toBeGreaterThan(
      estimateDiagramHeight('mermaid', sequence(2)),
    );
    const flow =
      'st=>start: Start\nop=>operation: Work\ncond=>condition: OK?\ne=>end: End\nst->op->cond\ncond(yes)->e';
    expect(estimateDiagramHeight('flow', flow)).toBe(4 * 90 + 20);
  });
});

describe('describeDiagram', () => {
  it('names the nodes of a flowchart once each', () => {
    expect(describeDiagram('mermaid', POLICY)).toEqual({
      title: null,
      names: [
        'Client requests /d/path',
        'AList: how is this storage set?',
        'Client follows the provider link',
        'Provider',
        'Client goes to the download proxy',
        'Client',
        'AList fetches the file',
      ],
    });
  });

  it('prefers nothing but the title for diagrams it cannot read, and reads flow symbols', () => {
    expect(
      describeDiagram('mermaid', '---\ntitle: Login\n---\nsequenceDiagram\n  A->>B: hi'),
    ).toEqual({
      title: 'Login',
      names: [],
    });
    expect(
      describeDiagram(
        'flow',
        'st=>start: Start\nop=>operation: Read the docs:>https://x.y\nst->op',
      ),
    ).toEqual({ title: null, names: ['Start', 'Read the docs'] });
  });
});

describe('settings for the drawing libraries', () => {
  it('keeps mermaid strict, quiet on errors, on dagre, in the page theme', () => {
    expect(mermaidConfig('dark', 'sans-serif')).toEqual({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'dark',
      layout: 'dagre',
      suppressErrorRendering: true,
      fontFamily: 'sans-serif',
    });
    expect(mermaidConfig('light', 'x').theme).toBe('default');
  });

  it('gives flowchart.js the palette and the translated condition words', () => {
    const options = flowchartOptions(
      { text: '#111', textSoft: '#222', bgSoft: '#333', brand: '#444' },
      { yes: '是', no: '否' },
      'serif',
    );
    expect(options).toMatchObject({
      'font-color': '#111',
      'line-color': '#222',
      fill: '#333',
      'element-color': '#444',
      'yes-text': '是',
      'no-text': '否',
      'font-family': 'serif',
    });
  });

  it('shortens library errors and makes ids mermaid can use', () => {
    expect(
      diagramErrorMessage(
        new Error("Parse error on line 3:\n...A --> \n-----^\nExpecting 'AMP', 'COLON', got 'EOF'"),
      ),
    ).toBe('Parse error on line 3:\n...A --> \n-----^');
    expect(diagramErrorMessage('plain')).toBe('plain');
    expect(diagramErrorMessage({ message: 'object' })).toBe('object');
    expect(diagramDomId(':r1a:')).toBe('diagram-r1a');
  });
});
