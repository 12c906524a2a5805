import { webdavRoot } from '../../../src/lib/webdavAddress';

describe('webdavRoot', () => {
  it('adds /dav/ to the address of the web interface', () => {
    expect(webdavRoot('https://files.example.com')).toBe('https://files.example.com/dav/');
    expect(webdavRoot('http://192.168.1.2:5244/')).toBe('http://192.168.1.2:5244/dav/');
  });

  it('assumes http when the scheme is missing', () => {
    expect(webdavRoot('nas.local:5244')).toBe('http://nas.local:5244/dav/');
  });

  it('keeps a sub-path and drops query and hash', () => {
    expect(webdavRoot('https://example.com/alist/?x=1#y')).toBe('https://example.com/alist/dav/');
  });

  it('does not double an address that already ends in /dav', () => {
    expect(webdavRoot('https://example.com/dav')).toBe('https://example.com/dav/');
  });

  it('rejects empty input and other schemes', () => {
    expect(webdavRoot('   ')).toBeNull();
    expect(webdavRoot('ftp://example.com')).toBeNull();
    expect(webdavRoot('http://')).toBeNull();
  });
});
