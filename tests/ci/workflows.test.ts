/**
 * The GitHub workflows are checked against GitHub's schema for workflow files
 * (with @action-validator/core, which also checks that `needs` names real jobs
 * and globs match files), so a typo fails here rather than on GitHub.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';

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

  it('the check catches a broken workflow', () => {
    const preview = fs.readFileSync(path.join(WORKFLOWS, 'preview.yml'), 'utf8');
    const misspelt = preview.replace('runs-on: ubuntu-latest', 'run-on: ubuntu-latest');
    expect(validateWorkflow(misspelt).errors.length).toBeGreaterThan(0);
    const unknownJob = preview.replace('needs: test', 'needs: tests');
    expect(validateWorkflow(unknownJob).errors.length).toBeGreaterThan(0);
    expect(validateWorkflow('on: [push]\njobs: {}\n').errors.length).toBeGreaterThan(0);
  });
});
