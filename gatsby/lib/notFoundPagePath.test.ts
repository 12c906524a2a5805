import { notFoundPagePathAsDefault } from './notFoundPagePath';

const page = (pagePath: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>`;

describe('notFoundPagePathAsDefault', () => {
  it("names /404.html in a locale's not-found page", () => {
    expect(notFoundPagePathAsDefault(page('/zh/404.html'))).toBe(page('/404.html'));
  });

  it('leaves every other page alone', () => {
    expect(notFoundPagePathAsDefault(page('/404.html'))).toBeNull();
    expect(notFoundPagePathAsDefault(page('/zh/guide/'))).toBeNull();
    expect(notFoundPagePathAsDefault('<p>no script</p>')).toBeNull();
  });
});
