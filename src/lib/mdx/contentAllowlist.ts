/**
 * The allowlist between a content file and the page: every HTML element of a
 * content tree, written as JSX or made from Markdown, passes through the
 * ecosystem's sanitizer (hast-util-sanitize) with the site's own schema
 * (contentSchema.ts), and is refused when the sanitizer would drop or change
 * any part of it. Nothing is looked up in a list of what is forbidden: a name
 * the schema does not know, in any spelling, is refused.
 *
 * Shortcodes are checked by their props schema (shortcodes.ts); the raw
 * markup gatsby-remark-images writes for a Markdown image is parsed and
 * checked element by element against its own small schema.
 */
import { sanitize, type Schema } from 'hast-util-sanitize';
import { Parser } from 'htmlparser2';
import { parseEntities } from 'parse-entities';
import { find, html } from 'property-information';
import {
  ADDRESS_LIST_PROPERTIES,
  ADDRESS_PROPERTIES,
  ADDRESS_SCHEMES,
  AUTHORED_SCHEMA,
  CONTENT_SCHEMA,
  IMAGE_MARKUP_SCHEMA,
  NOTICE_SCHEMA,
} from './contentSchema';

type Value = string | number | boolean | Array<string | number>;

/**
 * Why an address may not stand in content, or null when it may: after
 * decoding character references and removing whitespace and control
 * characters (which browsers skip inside a scheme), it must be a path on this
 * site (`/x`, `x.html`, `#a`, `?q`, but not `//host`, which is another site)
 * or use http, https or mailto.
 */
