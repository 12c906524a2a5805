import { spawnSync } from 'node:child_process';

/** Runs a script with `args`, as a person would type them; nothing it starts outlives the test. */
const run = (script, args) =>
  spawnSync(process.execPath, [`scripts/${script}`, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('command options', () => {
  it.each([
    ['serve.mjs', ['--prot', '9000'], "Unknown option '--prot'"],
    ['lintZh.mjs', ['--fxi'], "Unknown option '--fxi'"],
    ['validateHtml.mjs', ['--dir'], "Option '--dir <value>' argument missing"],
    ['bench.mjs', ['--skip-lighthose'], "Unknown option '--skip-lighthose'"],
  ])('%s %s stops with one line saying what is wrong', (script, args, message) => {
    const result = run(script, args);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('refuses a folder the bench would otherwise ignore', () => {
    const result = run('bench.mjs', ['public']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Only --compare takes folders');
  });
});
