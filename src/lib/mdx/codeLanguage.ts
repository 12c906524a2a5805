/** Which grammar highlights a fenced block, from its `language-x` class. */
import { classesOf, type Node } from './ast';

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  yml: 'yaml',
  conf: 'nginx',
  dockerfile: 'docker',
  ps1: 'powershell',
  bat: 'batch',
  cmd: 'batch',
};

export function languageOf(code: Node): string | null {
  const found = classesOf(code).find((name) => name.startsWith('language-'));
  return found ? found.slice('language-'.length).toLowerCase() : null;
}

export function grammarFor(language: string): string {
  return ALIASES[language] ?? language;
}
