import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderPage } from '../../utils/renderPage';
import { WIDGET_LOAD_WAIT_MS } from '../../../src/lib/constants';
import { ColorModeProvider, useColorMode } from '../../../src/providers/ColorModeProvider';
import { diagramProps, type DiagramKind } from '../../../src/lib/diagrams';
import { Diagram } from '../../../src/mdx/Diagram';
import { hydratableHtml } from '../../utils/serverRender';

/** The props the build gives a diagram block (src/lib/mdx/remarkDiagrams): MDX attributes are text. */
function built(kind: DiagramKind, code: string) {
  const props = diagramProps(kind, code);
  return { ...props, height: String(props.height) };
}

// The drawing libraries, replaced: mermaid's loader counts its calls; flowchart.js's factory
// runs when the component imports it.
const mockMermaidLoaded = jest.fn();
const mockInitialize = jest.fn();
const mockRender = jest.fn();
jest.mock('../../../src/mdx/mermaidModule', () => ({
  importMermaid: () => {
    mockMermaidLoaded();
    return Promise.resolve({ initialize: mockInitialize, render: mockRender });
  },
}));
const mockFlowchartLoaded = jest.fn();
const mockDrawSvg = jest.fn();
jest.mock('flowchart.js', () => {
  mockFlowchartLoaded();
  return { __esModule: true, default: { parse: () => ({ drawSVG: mockDrawSvg }) } };
});

const CODE = `flowchart LR
  C[Client] -->|1. GET /d/file| A[AList]
  A -->|2. 302 redirect| C`;

const svgFor = (id: string) => `<svg id="${id}" viewBox="0 0 100 50"><text>Client</text></svg>`;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  mockInitialize.mockReset();
  mockRender.mockReset();
  mockRender.mockImplementation((id: string) => Promise.resolve({ svg: svgFor(id) }));
  mockDrawSvg.mockReset();
  mockDrawSvg.mockImplementation((element: HTMLElement) => {
    element.innerHTML = '<svg width="120" height="200"><rect></rect><text>Start</text></svg>';
  });
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

afterEach(() => {
  jest.useRealTimers();
});

const wait = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

function ThemeToggle() {
  const { cycle } = useColorMode();
  return (
    <button type="button" onClick={cycle}>
      toggle
    </button>
  );
}

