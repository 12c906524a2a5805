const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'powershell', 'ps1']);

/** Text to put on the clipboard: for shell languages, `$ ` and `PS> ` prompts are dropped. */
export function codeToCopy(text: string, language: string | null): string {
  const body = text.replace(/\n$/, '');
  if (!language || !SHELL_LANGUAGES.has(language)) return body;
  return body
    .split('\n')
    .map((line) => line.replace(/^(\$|PS>) /, ''))
    .join('\n');
}
