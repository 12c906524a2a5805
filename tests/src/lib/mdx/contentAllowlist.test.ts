import {
  addressRefusal,
  elementRefusal,
  imageMarkupRefusal,
} from '../../../../src/lib/mdx/contentAllowlist';
import { svgRefusal, mediaFileRefusal } from '../../../../src/lib/mdx/mediaAllowlist';
import { shortcodePropsRefusal } from '../../../../src/lib/mdx/shortcodes';

describe('addressRefusal', () => {
  it.each([
    '/guide/',
    'install.html',
    '../a.html',
    '#anchor',
    '?q=1',
    'https://example.com/a?b=c:d',
    'HTTP://example.com/',
    'mailto:docs@example.com',
    '/a:b',
  ])('takes %s', (address) => expect(addressRefusal(address)).toBeNull());

  it.each([
    ['javascript:alert(1)', /"javascript:"/],
    ['JaVaScRiPt:alert(1)', /"JaVaScRiPt:"/],
    ['java\tscript:alert(1)', /"javascript:"/],
    ['java\nscript:alert(1)', /"javascript:"/],
    ['  \u0001javascript:alert(1)', /"javascript:"/],
    ['&#106;avascript:alert(1)', /"javascript:"/],
    ['javascript&colon;alert(1)', /"javascript:"/],
    ['vbscript:x', /"vbscript:"/],
    ['data:text/html,x', /"data:"/],
    ['blob:https://x/1', /"blob:"/],
    ['//evil.example/', /another host/],
    ['/\\evil.example/', /another host/],
    ['\\\\evil.example/', /another host/],
  ])('refuses %j', (address, reason) => expect(addressRefusal(address)).toMatch(reason));
});

describe('elementRefusal', () => {
  it('takes Markdown output and plain written HTML', () => {
    expect(elementRefusal('a', { href: '/x', title: 'T' }, false)).toBeNull();
    expect(elementRefusal('code', { className: 'language-js' }, false)).toBeNull();
    expect(elementRefusal('span', { className: 'token class-name' }, false)).toBeNull();
    expect(
      elementRefusal('input', { type: 'checkbox', disabled: true, checked: true }, false),
    ).toBeNull();
    expect(
      elementRefusal('img', { src: '/a.png', alt: 'x', width: '2', height: 3 }, true),
    ).toBeNull();
    expect(
      elementRefusal(
        'a',
        { href: 'https://x/', rel: 'noopener noreferrer', target: '_blank' },
        true,
      ),
    ).toBeNull();
    expect(elementRefusal('DiV', { 'aria-label': 'x', id: 'a-b' }, true)).toBeNull();
  });

  it('refuses what only Markdown may make when it is written by hand', () => {
    expect(elementRefusal('span', { className: 'token' }, true)).toMatch(/<span className>/);
    expect(elementRefusal('input', { type: 'checkbox', disabled: true }, true)).toMatch(/<input>/);
  });

  it('refuses names, attributes and values the schema does not hold, in any spelling', () => {
    expect(elementRefusal('ScRiPt', {}, true)).toMatch(/<ScRiPt> is not allowed/);
    expect(elementRefusal('svg:script', {}, true)).toMatch(/namespaced elements/);
    expect(elementRefusal('a', { 'xlink:href': '/x' }, true)).toMatch(/namespaced attributes/);
    expect(elementRefusal('p', { ONCLICK: 'x' }, true)).toMatch(/event handlers/);
    expect(elementRefusal('p', { class: 'x' }, true)).toMatch(/write it as className/);
    expect(elementRefusal('p', { 'data-tabs': '' }, true)).toMatch(/<p data-tabs>/);
    expect(elementRefusal('p', { role: 'tab' }, true)).toMatch(/<p role>/);
    expect(elementRefusal('a', { href: '/', target: '_top' }, true)).toMatch(
      /that value is not allowed/,
    );
    expect(elementRefusal('h2', { id: 'a b' }, false)).toMatch(/that value is not allowed/);
    expect(elementRefusal('p', { style: { color: 'red' } }, true)).toMatch(/styles come from/);
    expect(elementRefusal('div', { srcDoc: 'x' }, true)).toMatch(/document of its own/);
  });

  it('takes inner HTML only from the image plugin, and checks it', () => {
    const markup = (img: string) => ({
      dangerouslySetInnerHTML: {
        __html: `<span class="gatsby-resp-image-wrapper" style="position: relative; display: block; max-width: 800px;"><picture><source srcset="/static/a/1.webp 200w, /static/a/2.webp 400w" sizes="100vw" type="image/webp" />${img}</picture></span>`,
      },
    });
    const image =
      '<img class="gatsby-resp-image-image" src="/static/a/1.png" alt="A" title="" loading="lazy" decoding="async" style="width:100%;height:100%;margin:0" />';
    expect(elementRefusal('span', markup(image), false)).toBeNull();
    expect(elementRefusal('span', markup(image), true)).toMatch(/unchecked HTML/);
    expect(elementRefusal('div', markup(image), false)).toMatch(/unchecked HTML/);
    expect(elementRefusal('span', markup('<img src="x" onerror="alert(1)" />'), false)).toMatch(
      /the image markup has <img onError>: event handlers run code/,
    );
    expect(
      imageMarkupRefusal(
        '<span class="gatsby-resp-image-background-image" style="background-image: url(\'https://x/a\')"></span>',
      ),
    ).toMatch(/that value is not allowed/);
    expect(imageMarkupRefusal('<script>alert(1)</script>')).toMatch(/<script>/);
    expect(imageMarkupRefusal('<source srcset="javascript:alert(1) 1x" />')).toMatch(/javascript/);
  });
});