describe('Diagram', () => {
  it('sends a reserved box, the text alternative and the source from the server', () => {
    const html = hydratableHtml(
      <ColorModeProvider config="switch">
        <Diagram {...built('mermaid', CODE)} />
      </ColorModeProvider>,
    );
    document.body.innerHTML = html;
    const image = screen.getByRole('img', { name: 'Diagram: Client, AList' });
    expect(image.style.minHeight).toMatch(/^calc\(\d+px \+ 2rem\)$/);
    expect(image.querySelector('svg')).toBeNull();
    const source = document.getElementById(image.getAttribute('aria-describedby')!)!;
    expect(source.tagName).toBe('PRE');
    expect(source).toHaveTextContent('C[Client] -->|1. GET /d/file| A[AList]');
    expect(source.closest('details')).toHaveTextContent(/^Source/);
    expect(document.querySelector('figure')).toHaveAttribute('data-state', 'waiting');
    expect(mockMermaidLoaded).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });

  it('uses the height and names the build worked out, and the smallest box without them', () => {
    const server = (diagram: ReactElement) =>
      hydratableHtml(<ColorModeProvider config="switch">{diagram}</ColorModeProvider>);
    const tall = server(<Diagram {...built('mermaid', CODE)} height="300" />);
    expect(tall).toContain('min-height:calc(300px + 2rem)');
    const bare = server(<Diagram kind="mermaid" code={CODE} />);
    expect(bare).toContain('min-height:calc(64px + 2rem)');
    document.body.innerHTML = bare;
    expect(screen.getByRole('img', { name: 'Diagram' })).toBeInTheDocument();
    document.body.innerHTML = '';
  });

  it('imports mermaid only after the wait, then draws it strictly in the page theme', async () => {
    renderPage(<Diagram {...built('mermaid', CODE)} />);
    await wait(WIDGET_LOAD_WAIT_MS - 1);
    expect(mockMermaidLoaded).not.toHaveBeenCalled();
    expect(mockRender).not.toHaveBeenCalled();
    await wait(1);
    await waitFor(() => expect(document.querySelector('figure svg')).not.toBeNull());
    expect(mockMermaidLoaded).toHaveBeenCalledTimes(1);
    expect(mockInitialize).toHaveBeenCalledWith(
      expect.objectContaining({ startOnLoad: false, securityLevel: 'strict', theme: 'default' }),
    );
    expect(mockRender).toHaveBeenCalledWith(expect.stringMatching(/^diagram-/), CODE);
    const image = screen.getByRole('img', { name: 'Diagram: Client, AList' });
    expect(image.querySelector('svg')).toHaveTextContent('Client');
    expect(image).toHaveAttribute('aria-busy', 'false');
    expect(image.style.minHeight).toBe('');
    expect(document.querySelector('figure')).toHaveAttribute('data-state', 'done');
  });

  it('draws again in the dark theme when the colour mode changes, with a new id', async () => {
    renderPage(
      <>
        <ThemeToggle />
        <Diagram {...built('mermaid', CODE)} />
      </>,
      { colorMode: 'toggle' },
    );
    await wait(WIDGET_LOAD_WAIT_MS);
    await waitFor(() => expect(mockRender).toHaveBeenCalledTimes(1));
    expect(mockInitialize).toHaveBeenLastCalledWith(expect.objectContaining({ theme: 'default' }));
    await act(async () => {
      screen.getByRole('button', { name: 'toggle' }).click();
    });
    await waitFor(() => expect(mockRender).toHaveBeenCalledTimes(2));
    expect(mockInitialize).toHaveBeenLastCalledWith(expect.objectContaining({ theme: 'dark' }));
    const [firstId, secondId] = mockRender.mock.calls.map(([id]) => id as string);
    expect(secondId).not.toBe(firstId);
    await waitFor(() => expect(document.getElementById(secondId!)).not.toBeNull());
    expect(document.getElementById(firstId!)).toBeNull();
  });

  it('gives every diagram on the page its own id', async () => {
    renderPage(
      <>
        <Diagram {...built('mermaid', CODE)} />
        <Diagram {...built('mermaid', CODE)} />
      </>,
    );
    await wait(WIDGET_LOAD_WAIT_MS);
    await waitFor(() => expect(mockRender).toHaveBeenCalledTimes(2));
    const ids = mockRender.mock.calls.map(([id]) => id as string);
    expect(new Set(ids).size).toBe(2);
  });

  it('shows the error and the source, never an empty box, when the source is wrong', async () => {
    mockRender.mockRejectedValue(
      new Error("Parse error on line 2:\n...A --> \n-----^\nExpecting 'AMP', got 'EOF'"),
    );
    renderPage(<Diagram {...built('mermaid', 'flowchart LR\n  A -->')} />);
    await wait(WIDGET_LOAD_WAIT_MS);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This diagram could not be drawn. Its source is shown below.');
    expect(alert).toHaveTextContent('Parse error on line 2:');
    expect(alert).not.toHaveTextContent('Expecting');
    expect(screen.queryByRole('img')).toBeNull();
    const details = document.querySelector('details')!;
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/A -->/)).toBeVisible();
    expect(document.querySelector('figure')).toHaveAttribute('data-state', 'failed');
  });

  it('waits until the diagram comes near the viewport', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    };
    renderPage(<Diagram {...built('mermaid', CODE)} />);
    await wait(WIDGET_LOAD_WAIT_MS * 3);
    expect(mockRender).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    await act(async () => observers[0]!([{ isIntersecting: false }]));
    await wait(100);
    expect(mockRender).not.toHaveBeenCalled();
    await act(async () => observers[0]!([{ isIntersecting: true }]));
    await waitFor(() => expect(mockRender).toHaveBeenCalledTimes(1));
  });

  it('draws flow blocks with flowchart.js, in the theme colours and the page language', async () => {
    renderPage(<Diagram {...built('flow', 'st=>start: Start\ne=>end: End\nst->e')} />);
    await wait(WIDGET_LOAD_WAIT_MS - 1);
    expect(mockFlowchartLoaded).not.toHaveBeenCalled();
    await wait(1);
    await waitFor(() => expect(document.querySelector('figure svg')).not.toBeNull());
    expect(mockFlowchartLoaded).toHaveBeenCalledTimes(1);
    expect(mockDrawSvg).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ 'font-color': '#1f2328', 'yes-text': 'yes', 'no-text': 'no' }),
    );
    const svg = document.querySelector('figure svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 120 200');
    expect(svg).toHaveAttribute('width', '100%');
    expect(screen.getByRole('img', { name: 'Diagram: Start, End' })).toContainElement(
      svg as unknown as HTMLElement,
    );
    // Its scratch element is gone.
    expect(document.body.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });

  it('says so when flowchart.js draws nothing', async () => {
    mockDrawSvg.mockImplementation(() => undefined);
    renderPage(<Diagram {...built('flow', 'nonsense')} />);
    await wait(WIDGET_LOAD_WAIT_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('The flow diagram has no symbols.');
  });

  it('opens its source with a click', async () => {
    jest.useRealTimers();
    renderPage(<Diagram {...built('mermaid', CODE)} />);
    const details = document.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Source'));
    expect(details).toHaveAttribute('open');
  });

  it('speaks Chinese on Chinese pages, errors included', async () => {
    mockRender.mockRejectedValue(new Error('Lexical error on line 1'));
    renderPage(<Diagram {...built('mermaid', 'flowchart LR\n  C[客户端] --> A[AList]')} />, {
      page: { pathname: '/zh/guide/', locale: 'zh', alternates: [] },
    });
    expect(screen.getByRole('img')).toHaveAccessibleName('示意图：客户端、AList');
    expect(screen.getByText('源码')).toBeInTheDocument();
    await wait(WIDGET_LOAD_WAIT_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '无法绘制此示意图，下方为其源码。Lexical error on line 1',
    );
  });
});
