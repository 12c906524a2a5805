/**
 * Whether this build is a deploy preview, and what it previews, from the
 * environment alone:
 *
 * - `PREVIEW=1` turns a preview on anywhere, `PREVIEW=0` turns it off even on a
 *   host's preview;
 * - Netlify turns it on by itself (`CONTEXT` `deploy-preview` or
 *   `branch-deploy`) and says the address (`DEPLOY_PRIME_URL`), branch
 *   (`HEAD`, `BRANCH`), pull request (`REVIEW_ID`) and commit (`COMMIT_REF`);
 * - GitHub Actions only fills in details (`GITHUB_HEAD_REF`, the pull request
 *   of `GITHUB_REF` `refs/pull/<n>/merge`, `GITHUB_SHA`): its variables are
 *   present in every pull-request job, including the tests' ordinary build;
 * - `PREVIEW_URL`, `PREVIEW_BRANCH`, `PREVIEW_PR` and `PREVIEW_COMMIT` win over
 *   what the host says.
 *
 * A malformed value fails the build: it would otherwise end up in every page's
 * canonical address.
 */
import { SHORT_COMMIT_LENGTH, type PreviewBuild } from '../../src/lib/previewBuild';

export type Environment = Readonly<Record<string, string | undefined>>;

const NETLIFY_PREVIEW_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

function given(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function switchValue(name: string, value: string | undefined): boolean | null {
  const text = given(value)?.toLowerCase();
  if (text === undefined) return null;
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['0', 'false', 'no'].includes(text)) return false;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

function origin(name: string, value: string | null): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an address such as https://preview.example, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`${name} must be an http(s) origin without a path, got "${value}"`);
  }
  return url.origin;
}

/** The value when it matches `pattern`; a build error that names the variable when not. */
function checked(name: string, value: string | null, pattern: RegExp, what: string) {
  if (value !== null && !pattern.test(value))
    throw new Error(`${name} must be ${what}, got "${value}"`);
  return value;
}

const pullRequestNumber = (name: string, value: string | null): number | null => {
  const number = checked(name, value, /^[1-9]\d*$/, 'a pull request number');
  return number === null ? null : Number(number);
};

const shortCommit = (name: string, value: string | null): string | null =>
  checked(name, value, /^[0-9a-f]{7,40}$/i, 'a commit hash')
    ?.slice(0, SHORT_COMMIT_LENGTH)
    .toLowerCase() ?? null;

/** The first variable that is set, with its name (for the error message). */
function firstOf(env: Environment, names: readonly string[]): [string, string | null] {
  for (const name of names) {
    const value = given(env[name]);
    if (value !== null) return [name, value];
  }
  return [names[0] ?? '', null];
}

/** `refs/pull/42/merge` → `42`; `refs/heads/docs/x` → branch `docs/x`. */
function githubRef(ref: string | undefined) {
  const text = given(ref) ?? '';
  return {
    pullRequest: /^refs\/pull\/(\d+)\//.exec(text)?.[1] ?? null,
    branch: text.startsWith('refs/heads/') ? text.slice('refs/heads/'.length) : null,
  };
}

/** The preview this build makes, or null for an ordinary (production) build. */
export function previewFromEnv(env: Environment): PreviewBuild | null {
  const context = given(env.CONTEXT);
  const onNetlify = context !== null || env.NETLIFY === 'true';
  const netlifyPreview = context !== null && NETLIFY_PREVIEW_CONTEXTS.has(context);
  const enabled = switchValue('PREVIEW', env.PREVIEW) ?? netlifyPreview;
  if (!enabled) return null;

  const github = githubRef(env.GITHUB_REF);
  const netlify = (name: string) => (onNetlify ? given(env[name]) : null);

  const [commitName, commit] = firstOf(env, ['PREVIEW_COMMIT', 'COMMIT_REF', 'GITHUB_SHA']);
  return {
    url:
      origin('PREVIEW_URL', given(env.PREVIEW_URL)) ??
      origin('DEPLOY_PRIME_URL', netlify('DEPLOY_PRIME_URL')),
    branch:
      given(env.PREVIEW_BRANCH) ??
      netlify('HEAD') ??
      netlify('BRANCH') ??
      given(env.GITHUB_HEAD_REF) ??
      github.branch,
    pullRequest:
      pullRequestNumber('PREVIEW_PR', given(env.PREVIEW_PR)) ??
      // Netlify sets REVIEW_ID for deploy previews only; a branch deploy has no pull request.
      (context === 'deploy-preview'
        ? pullRequestNumber('REVIEW_ID', netlify('REVIEW_ID'))
        : null) ??
      pullRequestNumber('GITHUB_REF', github.pullRequest),
    commit: shortCommit(commitName, commit),
  };
}
