/**
 * The MDX blocks the CMS editor offers as components, as pure functions: a
 * pattern that finds the block in a page body, `fromBlock` reading it into
 * form values and `toBlock` writing it back in exactly the syntax
 * docs/authoring.md describes, so a page saved by the CMS reads like a
 * hand-written one. A block the pattern does not recognise (JSX expressions,
 * unknown attributes) is left as it is.
 */
import { ALIGNMENTS, CALLOUT_TYPES } from '../mdx/containers';
import type { DecapField } from './decapTypes';

export interface BlockComponent<Data> {
  id: string;
  label: string;
  /** Its form, in Decap's field format. */
  fields: readonly DecapField[];
  /** Anchored at the start of the text Decap offers: a block is matched only where it begins. */
  pattern: RegExp;
  fromBlock(match: RegExpMatchArray): Data;
  toBlock(data: Partial<Data>): string;
}

/** `name="value"` pairs only: anything else (a `{…}` expression, a bare flag) is not ours to rewrite. */
const ATTRIBUTES = String.raw`(?:\s+[A-Za-z][\w-]*="[^"\n]*")*`;
/** The end of the line the block ends on (spaces allowed), without eating the line break. */
const LINE_END = String.raw`[ \t]*(?=\n|$)`;

export function parseAttributes(source: string): Record<string, string> {
  return Object.fromEntries(
    [...source.matchAll(/([A-Za-z][\w-]*)="([^"\n]*)"/g)].map((match) => [match[1], match[2]]),
  );
}

