import type { ChildProcess, StdioOptions } from 'node:child_process';

export const DECAP_SERVER_PORT: number;

export function startDecapServer(options: {
  repo: string;
  root?: string;
  port?: number;
  stdio?: StdioOptions;
}): Promise<{ child: ChildProcess; stop: () => Promise<void> }>;
