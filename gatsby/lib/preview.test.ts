import { previewFromEnv } from './preview';

const SHA = '3f2a9c1d0b8e7f6a5c4b3a291817161514131211';

describe('previewFromEnv', () => {
  it('is null for an ordinary build, locally or in a GitHub pull-request job', () => {
    expect(previewFromEnv({})).toBeNull();
    expect(
      previewFromEnv({
        GITHUB_ACTIONS: 'true',
        GITHUB_HEAD_REF: 'docs/typo',
        GITHUB_REF: 'refs/pull/42/merge',
        GITHUB_SHA: SHA,
      }),
    ).toBeNull();
    expect(
      previewFromEnv({
        NETLIFY: 'true',
        CONTEXT: 'production',
        DEPLOY_PRIME_URL: 'https://x.netlify.app',
      }),
    ).toBeNull();
    expect(previewFromEnv({ PREVIEW: '0', PREVIEW_BRANCH: 'test' })).toBeNull();
  });

  it('reads a Netlify deploy preview', () => {
    expect(
      previewFromEnv({
        NETLIFY: 'true',
        CONTEXT: 'deploy-preview',
        DEPLOY_PRIME_URL: 'https://deploy-preview-42--alist-docs.netlify.app',
        DEPLOY_URL: 'https://65f0c0ffee--alist-docs.netlify.app',
        HEAD: 'docs/typo',
        BRANCH: 'docs/typo',
        REVIEW_ID: '42',
        PULL_REQUEST: 'true',
        COMMIT_REF: SHA,
      }),
    ).toEqual({
      url: 'https://deploy-preview-42--alist-docs.netlify.app',
      branch: 'docs/typo',
      pullRequest: 42,
      commit: '3f2a9c1',
    });
  });

  it('reads a Netlify branch deploy, which has no pull request', () => {
    expect(
      previewFromEnv({
        CONTEXT: 'branch-deploy',
        DEPLOY_PRIME_URL: 'https://next--alist-docs.netlify.app/',
        BRANCH: 'next',
        REVIEW_ID: '',
        COMMIT_REF: SHA,
      }),
    ).toEqual({
      url: 'https://next--alist-docs.netlify.app',
      branch: 'next',
      pullRequest: null,
      commit: '3f2a9c1',
    });
  });

  it('fills in a GitHub Actions preview from its pull-request variables', () => {
    expect(
      previewFromEnv({
        PREVIEW: '1',
        PREVIEW_URL: 'https://pr-42--alist-docs.netlify.app',
        GITHUB_ACTIONS: 'true',
        GITHUB_HEAD_REF: 'docs/typo',
        GITHUB_REF: 'refs/pull/42/merge',
        GITHUB_SHA: SHA,
      }),
    ).toEqual({
      url: 'https://pr-42--alist-docs.netlify.app',
      branch: 'docs/typo',
      pullRequest: 42,
      commit: '3f2a9c1',
    });
    expect(
      previewFromEnv({ PREVIEW: 'true', GITHUB_HEAD_REF: '', GITHUB_REF: 'refs/heads/next' }),
    ).toEqual({ url: null, branch: 'next', pullRequest: null, commit: null });
  });

  it('lets the explicit variables win over the host', () => {
    expect(
      previewFromEnv({
        CONTEXT: 'deploy-preview',
        DEPLOY_PRIME_URL: 'https://deploy-preview-42--alist-docs.netlify.app',
        HEAD: 'docs/typo',
        REVIEW_ID: '42',
        COMMIT_REF: SHA,
        PREVIEW_URL: 'https://preview.example.org',
        PREVIEW_BRANCH: 'renamed',
        PREVIEW_PR: '7',
        PREVIEW_COMMIT: 'ABCDEF0123',
      }),
    ).toEqual({
      url: 'https://preview.example.org',
      branch: 'renamed',
      pullRequest: 7,
      commit: 'abcdef0',
    });
  });

  it('is a preview with nothing known when only PREVIEW is set', () => {
    expect(previewFromEnv({ PREVIEW: '1' })).toEqual({
      url: null,
      branch: null,
      pullRequest: null,
      commit: null,
    });
  });

  it('fails on values that would break the pages, naming the variable', () => {
    expect(() => previewFromEnv({ PREVIEW: 'maybe' })).toThrow('PREVIEW must be 1 or 0');
    expect(() => previewFromEnv({ PREVIEW: '1', PREVIEW_URL: 'preview.example' })).toThrow(
      /^PREVIEW_URL must be an address/,
    );
    expect(() =>
      previewFromEnv({ PREVIEW: '1', PREVIEW_URL: 'https://preview.example/docs/' }),
    ).toThrow(/^PREVIEW_URL must be an http\(s\) origin/);
    expect(() => previewFromEnv({ PREVIEW: '1', PREVIEW_URL: 'ftp://preview.example' })).toThrow(
      /^PREVIEW_URL must be an http\(s\) origin/,
    );
    expect(() => previewFromEnv({ PREVIEW: '1', PREVIEW_PR: '#12' })).toThrow(
      'PREVIEW_PR must be a pull request number',
    );
    expect(() => previewFromEnv({ PREVIEW: '1', PREVIEW_COMMIT: 'HEAD' })).toThrow(
      'PREVIEW_COMMIT must be a commit hash',
    );
    expect(() => previewFromEnv({ CONTEXT: 'deploy-preview', COMMIT_REF: 'xyz' })).toThrow(
      'COMMIT_REF must be a commit hash',
    );
  });
});
