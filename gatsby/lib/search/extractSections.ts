/**
 * Reads a built page's HTML and splits the part marked `data-search-body` into
 * sections at its h2 and h3 headings, so a search result can open the page at
 * the right heading. Works on the rendered page rather than the MDX source, so
 * text that components draw from data (option tables, API routes) is found.
 */
import { Parser } from 'htmlparser2';

export interface PageSection {
  /** The heading's id; empty for the text above the first heading. */
  anchor: string;
  level: 1 | 2 | 3;
  heading: string;
  /** For an h3, the h2 above it. */
  parent: string;
  text: string;
  /**
   * What the section's tables define: the code in the first cell of each row
   * (`temp_dir`, `POST /api/fs/list`), so a search for an option finds the
   * table that explains it above pages that only mention it.
   */
  terms: string;
}

export const SEARCH_BODY_ATTRIBUTE = 'data-search-body';
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';

/**
 * Elements whose text is not prose: controls, pictures, styles, the page's own
 * h1. (Panels hidden until chosen, such as other tabs, are indexed.)
 */
const SKIPPED = new Set([
  'style',
  'script',
  'noscript',
  'template',
  'svg',
  'button',
  'select',
  'textarea',
  'input',
  'h1',
]);

/** Elements that end a run of words, so `<td>a</td><td>b</td>` does not read "ab". */
const BREAKING = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'br',
  'summary',
  'details',
  'blockquote',
  'h4',
  'h5',
  'h6',
  'figcaption',
]);

function skipped(name: string, attributes: Record<string, string>): boolean {
  return (
    SKIPPED.has(name) ||
    attributes['aria-hidden'] === 'true' ||
    SEARCH_IGNORE_ATTRIBUTE in attributes ||
    /\bvisually-hidden\b/.test(attributes.class ?? '')
  );
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

export function extractSections(html: string): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { anchor: '', level: 1, heading: '', parent: '', text: '', terms: '' };
  let lastH2 = '';
  // Depths in the element tree where the body, a skipped element and a heading began.
  let depth = 0;
  let bodyDepth = 0;
  let skipDepth = 0;
  let headingDepth = 0;
  let found = false;
  // Where the first cell of a table row and a code element inside it began; the row's cells so far.
  let cellsInRow = 0;
  let firstCellDepth = 0;
  let termDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (!bodyDepth) {
          if (SEARCH_BODY_ATTRIBUTE in attributes) {
            bodyDepth = depth;
            found = true;
          }
          return;
        }
        if (skipDepth) return;
        if (skipped(name, attributes)) {
          skipDepth = depth;
          return;
        }
        if ((name === 'h2' || name === 'h3') && attributes.id) {
          sections.push(current);
          const level = name === 'h2' ? 2 : 3;
          current = {
            anchor: attributes.id,
            level,
            heading: '',
            parent: level === 3 ? lastH2 : '',
            text: '',
            terms: '',
          };
          headingDepth = depth;
          return;
        }
        if (name === 'tr') cellsInRow = 0;
        if (name === 'td' || name === 'th') {
          cellsInRow += 1;
          if (cellsInRow === 1) firstCellDepth = depth;
        }
        if (name === 'code' && firstCellDepth && !termDepth) termDepth = depth;
        if (BREAKING.has(name)) current.text += ' ';
      },
      ontext(text) {
        if (!bodyDepth || skipDepth) return;
        if (headingDepth) current.heading += text;
        else current.text += text;
        if (termDepth) current.terms += text;
      },
      onclosetag(name) {
        if (skipDepth === depth) skipDepth = 0;
        else if (headingDepth === depth) {
          headingDepth = 0;
          current.heading = tidy(current.heading);
          if (current.level === 2) lastH2 = current.heading;
        } else if (bodyDepth === depth) bodyDepth = 0;
        else if (bodyDepth && !skipDepth && BREAKING.has(name)) current.text += ' ';
        if (termDepth === depth) {
          termDepth = 0;
          current.terms += ' ';
        }
        if (firstCellDepth === depth) firstCellDepth = 0;
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (!found) return [];
  sections.push(current);

  return sections
    .map((section) => ({
      ...section,
      heading: tidy(section.heading),
      text: tidy(section.text),
      terms: tidy(section.terms),
    }))
    .filter((section) => section.level === 1 || section.heading || section.text);
}
