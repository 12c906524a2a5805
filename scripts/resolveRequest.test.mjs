import { resolveRequest } from './resolveRequest.mjs';

const files = new Set([
  'index.html',
  '404.html',
  'zh/404.html',
  'pricing.html',
  'guide/index.html',
  'guide/install/docker.html',
  'guide/install/docker/index.html',
  'v3.sh',
  '_headers',
  '.generated-files.json',
  'guide/.secret.html',
]);
const exists = (file) => files.has(file);

describe('how the server answers', () => {
  it.each([
    ['/', 'index.html'],
    ['/pricing', 'pricing.html'],
    ['/pricing.html', 'pricing.html'],
    ['/pricing/', 'pricing.html'],
    ['/guide', 'guide/index.html'],
    ['/guide/', 'guide/index.html'],
    ['/guide/install/docker', 'guide/install/docker.html'],
    ['/guide/install/docker/', 'guide/install/docker/index.html'],
    ['/v3.sh', 'v3.sh'],
    ['/pricing?utm=x#plans', 'pricing.html'],
    // Runs of slashes count as one, as nginx merges them: `//guide` is no host.
    ['//guide/install//docker.html', 'guide/install/docker.html'],
    ['//pricing?next=//x', 'pricing.html'],
  ])('%s → %s', (url, file) => {
    expect(resolveRequest(url, exists)).toEqual({ status: 200, file });
  });

  it('answers unknown paths with the locale not-found page and 404', () => {
    expect(resolveRequest('/nope', exists)).toEqual({ status: 404, file: '404.html' });
    expect(resolveRequest('/zh/nope.html', exists)).toEqual({ status: 404, file: 'zh/404.html' });
    expect(resolveRequest('//zh/nope.html', exists)).toEqual({ status: 404, file: 'zh/404.html' });
  });

  it("keeps the host's own rules file to itself", () => {
    expect(resolveRequest('/_headers', exists)).toEqual({ status: 404, file: '404.html' });
  });

  it('never serves a dot-file', () => {
    expect(resolveRequest('/.generated-files.json', exists)).toEqual({
      status: 404,
      file: '404.html',
    });
    expect(resolveRequest('/guide/.secret.html', exists)).toEqual({
      status: 404,
      file: '404.html',
    });
    expect(resolveRequest('/guide/.secret', exists)).toEqual({ status: 404, file: '404.html' });
  });

  it('never climbs out of the build folder', () => {
    const asked = [];
    const spy = (file) => {
      asked.push(file);
      return exists(file);
    };
    expect(resolveRequest('/../etc/passwd', spy).status).toBe(404);
    expect(resolveRequest('/%2e%2e/etc/passwd', spy).status).toBe(404);
    expect(resolveRequest('/a/%2e%2e%2f%2e%2e%2fetc', spy)).toEqual({
      status: 404,
      file: '404.html',
    });
    expect(resolveRequest('/guide/install/..%2f..%2fetc/passwd', spy)).toEqual({
      status: 404,
      file: '404.html',
    });
    expect(resolveRequest('/%E0%A4%A', spy)).toEqual({ status: 404, file: '404.html' });
    expect(asked.every((file) => !file.includes('..'))).toBe(true);
  });
});
