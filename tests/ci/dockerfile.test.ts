/**
 * The Docker image serves the site as an unprivileged user from a base image
 * pinned by digest (no Docker engine runs here, so the file itself is checked).
 */
import fs from 'node:fs';

const dockerfile = fs.readFileSync('deploy/Dockerfile', 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const serving = stages[stages.length - 1]!;

describe('the Docker image', () => {
  it('serves from a base image pinned by its digest', () => {
    expect(serving).toMatch(/^\S+@sha256:[0-9a-f]{64}\b/);
  });

  it('runs the server as an unprivileged user and never switches back to root', () => {
    const users = [...serving.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)$/);
    expect(users).not.toContain('root');
  });

  it('listens on an unprivileged port', () => {
    const conf = fs.readFileSync('deploy/nginx/default.conf', 'utf8');
    const port = Number(/listen\s+(\d+)/.exec(conf)?.[1]);
    expect(port).toBeGreaterThanOrEqual(1024);
  });
});
