import { hoistEmotionStyles } from './hoistStyles';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('hoistEmotionStyles', () => {
  it('moves every Emotion style from the body to the end of the head, in order', () => {
    const html = page(
      '<style>base{}</style>',
      '<div><style data-emotion="css abc">.css-abc{color:red}</style><p class="css-abc">x</p>' +
        '<span><style data-emotion="css-global g1">body{margin:0}</style></span></div>',
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        '<style>base{}</style><style data-emotion="css abc">.css-abc{color:red}</style>' +
          '<style data-emotion="css-global g1">body{margin:0}</style>',
        '<div><p class="css-abc">x</p><span></span></div>',
      ),
    );
  });

  it('keeps one copy of a style written several times, and none already in the head', () => {
    const style = '<style data-emotion="css abc">.css-abc{color:red}</style>';
    const global = '<style data-emotion="css-global g1">body{margin:0}</style>';
    const html = page(global, `${style}<p>1</p>${style}<p>2</p>${global}`);
    expect(hoistEmotionStyles(html)).toBe(page(global + style, '<p>1</p><p>2</p>'));
  });

  it('merges the class rule sets into one element listing their ids, globals each on their own', () => {
    const html = page(
      '',
      '<style data-emotion="css a1">.css-a1{color:red}</style><p>1</p>' +
        '<style data-emotion="css-global g1">body{margin:0}</style>' +
        '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style><p>2</p>' +
        '<style data-emotion="css a1">.css-a1{color:red}</style>',
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>' +
          '<style data-emotion="css-global g1">body{margin:0}</style>',
        '<p>1</p><p>2</p>',
      ),
    );
  });

  it('leaves other styles and pages without Emotion styles alone', () => {
    expect(hoistEmotionStyles(page('', '<style>.x{}</style><p>x</p>'))).toBeNull();
    expect(hoistEmotionStyles('<p>no head</p>')).toBeNull();
  });
});
