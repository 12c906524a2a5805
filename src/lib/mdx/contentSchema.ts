/**
 * What a content file may contain, as a hast-util-sanitize schema: the HTML
 * elements by name, the properties each may carry (hast's property names,
 * `className`, `ariaLabel`) and the values some of them may take. Anything not
 * named here is refused (contentAllowlist.ts): a new element or attribute is
 * a line here, added because content needs it, never a name taken off a list
 * of what is forbidden.
 *
 * Left out on purpose: every element that runs code, loads a document or a
 * plug-in, changes how addresses resolve or styles the page (script, iframe,
 * object, embed, base, meta, link, style, svg, math, form, button, template…),
 * event handlers, `style`, `srcdoc`, `role`, and every `data-*` attribute but
 * the code block's language: the site's own components and behaviours use
 * data attributes as signals (islands, tabs, code demos, full-screen frames),
 * and content must not be able to forge them.
 */
import type { Schema } from 'hast-util-sanitize';

/** Properties that hold an address a browser follows or loads; each passes addressRefusal too. */
export const ADDRESS_PROPERTIES: ReadonlySet<string> = new Set(['href', 'src', 'cite']);

/** Schemes an address may have; an address without one is a path on this site. */
export const ADDRESS_SCHEMES = ['http', 'https', 'mailto'] as const;

/** An id content may give: a heading anchor or a label's target, letters, digits, `-` and `_`. */
const ID = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;
/** A code block's language (refractor's names, and `text`). */
const LANGUAGE = /^[\w#+.-]+$/;
/** A highlighted token's class: refractor writes `token` and the token's kind (`keyword`, `class-name`). */
const TOKEN_CLASS = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

export const CONTENT_SCHEMA: Schema = {
  tagNames: [
    ...HEADINGS,
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'caption',
    'cite',
    'code',
    'col',
    'colgroup',
    'dd',
    'del',
    'details',
    'dfn',
    'div',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'hr',
    'i',
    'img',
    'input',
    'ins',
    'kbd',
    'li',
    'mark',
    'ol',
    'p',
    'pre',
    'q',
    'rp',
    'rt',
    'ruby',
    's',
    'samp',
    'small',
    'span',
    'strong',
    'sub',
    'summary',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
    'var',
    'wbr',
  ],
  attributes: {
    '*': [['id', ID], 'title', 'lang', 'dir', 'ariaLabel', 'ariaLabelledBy', 'ariaDescribedBy'],
    a: ['href', 'hrefLang', ['rel', 'noopener', 'noreferrer', 'nofollow'], ['target', '_blank']],
    img: ['src', 'alt', 'width', 'height', ['loading', 'lazy', 'eager'], ['decoding', 'async']],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'dateTime'],
    ins: ['cite', 'dateTime'],
    code: [['className', /^language-[\w#+.-]+$/]],
    pre: [['dataLanguage', LANGUAGE]],
    span: [['className', TOKEN_CLASS]],
    // GitHub task lists: a disabled checkbox, labelled by its item's text (rehypeTaskLists).
    input: [['type', 'checkbox'], 'checked', ['disabled', true]],
    li: [['className', 'task-list-item']],
    ul: [['className', 'contains-task-list']],
    ol: ['start', 'reversed', ['type', '1', 'a', 'A', 'i', 'I']],
    td: [['align', 'left', 'center', 'right'], 'colSpan', 'rowSpan'],
    th: [['align', 'left', 'center', 'right'], 'colSpan', 'rowSpan', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    details: ['open'],
    abbr: ['title'],
    dfn: ['title'],
  },
  protocols: {
    href: [...ADDRESS_SCHEMES],
    src: ['http', 'https'],
    cite: ['http', 'https'],
  },
  // Checked one element at a time: where it sits is the Markdown's business.
  ancestors: {},
  required: {},
  // Refused, not renamed: ids are the page's anchors.
  clobber: [],
  clobberPrefix: '',
  strip: [],
};

/**
 * What an author may write as JSX: the content schema without what only the
 * build's Markdown plugins make (highlighted code's classes and language, the
 * task list's classes and checkboxes), so no written element can pass for one
 * of theirs.
 */
const MARKDOWN_ONLY_PROPERTIES = new Set(['className', 'dataLanguage']);
const MARKDOWN_ONLY_ELEMENTS = new Set(['input']);

export const AUTHORED_SCHEMA: Schema = {
  ...CONTENT_SCHEMA,
  tagNames: CONTENT_SCHEMA.tagNames!.filter((name) => !MARKDOWN_ONLY_ELEMENTS.has(name)),
  attributes: Object.fromEntries(
    Object.entries(CONTENT_SCHEMA.attributes!).map(([tag, allowed]) => [
      tag,
      allowed.filter(
        (entry) => !MARKDOWN_ONLY_PROPERTIES.has(typeof entry === 'string' ? entry : entry[0]),
      ),
    ]),
  ),
};

/**
 * The one piece of HTML a build step writes into content: gatsby-remark-images'
 * markup for a Markdown image (a wrapper span, a placeholder span, a picture
 * with its sources and the image). It is parsed and checked against this
 * schema, which adds the plugin's classes and sizing styles (declarations
 * without any function, so no `url()`) to the content schema.
 */
const IMAGE_STYLE = /^(?:\s*[a-z-]+\s*:\s*[\w .%#-]+;?)+\s*$/;

export const IMAGE_MARKUP_SCHEMA: Schema = {
  ...CONTENT_SCHEMA,
  tagNames: ['span', 'picture', 'source', 'img', 'a'],
  attributes: {
    span: [
      ['className', 'gatsby-resp-image-wrapper', 'gatsby-resp-image-background-image'],
      ['style', IMAGE_STYLE],
    ],
    picture: [],
    source: ['srcSet', 'sizes', ['type', /^image\/[a-z+.-]+$/]],
    img: [
      ['className', 'gatsby-resp-image-image'],
      'src',
      'alt',
      'title',
      ['loading', 'lazy', 'eager'],
      ['decoding', 'async'],
      ['style', IMAGE_STYLE],
    ],
    a: [['className', 'gatsby-resp-image-link'], 'href', ['target', '_blank'], ['rel', 'noopener']],
  },
};

/**
 * A notice's HTML (content/data/notices.yaml): paragraphs, links, emphasis,
 * lists, line breaks and code, with the content schema's addresses.
 */
export const NOTICE_SCHEMA: Schema = {
  ...CONTENT_SCHEMA,
  tagNames: ['p', 'a', 'br', 'strong', 'b', 'em', 'i', 'code', 'ul', 'ol', 'li'],
  attributes: { a: ['href'] },
};

/** Properties whose value is a list of addresses with sizes (`a.png 200w, b.png 400w`). */
export const ADDRESS_LIST_PROPERTIES: ReadonlySet<string> = new Set(['srcSet']);
