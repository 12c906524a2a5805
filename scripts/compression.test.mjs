import { chooseEncoding, isCompressible } from './compression.mjs';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['application/xml; charset=utf-8', true],
    ['image/svg+xml', true],
    ['image/png', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
    ['application/jsonp', false],
  ])('%s: %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});
