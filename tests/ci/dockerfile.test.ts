/**
 * The Docker image serves the site as an unprivileged user from a base image
 * pinned by digest (no Docker engine runs here, so the file itself is checked).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeNginxAddresses } from '../../scripts/nginxAddresses.mjs';
import { writeNginxHeaders } from '../../scripts/nginxHeaders.mjs';

const dockerfile = fs.readFileSync('deploy/Dockerfile', 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const serving = stages[stages.length - 1]!;

describe('the Docker image', () => {
  it('builds and serves from base images pinned by their digests', () => {
    expect(stages.length).toBe(2);
    for (const stage of stages) expect(stage).toMatch(/^\S+@sha256:[0-9a-f]{64}\b/);
  });

  it('checks the build stage has the Node the site needs before building', () => {
    expect(stages[0]).toMatch(/^RUN node -e [^\n]*process\.versions\.node/m);
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

describe("the image's nginx configuration", () => {
  /** What each generator the build stage may run writes, run here into a scratch folder. */
  function written(script: string): string[] {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'));
    const headers = path.join(folder, '_headers');
    fs.writeFileSync(headers, '/*\n  X-Test: 1\n');
    const out = path.join(folder, 'out');
    if (script === 'nginxHeaders') writeNginxHeaders(headers, out);
    else writeNginxAddresses(out);
    const files = fs.readdirSync(out);
    fs.rmSync(folder, { recursive: true });
    return files;
  }

  it('has every file it includes: copied from deploy/nginx or written by the build stage', () => {
    const included = ['default.conf', 'site.conf'].flatMap((file) =>
      [
        ...fs
          .readFileSync(`deploy/nginx/${file}`, 'utf8')
          .matchAll(/^\s*include alist-docs\/(\S+);/gm),
      ].map((match) => match[1]!),
    );
    const copied = [
      ...dockerfile.matchAll(/^COPY (deploy\/nginx\/\S+ )+\/etc\/nginx\/alist-docs\//gm),
    ]
      .flatMap((match) => match[0].split(' ').slice(1, -1))
      .map((file) => file.replace('deploy/nginx/', ''));
    // The build stage's /site/nginx is copied whole.
    expect(dockerfile).toMatch(/^COPY --from=build \/site\/nginx\/ \/etc\/nginx\/alist-docs\/$/m);
    const generated = [
      ...dockerfile.matchAll(/node scripts\/(nginxHeaders|nginxAddresses)\.mjs .*\/site\/nginx/g),
    ].flatMap(([, script]) => written(script!));
    expect(included.length).toBeGreaterThan(3);
    expect(included.filter((file) => ![...copied, ...generated].includes(file))).toEqual([]);
  });
});
