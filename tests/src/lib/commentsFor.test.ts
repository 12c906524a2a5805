import { commentsFor } from '../../../src/lib/commentsFor';
import type { TemplateName } from '../../../src/lib/pageContext';
import { commentsConfig as config } from '../../utils/commentsConfig';

describe('which pages get comments', () => {
  it('documentation pages, when the site configures comments', () => {
    expect(commentsFor('doc', undefined, config)).toBe(config);
    expect(commentsFor('doc', null, config)).toBe(config);
    expect(commentsFor('doc', true, config)).toBe(config);
  });

  it('not pages whose front matter says comment: false', () => {
    expect(commentsFor('doc', false, config)).toBeNull();
  });

  it('not home, portfolio, tool or not-found pages, even with comment: true', () => {
    const others: TemplateName[] = ['home', 'portfolio', 'tool', 'notFound'];
    for (const template of others) {
      expect(commentsFor(template, true, config)).toBeNull();
      expect(commentsFor(template, undefined, config)).toBeNull();
    }
  });

  it('none anywhere without a `comments:` setting', () => {
    expect(commentsFor('doc', true, undefined)).toBeNull();
  });
});