export function addressRefusal(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  const squeezed = parseEntities(value).replace(/[\u0000-\u0020\u007f-\u009f\s]/g, '');
  if (/^[/\\]{2}/.test(squeezed) || /^\/\\|^\\/.test(squeezed))
    return 'an address starting with // or a backslash leads to another host';
  const scheme = /^([^/?#]*?):/.exec(squeezed)?.[1];
  if (scheme === undefined) return null;
  return (ADDRESS_SCHEMES as readonly string[]).includes(scheme.toLowerCase())
    ? null
    : `the address scheme "${scheme}:" is not allowed (only ${ADDRESS_SCHEMES.join(', ')} and site paths)`;
}

/** The addresses of a `srcset`: each candidate's first word. */
const addressesOfList = (value: string) =>
  value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/**
 * How React spells a property in JSX: the attribute for `aria-*` and `data-*`,
 * the DOM property otherwise (`className`, `htmlFor`, `srcSet`).
 */
function reactSpelling(name: string): { property: string; spelling: string; list: boolean } {
  const info = find(html, name);
  const hyphenated = /^(aria|data)-/.test(info.attribute);
  return {
    property: info.property,
    spelling: hyphenated ? info.attribute : info.property,
    list: Boolean(info.spaceSeparated),
  };
}

/** A value as a message shows it: short, with control characters written as escapes. */
const describe = (value: unknown) => {
  const text = (typeof value === 'string' ? value : JSON.stringify(value)).replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/g,
    (char) => JSON.stringify(char).slice(1, -1),
  );
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** Why some refused attributes are left out of the schema, for a clearer message. */
const DROPPED_BECAUSE: Record<string, string> = {
  style: "styles come from the site's components, and CSS can read what a page holds",
  srcDoc: 'it makes a document of its own, which runs script',
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the sanitizer keeps of one element: its name and properties, or null when it drops it. */
function sanitized(
  tagName: string,
  properties: Record<string, Value>,
  schema: Schema,
): { tagName: string; properties: Record<string, unknown> } | null {
  const root = sanitize(
    { type: 'root', children: [{ type: 'element', tagName, properties, children: [] }] },
    schema,
  );
  const [kept] = root.type === 'root' ? root.children : [root];
  return kept?.type === 'element'
    ? { tagName: kept.tagName, properties: kept.properties as Record<string, unknown> }
    : null;
}

/** The properties a schema names for an element (its own and those of every element). */
const names = (schema: Schema, tagName: string): Set<string> =>
  new Set(
    [...(schema.attributes?.[tagName] ?? []), ...(schema.attributes?.['*'] ?? [])].map((entry) =>
      typeof entry === 'string' ? entry : entry[0],
    ),
  );

/** What a schema refuses: the element as written (`<a onClick>`) and why. */
export interface Refusal {
  what: string;
  why: string;
}

/**
 * What the sanitizer refuses of one element under `schema`: the element
 * itself, or the first property it drops or changes; null when it keeps all
 * of it. `spelled` gives each property as the author wrote it, for messages.
 */
export function schemaRefusal(
  tagName: string,
  properties: Record<string, Value>,
  schema: Schema,
  spelled: Readonly<Record<string, string>> = {},
): Refusal | null {
  const kept = sanitized(tagName, properties, schema);
  if (!kept || kept.tagName !== tagName)
    return { what: `<${tagName}>`, why: `it is not an element that may be used here` };
  for (const [property, value] of Object.entries(properties)) {
    const name = spelled[property] ?? property;
    if (!Object.hasOwn(kept.properties, property) && !names(schema, tagName).has(property))
      return {
        what: `<${tagName} ${name}>`,
        why: DROPPED_BECAUSE[property] ?? `the attribute is not allowed on <${tagName}>`,
      };
    if (!sameValue(kept.properties[property], value))
      return {
        what: `<${tagName} ${name}="${describe(value)}">`,
        why: 'that value is not allowed',
      };
  }
  return null;
}

/**
 * Why an HTML element with these props may not stand in content, or null
 * when it may. `name` is the element's name as written (`a`, `sCript`,
 * `svg:script`); `props` are React's (`className`, `aria-label`); `written`
 * says the author wrote the element as JSX, as opposed to Markdown or one of
 * the build's plugins making it.
 */
export function elementRefusal(
  name: string,
  props: Record<string, unknown>,
  written: boolean,
  schema: Schema = written ? AUTHORED_SCHEMA : CONTENT_SCHEMA,
): string | null {
  if (name.includes(':')) return `<${name}> is not allowed: content has no namespaced elements`;
  const tagName = name.toLowerCase();
  const refuse = (what: string) => `<${name}${what}> is not allowed in a content file`;
  if (!(schema.tagNames ?? []).includes(tagName))
    return `${refuse('')}: it is not an element content may use (allowed: src/lib/mdx/contentSchema.ts)`;
  const properties: Record<string, Value> = {};
  const written_: Record<string, string> = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'dangerouslySetInnerHTML') {
      if (written || tagName !== 'span') return `${refuse(` ${prop}`)}: it inserts unchecked HTML`;
      const inner = (value as { __html?: unknown } | null)?.__html;
      const problem =
        typeof inner === 'string' ? imageMarkupRefusal(inner) : 'its HTML is not text';
      if (problem) return `${refuse(` ${prop}`)}: the image markup has ${problem}`;
      continue;
    }
    if (prop.includes(':')) return `${refuse(` ${prop}`)}: content has no namespaced attributes`;
    const { property, spelling, list } = reactSpelling(prop);
    if (/^on/i.test(prop)) return `${refuse(` ${prop}`)}: event handlers run code`;
    if (prop !== spelling) return `${refuse(` ${prop}`)}: write it as ${spelling}`;
    if (
      typeof value !== 'string' &&
      typeof value !== 'number' &&
      typeof value !== 'boolean' &&
      !(Array.isArray(value) && value.every((item) => typeof item === 'string'))
    )
      return `${refuse(` ${prop}={${describe(value)}}`)}: ${DROPPED_BECAUSE[property] ?? 'its value must be text, a number or true/false'}`;
    if (typeof value === 'string' && ADDRESS_PROPERTIES.has(property)) {
      const problem = addressRefusal(value);
      if (problem) return `${refuse(` ${prop}="${describe(value)}"`)}: ${problem}`;
    }
    if (typeof value === 'string' && ADDRESS_LIST_PROPERTIES.has(property)) {
      const problem = addressesOfList(value).map(addressRefusal).find(Boolean);
      if (problem) return `${refuse(` ${prop}="${describe(value)}"`)}: ${problem}`;
    }
    // As hast holds them: `rel="a b"` and `className="a b"` are lists of words.
    properties[property] =
      list && typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : (value as Value);
    written_[property] = prop;
  }
  const refused = schemaRefusal(tagName, properties, schema, written_);
  return refused
    ? `${refused.what} is not allowed in a content file: ${refused.why} (allowed: src/lib/mdx/contentSchema.ts)`
    : null;
}

/**
 * Why a piece of HTML may not stand, or null when every element and attribute
 * in it passes `schema`; `kind` names the markup in the message ("image markup").
 */
export function markupRefusal(markup: string, schema: Schema, kind: string): string | null {
  let problem: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (problem) return;
        const props: Record<string, unknown> = {};
        for (const [attribute, value] of Object.entries(attributes))
          props[reactSpelling(attribute).spelling] = value;
        problem =
          elementRefusal(name, props, false, schema)?.replace(
            ' is not allowed in a content file',
            '',
          ) ?? null;
      },
      oncomment() {
        problem ??= `an HTML comment in ${kind}`;
      },
      onprocessinginstruction() {
        problem ??= `a declaration in ${kind}`;
      },
    },
    { decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: true },
  );
  parser.end(markup);
  return problem;
}

/**
 * Why the markup gatsby-remark-images wrote for an image may not stand, or
 * null: every element and attribute in it must pass IMAGE_MARKUP_SCHEMA.
 */
export const imageMarkupRefusal = (markup: string): string | null =>
  markupRefusal(markup, IMAGE_MARKUP_SCHEMA, 'image markup');

/** Why a notice's HTML may not stand, or null: it must pass NOTICE_SCHEMA. */
export const noticeMarkupRefusal = (markup: string): string | null =>
  markupRefusal(markup, NOTICE_SCHEMA, 'a notice');
