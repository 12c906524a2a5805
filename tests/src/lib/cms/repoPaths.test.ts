import { cmsFolder, repoFolders, toCmsPath, toRepoPath } from '../../../../src/lib/cms/repoPaths';

describe('Decap layout ↔ repository layout', () => {
  it.each([
    ['content/guide/en/new-page.mdx', 'content/en/guide/new-page.mdx'],
    ['content/guide/install/zh/docker.mdx', 'content/zh/guide/install/docker.mdx'],
    ['content/guide/api/admin/en/user.mdx', 'content/en/guide/api/admin/user.mdx'],
    // Top-level pages already sit in the locale folder.
    ['content/en/index.mdx', 'content/en/index.mdx'],
  ])('%s is stored at %s and read back', (cmsPath, repoPath) => {
    expect(toRepoPath(cmsPath)).toBe(repoPath);
    expect(toCmsPath(repoPath)).toBe(cmsPath);
  });

  it.each([
    'content/data/navbar.yaml',
    'static/img/logo.png',
    'content/guide/fr/page.mdx',
    'content/page.mdx',
    'README.md',
  ])('leaves %s alone', (other) => {
    expect(toRepoPath(other)).toBe(other);
    expect(toCmsPath(other)).toBe(other);
  });

  it('lists one repository folder per locale for a collection folder', () => {
    expect(repoFolders('content/guide/install')).toEqual([
      'content/en/guide/install',
      'content/zh/guide/install',
    ]);
    expect(repoFolders('content/')).toEqual(['content/en', 'content/zh']);
    expect(repoFolders('static/img')).toBeNull();
    expect(repoFolders('contentious')).toBeNull();
  });

  it('names the collection folder of a section folder', () => {
    expect(cmsFolder('guide/install')).toBe('content/guide/install');
    expect(cmsFolder('')).toBe('content');
    expect(repoFolders(cmsFolder('faq'))).toEqual(['content/en/faq', 'content/zh/faq']);
  });
});
