/** Per-file git history for the content tree, read once per build. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { gitLogArgs, parseGitLog, type FileHistory } from './lib/git';
import { CONTENT_ROOT, ROOT } from './paths';

let histories: Map<string, FileHistory> | null = null;

export function loadGitHistory(reporter?: Reporter): Map<string, FileHistory> {
  if (histories) return histories;
  try {
    const output = execFileSync('git', gitLogArgs(path.relative(ROOT, CONTENT_ROOT) || '.'), {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    histories = parseGitLog(output);
  } catch {
    reporter?.warn('No git history found: pages are built without contributors and update times.');
    histories = new Map();
  }
  return histories;
}

/** History of a file given its absolute path. */
export function historyOf(absolutePath: string): FileHistory | undefined {
  return loadGitHistory().get(path.relative(ROOT, absolutePath).split(path.sep).join('/'));
}
