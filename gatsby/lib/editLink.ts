export interface EditLinkOptions {
  pattern: string;
  repo: string;
  branch: string;
  /** Path of the file inside the repository. */
  path: string;
}

/** Fills `:repo`, `:branch` and `:path` in the edit-link pattern. */
export function editUrl({ pattern, repo, branch, path }: EditLinkOptions): string {
  const cleanRepo = repo.replace(/\/+$/, '');
  const cleanPath = path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return pattern
    .replace(/:repo/g, cleanRepo)
    .replace(/:branch/g, branch)
    .replace(/:path/g, cleanPath);
}
