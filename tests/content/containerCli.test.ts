/**
 * A command run inside a container (`docker exec … ./alist admin set …`) must read
 * the same configuration as the server in that container. The official image
 * starts `./alist server --no-prefix` (facts: other-facts.json docker.cmd), so
 * environment variables there have no `ALIST_` prefix; a CLI call without
 * `--no-prefix` would look for `ALIST_DB_TYPE` and friends and open another
 * database. Every page, in both locales, is checked: code blocks, inline code
 * and prose alike. A page that shows its own server command in a container
 * (for example with `--data`) passes those flags on to its CLI calls too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mdxFilesUnder } from '../utils/mdxFiles';

const ROOT = path.resolve(__dirname, '../..');
const facts = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/data/facts/other-facts.json'), 'utf8'),
) as { docker: { cmd: string } };

const walk = mdxFilesUnder;

const pages = ['en', 'zh'].flatMap((locale) =>
  walk(path.join(ROOT, 'content', locale)).map((file) =>
    path.relative(path.join(ROOT, 'content'), file).split(path.sep).join('/'),
  ),
);

/** Subcommands that read no configuration, and placeholders written in prose. */
const NO_CONFIG = new Set(['version', 'help', 'completion', '--help', '-h', '…', '...']);
/** Flags of `alist server` that change which configuration is read. */
const CONFIG_FLAG = /(--no-prefix|--data[ =]\S+|--force-bin-dir)\b/g;

const configFlags = (args: string) => [...args.matchAll(CONFIG_FLAG)].map((m) => m[1]!);

/** `./alist …` calls made through `docker exec` or `docker compose exec`, one per line or code span. */
export function containerCalls(source: string): { line: number; args: string }[] {
  const calls: { line: number; args: string }[] = [];
  source.split('\n').forEach((text, index) => {
    const pattern =
      /\b(?:docker|podman)\s+(?:compose\s+)?exec\b[^`\n]*?\s(?:\.\/alist|\/opt\/alist\/alist)\s+([^`\n]*)/g;
    for (const match of text.matchAll(pattern))
      calls.push({ line: index + 1, args: match[1]!.trim() });
  });
  return calls;
}

/** The configuration flags the container's server runs with on this page. */
export function serverFlags(source: string): string[] {
  const flags = new Set(configFlags(facts.docker.cmd));
  for (const match of source.matchAll(/\.\/alist\s+server\b([^`\n]*)/g)) {
    const own = configFlags(match[1]!);
    // Only server commands written for the image (they carry its --no-prefix) set the container's flags.
    if (own.includes('--no-prefix')) own.forEach((flag) => flags.add(flag));
  }
  return [...flags];
}

/** Calls that miss one of the server's configuration flags. */
export function mismatches(source: string): string[] {
  const needed = serverFlags(source);
  return containerCalls(source)
    .filter(({ args }) => !NO_CONFIG.has(args.split(/\s+/)[0] ?? ''))
    .flatMap(({ line, args }) =>
      needed
        .filter((flag) => !configFlags(args).includes(flag))
        .map((flag) => `line ${line}: ./alist ${args} (missing ${flag})`),
    );
}

describe('CLI calls in containers', () => {
  it('take the image command from the facts', () => {
    expect(serverFlags('')).toEqual(['--no-prefix']);
  });

  it('finds calls in code blocks and inline code, and the flags they lack', () => {
    const page = [
      '```bash',
      'docker exec -it alist ./alist admin set NEW_PASSWORD',
      'docker compose exec alist ./alist admin random --no-prefix',
      'docker exec alist ./alist version',
      '```',
      'In Docker: `docker exec -it alist ./alist cancel2fa`.',
    ].join('\n');
    expect(mismatches(page)).toEqual([
      'line 2: ./alist admin set NEW_PASSWORD (missing --no-prefix)',
      'line 6: ./alist cancel2fa (missing --no-prefix)',
    ]);
  });

  it('asks for the --data folder a page gives its container server', () => {
    const page = [
      "sh -c 'exec ./alist server --no-prefix --data /data'",
      'docker exec -it alist ./alist admin random --no-prefix',
    ].join('\n');
    expect(mismatches(page)).toEqual([
      'line 2: ./alist admin random --no-prefix (missing --data /data)',
    ]);
  });

  it.each(pages.filter((page) => containerCalls(read(page)).length > 0))(
    '%s uses the server configuration in every container call',
    (page) => {
      expect(mismatches(read(page))).toEqual([]);
    },
  );
});

function read(page: string): string {
  return fs.readFileSync(path.join(ROOT, 'content', page), 'utf8');
}
