/**
 * Turns diagram source into SVG text in the browser. Each drawing library is
 * loaded the first time a diagram of its kind is drawn, so only diagram pages
 * download it: mermaid as its own prebuilt ES modules (./mermaidModule),
 * flowchart.js through webpack as a chunk of its own.
 */
import type { Theme } from '../lib/colorMode';
import { flowchartOptions, mermaidConfig, type DiagramKind } from '../lib/diagrams';
import { lazyModule } from '../lib/lazyModule';
import { fonts, palettes } from '../styles/tokens';
import { importMermaid } from './mermaidModule';

export { diagramErrorMessage } from '../lib/diagrams';

type FlowchartModule = typeof import('flowchart.js');

/** Each library loads once; a failed load is forgotten, so a later diagram can try again. */
const mermaidLibrary = lazyModule(importMermaid);

const flowchartLibrary = lazyModule(() =>
  import('flowchart.js').then(
    (module) => ((module as { default?: FlowchartModule }).default ?? module) as FlowchartModule,
  ),
);

async function drawMermaid(code: string, id: string, theme: Theme): Promise<string> {
  const mermaid = await mermaidLibrary.load();
  // One configuration for the whole page: every diagram follows the same colour mode.
  mermaid.initialize(mermaidConfig(theme, fonts.body));
  try {
    const { svg } = await mermaid.render(id, code);
    return svg;
  } finally {
    // Mermaid measures text in a scratch element it normally removes; make sure of it.
    document.getElementById(`d${id}`)?.remove();
  }
}

/** flowchart.js (with Raphaël) draws into an element; it is drawn off-screen and its SVG taken. */
async function drawFlow(
  code: string,
  theme: Theme,
  words: { yes: string; no: string },
): Promise<string> {
  const flowchart = await flowchartLibrary.load();
  const scratch = document.createElement('div');
  scratch.setAttribute('aria-hidden', 'true');
  scratch.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden';
  document.body.appendChild(scratch);
  try {
    const chart = flowchart.parse(code);
    chart.drawSVG(scratch, flowchartOptions(palettes[theme], words, fonts.body));
    const svg = scratch.querySelector('svg');
    if (!svg || !svg.querySelector('rect, path'))
      throw new Error('The flow diagram has no symbols.');
    const width = svg.getAttribute('width');
    const height = svg.getAttribute('height');
    if (!svg.getAttribute('viewBox') && width && height)
      svg.setAttribute('viewBox', `0 0 ${parseFloat(width)} ${parseFloat(height)}`);
    svg.removeAttribute('height');
    svg.setAttribute('width', '100%');
    svg.style.maxWidth = width ? `${parseFloat(width)}px` : '';
    return scratch.innerHTML;
  } finally {
    scratch.remove();
  }
}

export interface DrawRequest {
  kind: DiagramKind;
  code: string;
  /** An id unique on the page, also for each redraw. */
  id: string;
  theme: Theme;
  words: { yes: string; no: string };
}

/** The diagram as SVG text; rejects with the library's message when the source has an error. */
export function drawDiagram({ kind, code, id, theme, words }: DrawRequest): Promise<string> {
  return kind === 'mermaid' ? drawMermaid(code, id, theme) : drawFlow(code, theme, words);
}
