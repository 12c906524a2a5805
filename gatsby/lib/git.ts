/**
 * Contributors per file from one `git log` over the content folder, instead of
 * one git call per file.
 */
export interface Contributor {
  name: string;
  email: string;
  commits: number;
}

export interface FileHistory {
  /** ISO date of the newest commit touching the file. */
  updated: string;
  /** Who made that newest commit. */
  latestAuthor: { name: string; email: string };
  contributors: Contributor[];
}

export const RECORD_SEPARATOR = '\u001e';
export const FIELD_SEPARATOR = '\u001f';

/** Arguments for `git log` whose output parseGitLog reads. */
export function gitLogArgs(folder: string): string[] {
  return [
    'log',
    `--format=${RECORD_SEPARATOR}%an${FIELD_SEPARATOR}%ae${FIELD_SEPARATOR}%aI`,
    '--name-only',
    '--',
    folder,
  ];
}

export function parseGitLog(output: string): Map<string, FileHistory> {
  const histories = new Map<string, FileHistory>();
  for (const record of output.split(RECORD_SEPARATOR)) {
    const [header, ...files] = record.split('\n');
    if (!header) continue;
    const [name = '', email = '', date = ''] = header.split(FIELD_SEPARATOR);
    for (const file of files.map((line) => line.trim()).filter(Boolean)) {
      let history = histories.get(file);
      if (!history) {
        // git log lists newest first, so the first commit seen is the latest.
        history = { updated: date, latestAuthor: { name, email }, contributors: [] };
        histories.set(file, history);
      }
      const known = history.contributors.find((c) => c.email.toLowerCase() === email.toLowerCase());
      if (known) known.commits += 1;
      else history.contributors.push({ name, email, commits: 1 });
    }
  }
  for (const history of histories.values()) {
    history.contributors.sort((a, b) => b.commits - a.commits || a.name.localeCompare(b.name));
  }
  return histories;
}
