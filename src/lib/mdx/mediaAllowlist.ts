/**
 * What the media folder (static/img, where the content editor uploads) and
 * the rest of static/ may hold: files the host serves from the site's own
 * origin, so nothing among them may be a document or a script. The kinds
 * allowed are pictures, video and sound by their extension; an SVG is a
 * document too, so each of its elements passes an SVG drawing schema through
 * the same sanitizer as content (no script, no event handler, no animation
 * that sets an attribute, no link but to a fragment of itself).
 */
import type { Schema } from 'hast-util-sanitize';
import { Parser } from 'htmlparser2';
import { find, svg } from 'property-information';
import { schemaRefusal } from './contentAllowlist';

/** Extensions an upload may have, lower case. */
export const MEDIA_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'mp4',
  'webm',
  'mp3',
  'ogg',
  'm4a',
] as const;

/** What the rest of static/ may hold besides media: the installer script. */
export const SITE_FILE_EXTENSIONS = [...MEDIA_EXTENSIONS, 'sh'] as const;

/** A reference to a part of the same drawing: `#id` or `url(#id)`. */
const LOCAL_REFERENCE = /^#[\w.-]+$/;
/** A paint, clip or mask value: anything without `url(`, or `url(#id)`. */
const NO_FOREIGN_URL = /^(?:(?!url\().)*(?:url\(\s*['"]?#[\w.-]+['"]?\s*\)(?:(?!url\().)*)*$/is;

const PRESENTATION = [
  'fill',
  'fillOpacity',
  'fillRule',
  'stroke',
  'strokeWidth',
  'strokeLineCap',
  'strokeLineJoin',
  'strokeDashArray',
  'strokeDashOffset',
  'strokeMiterLimit',
  'strokeOpacity',
  'opacity',
  'transform',
  'clipPath',
  'clipRule',
  'mask',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontWeight',
  'textAnchor',
  'dominantBaseline',
  'letterSpacing',
  'visibility',
  'display',
  'overflow',
  'shapeRendering',
  'vectorEffect',
  'paintOrder',
];

/** Drawing elements and the properties they may carry (property-information's SVG names). */
export const SVG_SCHEMA: Schema = {
  tagNames: [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'symbol',
    'use',
  ],
  attributes: {
    '*': [
      'id',
      'role',
      'ariaLabel',
      'ariaHidden',
      ...PRESENTATION.map((name) => [name, NO_FOREIGN_URL] as [string, RegExp]),
    ],
    svg: [
      'xmlns',
      'xmlnsXLink',
      'version',
      'viewBox',
      'preserveAspectRatio',
      'width',
      'height',
      'x',
      'y',
    ],
    path: ['d', 'pathLength'],
    rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
    circle: ['cx', 'cy', 'r'],
    ellipse: ['cx', 'cy', 'rx', 'ry'],
    line: ['x1', 'y1', 'x2', 'y2'],
    polyline: ['points'],
    polygon: ['points'],
    text: ['x', 'y', 'dx', 'dy', 'textLength', 'lengthAdjust', 'xmlSpace'],
    tspan: ['x', 'y', 'dx', 'dy'],
    linearGradient: ['x1', 'y1', 'x2', 'y2', 'gradientUnits', 'gradientTransform', 'spreadMethod'],
    radialGradient: [
      'cx',
      'cy',
      'r',
      'fx',
      'fy',
      'gradientUnits',
      'gradientTransform',
      'spreadMethod',
    ],
    stop: ['offset', 'stopColor', 'stopOpacity'],
    clipPath: ['clipPathUnits'],
    mask: ['maskUnits', 'maskContentUnits', 'x', 'y', 'width', 'height'],
    symbol: ['viewBox', 'preserveAspectRatio'],
    use: [['href', LOCAL_REFERENCE], ['xLinkHref', LOCAL_REFERENCE], 'x', 'y', 'width', 'height'],
  },
  protocols: {},
  ancestors: {},
  required: {},
  clobber: [],
  clobberPrefix: '',
  strip: [],
};

export interface MediaRefusal {
  reason: string;
  line: number;
  column: number;
}

/** Line and column (from 1) of an offset in a text. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Why an SVG drawing may not be served, or null: its first element or attribute the schema refuses. */
export function svgRefusal(source: string): MediaRefusal | null {
  let refusal: MediaRefusal | null = null;
  const refuse = (reason: string, offset: number) => {
    refusal ??= { reason, ...placeOf(source, offset) };
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const properties: Record<string, string> = {};
        const spelled: Record<string, string> = {};
        for (const [attribute, value] of Object.entries(attributes)) {
          const { property } = find(svg, attribute);
          properties[property] = value;
          spelled[property] = attribute;
        }
        const refused = schemaRefusal(name, properties, SVG_SCHEMA, spelled);
        if (refused) refuse(`${refused.what}: ${refused.why}`, parser.startIndex);
      },
      onprocessinginstruction(name, data) {
        // The XML declaration only; a DOCTYPE can declare entities, a stylesheet instruction loads CSS.
        if (!/^\?xml\s/i.test(data))
          refuse(`<${name}> is not part of a drawing`, parser.startIndex);
      },
      oncdatastart() {
        refuse('a CDATA section: an SVG picture has no script or style to hide', parser.startIndex);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(source);
  return refusal;
}

const extensionOf = (file: string) => /\.([^./\\]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';

/**
 * Why a file may not be served from static/, or null. `inMediaFolder`: the
 * editor's upload folder, which takes media only; the rest of static/ may
 * also hold the installer script. `text` is read for SVG files only.
 */
export function mediaFileRefusal(
  file: string,
  readText: () => string,
  inMediaFolder: boolean,
): MediaRefusal | null {
  const extension = extensionOf(file);
  const allowed: readonly string[] = inMediaFolder ? MEDIA_EXTENSIONS : SITE_FILE_EXTENSIONS;
  if (!allowed.includes(extension))
    return {
      reason: `a .${extension || '(no extension)'} file is not served from static/: only ${allowed.join(', ')}${inMediaFolder ? ' in the media folder' : ''}`,
      line: 1,
      column: 1,
    };
  return extension === 'svg' ? svgRefusal(readText()) : null;
}