/** `name="value"` pairs in the given order; empty values are left out. */
export function writeAttributes(
  values: Record<string, string | undefined>,
  order: readonly string[],
): string {
  return order
    .map((name) => [name, values[name]?.replace(/"/g, '&quot;').replace(/\n/g, ' ').trim()])
    .filter(([, value]) => value)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
}

// ---------------------------------------------------------------- containers

export const CONTAINER_KINDS = [...CALLOUT_TYPES, ...ALIGNMENTS] as const;
export type ContainerKind = (typeof CONTAINER_KINDS)[number];

export interface ContainerData {
  kind: ContainerKind;
  title: string;
  body: string;
}

/** More colons than any container line inside, so a nested container keeps its own fence. */
function containerFence(body: string): string {
  const inner = [...body.matchAll(/^(:{3,})/gm)].map((match) => match[1]!.length);
  return ':'.repeat(Math.max(3, ...inner.map((length) => length + 1)));
}

export const containerBlock: BlockComponent<ContainerData> = {
  id: 'container',
  label: 'Container (tip, warning…)',
  fields: [
    {
      name: 'kind',
      label: 'Kind',
      widget: 'select',
      options: CONTAINER_KINDS,
      default: 'tip',
      hint: 'details starts collapsed; center and right only align their content.',
    },
    {
      name: 'title',
      label: 'Title shown in the box',
      widget: 'string',
      required: false,
      hint: 'When left empty, the kind names the box.',
    },
    { name: 'body', label: 'Content (Markdown)', widget: 'text', required: false },
  ],
  pattern: new RegExp(
    String.raw`^(:{3,})(${CONTAINER_KINDS.join('|')})(?:\[([^\n]*)\])?[ \t]*\n(?:([\s\S]*?)\n)?\1${LINE_END}`,
  ),
  fromBlock: (match) => ({
    kind: match[2] as ContainerKind,
    title: match[3] ?? '',
    body: match[4] ?? '',
  }),
  toBlock: ({ kind = 'tip', title = '', body = '' }) => {
    const fence = containerFence(body);
    const label = title.trim() ? `[${title.trim().replace(/\n/g, ' ')}]` : '';
    return [
      `${fence}${kind}${label}`,
      ...(body.trim() ? [body.replace(/\s+$/, '')] : []),
      fence,
    ].join('\n');
  },
};

// ---------------------------------------------------------------------- tabs

export interface TabData {
  label: string;
  body: string;
}

export interface TabsData {
  id: string;
  tabs: TabData[];
}

const TAB = new RegExp(String.raw`<Tab(${ATTRIBUTES})\s*>\n*([\s\S]*?)\n*</Tab>`, 'g');

export const tabsBlock: BlockComponent<TabsData> = {
  id: 'tabs',
  label: 'Tabs',
  fields: [
    {
      name: 'id',
      label: 'Group id',
      widget: 'string',
      required: false,
      hint: 'Blocks with the same id switch together on every page (for example os).',
    },
    {
      name: 'tabs',
      label: 'Tabs',
      widget: 'list',
      fields: [
        { name: 'label', label: 'Label', widget: 'string' },
        { name: 'body', label: 'Content (Markdown)', widget: 'text', required: false },
      ],
    },
  ],
  pattern: new RegExp(
    String.raw`^<Tabs(${ATTRIBUTES})\s*>\n((?:[ \t]*\n|<Tab${ATTRIBUTES}\s*>[\s\S]*?</Tab>)*?)</Tabs>${LINE_END}`,
  ),
  fromBlock: (match) => ({
    id: parseAttributes(match[1] ?? '').id ?? '',
    tabs: [...(match[2] ?? '').matchAll(TAB)].map((tab) => ({
      label: parseAttributes(tab[1] ?? '').label ?? '',
      body: tab[2] ?? '',
    })),
  }),
  toBlock: ({ id = '', tabs = [] }) =>
    [
      `<Tabs${writeAttributes({ id }, ['id'])}>`,
      ...tabs.map(({ label = '', body = '' }) => {
        const open = `<Tab${writeAttributes({ label }, ['label'])}>`;
        const content = body.replace(/^\s*\n/, '').replace(/\s+$/, '');
        // Markdown inside a JSX element needs a blank line on each side (docs/authoring.md).
        return content ? `${open}\n\n${content}\n\n</Tab>` : `${open}</Tab>`;
      }),
      '</Tabs>',
    ].join('\n'),
};

// ------------------------------------------------------ self-closing elements

export interface ElementProp {
  name: string;
  label: string;
  required?: boolean;
  options?: readonly string[];
  hint?: string;
}

/**
 * A component written as one self-closing element on a line of its own, with
 * text attributes only: `<OptionsTable driver="FTP" />`.
 */
export function elementBlock(
  name: string,
  label: string,
  props: readonly ElementProp[],
): BlockComponent<Record<string, string>> {
  const order = props.map((prop) => prop.name);
  return {
    id: name,
    label,
    fields: props.map((prop) => ({
      name: prop.name,
      label: prop.label,
      widget: prop.options ? 'select' : 'string',
      required: prop.required ?? true,
      ...(prop.options ? { options: prop.options, default: prop.options[0] } : {}),
      ...(prop.hint ? { hint: prop.hint } : {}),
    })),
    pattern: new RegExp(String.raw`^<${name}(${ATTRIBUTES})\s*/>${LINE_END}`),
    fromBlock: (match) => {
      const attributes = parseAttributes(match[1] ?? '');
      return Object.fromEntries(order.map((prop) => [prop, attributes[prop] ?? '']));
    },
    toBlock: (data) => `<${name}${writeAttributes(data, order)} />`,
  };
}

const dataHint = (file: string) =>
  `The page lists the data file in its front matter, for example data: [${file}].`;

export const BADGE_TYPES = ['tip', 'info', 'warning', 'danger', 'note'] as const;

/** Every block the editor offers, in the order of its insert menu. */
export const BLOCKS = [
  containerBlock,
  tabsBlock,
  elementBlock('Badge', 'Badge', [
    { name: 'text', label: 'Text' },
    { name: 'type', label: 'Type', options: BADGE_TYPES },
  ]),
  elementBlock('OptionsTable', 'Driver options table', [
    { name: 'driver', label: 'Driver', hint: dataHint('drivers/ftp') },
  ]),
  elementBlock('CommonOptions', 'Common storage options table', [
    { name: 'driver', label: 'Driver', hint: dataHint('drivers/ftp, drivers/common') },
  ]),
  elementBlock('Endpoint', 'API endpoint', [
    { name: 'group', label: 'Data file', hint: dataHint('api/fs') },
    { name: 'method', label: 'Method', options: ['GET', 'POST', 'PUT', 'DELETE'] },
    { name: 'path', label: 'Path', hint: 'For example /api/fs/list' },
  ]),
  elementBlock('TaskRoutes', 'Task routes table', [
    { name: 'group', label: 'Data file', hint: dataHint('api/task') },
  ]),
  elementBlock('AutoCatalog', 'Catalog of a folder', [
    {
      name: 'base',
      label: 'Folder',
      required: false,
      hint: "Empty: this page's folder. Or a path such as /guide/api/.",
    },
  ]),
] as const;
