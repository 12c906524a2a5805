/**
 * Which English text each Chinese page was translated from. For every page,
 * content/data/translations/state.yaml keeps a digest of the English body and of
 * each of its sections as they were when the Chinese page was last brought up
 * to date (`npm run i18n:mark`). Comparing them with today's English says
 * whether the Chinese page is behind, and which sections moved on. It needs
 * no git history, and a rebase cannot break it: only text is compared.
 *
 * Used by the build (a notice on pages that are behind) and by scripts/i18n.mjs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../gatsby/lib/filesUnder.mjs';
import { readFrontMatter } from '../src/lib/content/frontMatter.mjs';
import { explicitAnchorOf } from '../src/lib/content/headingId.mjs';
import YAML from 'yaml';

export const STATE_FILE = path.join('content', 'data', 'translations', 'state.yaml');

/** A page's body without its front matter, as the site's one reader splits them. */
function bodyOf(source) {
  try {
    return readFrontMatter(source).body;
  } catch (error) {
    return error.body;
  }
}
const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{2,6})\s+(.*?)\s*$/;

/** Twelve hex digits of the text's SHA-256, after trailing spaces and extra blank lines go. */
export function textDigest(text) {
  const normal = text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return createHash('sha256').update(normal, 'utf8').digest('hex').slice(0, 12);
}

/**
 * The body cut at its headings (level 2 and below, outside code blocks). A
 * section is named by its heading's `[#id]`, or by the heading's text; the
 * text before the first heading is the section "".
 */
export function sectionsOf(source) {
  const body = bodyOf(source);
  const sections = [{ key: '', lines: [] }];
  let fence = null;
  for (const line of body.split('\n')) {
    const opened = FENCE.exec(line);
    if (fence) {
      if (opened && line.trim().startsWith(fence)) fence = null;
    } else if (opened) {
      fence = opened[1];
    } else {
      const heading = HEADING.exec(line);
      if (heading) {
        const explicit = explicitAnchorOf(heading[2]);
        sections.push({ key: explicit ? explicit.id : heading[2], lines: [] });
      }
    }
    sections[sections.length - 1].lines.push(line);
  }
  return sections.map(({ key, lines }) => ({ key, text: lines.join('\n') }));
}

/** What the state file records for one English page. */
export function englishState(source) {
  const sections = sectionsOf(source).map(({ key, text }) => [key, textDigest(text)]);
  return { body: textDigest(bodyOf(source)), sections: Object.fromEntries(sections) };
}

/**
 * How a Chinese page stands against today's English: `current`, `behind`
 * (with the sections changed, added and removed since it was marked) or
 * `unmarked` (never marked: nothing says which English it follows).
 */
export function translationStatus(recorded, english) {
  const none = { changed: [], added: [], removed: [] };
  if (!recorded) return { status: 'unmarked', ...none };
  if (recorded.body === english.body) return { status: 'current', ...none };
  const before = recorded.sections ?? {};
  const now = english.sections;
  const changed = Object.keys(now).filter((key) => key in before && before[key] !== now[key]);
  const added = Object.keys(now).filter((key) => !(key in before));
  const removed = Object.keys(before).filter((key) => !(key in now));
  return { status: 'behind', changed, added, removed };
}

/** Page keys (`guide/install/docker`, `guide/install/index`) of every page in a locale folder. */
export function englishPages(englishDir) {
  return filesUnder(englishDir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.slice(0, -'.mdx'.length))
    .sort();
}

/** The recorded state in a file; none when it does not exist. */
export function readStateFile(file) {
  if (!fs.existsSync(file)) return {};
  return YAML.parse(fs.readFileSync(file, 'utf8')) ?? {};
}

export const readState = (root) => readStateFile(path.join(root, STATE_FILE));

const HEADER = `# Which English text each Chinese page was translated from: digests of the English body and of
# each section, written by \`npm run i18n:mark\` when a Chinese page is brought up to date.
# \`npm run i18n:status\` lists the pages whose English has changed since; the build shows them a notice.
`;

export function writeState(root, state) {
  const file = path.join(root, STATE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sorted = Object.keys(state)
    .sort()
    .map((key) => [key, state[key]]);
  fs.writeFileSync(file, HEADER + YAML.stringify(Object.fromEntries(sorted), { lineWidth: 0 }));
}

/** Today's state of one English page, read from its locale folder. */
export function englishStateOf(englishDir, page) {
  return englishState(fs.readFileSync(path.join(englishDir, `${page}.mdx`), 'utf8'));
}

/**
 * Keys of the Chinese pages whose English moved on since they were marked:
 * only pages whose English file exists under `englishDir` are looked at.
 */
export function pagesBehind(state, englishDir) {
  return Object.keys(state).filter(
    (page) =>
      fs.existsSync(path.join(englishDir, `${page}.mdx`)) &&
      translationStatus(state[page], englishStateOf(englishDir, page)).status === 'behind',
  );
}
