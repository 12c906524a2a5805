/**
 * The GitHub workflows are checked against GitHub's schema for workflow files
 * (with @action-validator/core, which also checks that `needs` names real jobs
 * and globs match files), so a typo fails here rather than on GitHub.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import YAML from 'yaml';

const WORKFLOWS = path.join(process.cwd(), '.github', 'workflows');
const files = fs.readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

describe('GitHub workflows', () => {
  it('are the preview and the production deploy', () => {
    expect(files.sort()).toEqual(['deploy.yml', 'preview.yml']);
  });

  it.each(files)('%s is a valid workflow', (name) => {
    const { errors } = validateWorkflow(fs.readFileSync(path.join(WORKFLOWS, name), 'utf8'));
    expect(errors).toEqual([]);
  });

  it.each(files)('%s gives the deploy token only to the steps that talk to Netlify', (name) => {
    const workflow = YAML.parse(fs.readFileSync(path.join(WORKFLOWS, name), 'utf8')) as {
      env?: Record<string, string>;
      jobs: Record<string, { env?: Record<string, string>; steps: Array<Record<string, unknown>> }>;
    };
    const holdsToken = (env: Record<string, string> | undefined) =>
      Object.values(env ?? {}).some((value) => /secrets\.NETLIFY_AUTH_TOKEN\s*}}/.test(value));
    expect(holdsToken(workflow.env)).toBe(false);
    for (const job of Object.values(workflow.jobs)) {
      expect(holdsToken(job.env)).toBe(false);
      for (const step of job.steps) {
        if (!holdsToken(step.env as Record<string, string> | undefined)) continue;
        // Only steps that run netlify-cli itself, never an install, a build or a test.
        expect([step.name, String(step.run)]).toEqual([
          step.name,
          expect.stringContaining('netlify-cli'),
        ]);
        expect(String(step.run)).not.toMatch(/npm (ci|run|test)|\.ci\/run/);
      }
    }
  });

  it('the check catches a broken workflow', () => {
    const preview = fs.readFileSync(path.join(WORKFLOWS, 'preview.yml'), 'utf8');
    const misspelt = preview.replace('runs-on: ubuntu-latest', 'run-on: ubuntu-latest');
    expect(validateWorkflow(misspelt).errors.length).toBeGreaterThan(0);
    const unknownJob = preview.replace('needs: test', 'needs: tests');
    expect(validateWorkflow(unknownJob).errors.length).toBeGreaterThan(0);
    expect(validateWorkflow('on: [push]\njobs: {}\n').errors.length).toBeGreaterThan(0);
  });
});

describe('dependency updates', () => {
  const config = YAML.parse(
    fs.readFileSync(path.join(process.cwd(), '.github', 'dependabot.yml'), 'utf8'),
  ) as {
    version: number;
    updates: Array<{
      'package-ecosystem': string;
      groups?: Record<string, { patterns: string[] }>;
    }>;
  };

  it('come for npm packages, the Docker base image and the workflows', () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual([
      'docker',
      'github-actions',
      'npm',
    ]);
  });

  it('group Gatsby, React, MDX and Decap, and each group names packages the site uses', () => {
    const npm = config.updates.find((update) => update['package-ecosystem'] === 'npm')!;
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    const matches = (pattern: string, name: string) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(
        name,
      );
    for (const group of ['gatsby', 'react', 'mdx', 'decap'])
      expect([
        group,
        names.some((name) => npm.groups![group]!.patterns.some((p) => matches(p, name))),
      ]).toEqual([group, true]);
  });
});
