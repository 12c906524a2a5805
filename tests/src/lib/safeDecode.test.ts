import { decodeAddressPart } from '../../../src/lib/safeDecode';
import { switchTarget } from '../../../src/lib/languagePrompt';

describe('decodeAddressPart', () => {
  it('decodes valid percent encoding', () => {
    expect(decodeAddressPart('%E9%85%8D%E7%BD%AE')).toBe('配置');
    expect(decodeAddressPart('volumes')).toBe('volumes');
  });

  it.each(['%', '%E0%A4%A', '%zz', 'a%'])(
    'gives %s back as written instead of throwing',
    (part) => {
      expect(decodeAddressPart(part)).toBe(part);
    },
  );
});

describe('the language switch with a malformed hash', () => {
  it('keeps the page and drops an anchor it cannot read', () => {
    expect(switchTarget('/zh/guide/', '#%', ['volumes'])).toBe('/zh/guide/');
    expect(switchTarget('/zh/guide/', '#volumes', ['volumes'])).toBe('/zh/guide/#volumes');
  });
});