describe('shortcodePropsRefusal', () => {
  it('takes the props a shortcode declares', () => {
    expect(
      shortcodePropsRefusal('LinkCard', { title: 'x', link: '/a', background: '#fff' }),
    ).toBeNull();
    expect(
      shortcodePropsRefusal('LinkCard', {
        title: 'x',
        link: 'https://x/',
        background: 'linear-gradient(90deg, rgb(0 0 0 / 50%), hsl(200, 50%, 50%))',
      }),
    ).toBeNull();
    expect(
      shortcodePropsRefusal('BiliBili', { bvid: 'BV1xx411c7mD', page: 2, time: '1:05' }),
    ).toBeNull();
  });

  it('refuses an unknown prop, a wrong value and an address with another scheme', () => {
    expect(shortcodePropsRefusal('Token115', { secret: 'x' })).toMatch(/takes no prop secret/);
    expect(shortcodePropsRefusal('Callout', { type: 'evil' })).toMatch(/<Callout type>/);
    expect(shortcodePropsRefusal('ArtPlayer', { src: 'vbscript:x' })).toMatch(/"vbscript:"/);
    expect(
      shortcodePropsRefusal('LinkCard', { title: 'x', link: '/', background: 'image(url(x))' }),
    ).toMatch(/colour or a gradient/);
    expect(
      shortcodePropsRefusal('LinkCard', { title: 'x', link: '/', background: 'red;x:url(a)' }),
    ).toMatch(/colour or a gradient/);
  });
});

describe('the media allowlist', () => {
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><rect width="1" height="1" fill="url(#g)"/><use href="#g"/></svg>';

  it('takes a plain drawing, and refuses script in any form', () => {
    expect(svgRefusal(drawing)).toBeNull();
    expect(svgRefusal('<svg><script>x</script></svg>')?.reason).toMatch(/<script>/);
    expect(svgRefusal('<svg onLoad="x"/>')?.reason).toMatch(/onLoad/);
    expect(svgRefusal('<svg><use href="https://x/a.svg#b"/></svg>')?.reason).toMatch(
      /<use href="https:\/\/x\/a.svg#b">: that value/,
    );
    expect(svgRefusal('<svg><rect fill="url(https://x/a)"/></svg>')?.reason).toMatch(
      /<rect fill="url\(https:\/\/x\/a\)">/,
    );
    expect(svgRefusal('<svg>\n<a href="/"/></svg>')).toEqual(
      expect.objectContaining({ line: 2, column: 1 }),
    );
  });

  it('takes media by extension, and only the installer script besides', () => {
    expect(mediaFileRefusal('a.PNG', () => '', true)).toBeNull();
    expect(mediaFileRefusal('v3.sh', () => '', false)).toBeNull();
    expect(mediaFileRefusal('v3.sh', () => '', true)?.reason).toMatch(/\.sh file/);
    expect(mediaFileRefusal('a.svg.html', () => '', true)?.reason).toMatch(/\.html file/);
    expect(mediaFileRefusal('noextension', () => '', true)?.reason).toMatch(/no extension/);
  });
});
