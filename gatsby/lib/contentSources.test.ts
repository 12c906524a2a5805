import { contentSourceOrigins } from './contentSources';

describe('contentSourceOrigins', () => {
  it('finds the origins of players, posters, logos and images, http and https', () => {
    const mdx = [
      '<ArtPlayer src="http://127.0.0.1:3004/clip.mp4" title="MP4" />',
      '<ArtPlayer src=\'http://media.example:8080/a.m3u8\' poster={"https://img.example/p.png"} />',
      '![diagram](https://img.example/d.png "title")',
      '<LinkCard title="x" link="/a" logo="https://logo.example/l.svg" />',
      '<ArtPlayer src="http://127.0.0.1:3004/stream.m3u8" />',
    ].join('\n');
    expect(contentSourceOrigins([mdx])).toEqual([
      'http://127.0.0.1:3004',
      'http://media.example:8080',
      'https://img.example',
      'https://logo.example',
    ]);
  });

  it('ignores links and prose, which load nothing', () => {
    const mdx = [
      '[a link](https://plain.example/page)',
      'Open http://192.168.1.2:5244 in a browser.',
      '<a href="https://plain.example/">x</a>',
    ].join('\n');
    expect(contentSourceOrigins([mdx])).toEqual([]);
  });

  it('reads every text it is given', () => {
    expect(
      contentSourceOrigins(['<img src="http://a.example/x.png" />', '![](https://b.example/y)']),
    ).toEqual(['http://a.example', 'https://b.example']);
  });
});
