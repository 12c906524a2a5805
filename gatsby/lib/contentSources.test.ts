import { plainHttpSourceOrigins } from './contentSources';

describe('plainHttpSourceOrigins', () => {
  it('finds the origins of plain-http players, posters and images', () => {
    const mdx = [
      '<ArtPlayer src="http://127.0.0.1:3004/clip.mp4" title="MP4" />',
      '<ArtPlayer src=\'http://media.example:8080/a.m3u8\' poster={"http://img.example/p.png"} />',
      '![diagram](http://img.example/d.png "title")',
      '<ArtPlayer src="http://127.0.0.1:3004/stream.m3u8" />',
    ].join('\n');
    expect(plainHttpSourceOrigins([mdx])).toEqual([
      'http://127.0.0.1:3004',
      'http://img.example',
      'http://media.example:8080',
    ]);
  });

  it('ignores https sources, links and prose', () => {
    const mdx = [
      '<ArtPlayer src="https://cdn.example/a.mp4" />',
      '[a link](http://plain.example/page)',
      'Open http://192.168.1.2:5244 in a browser.',
      '<a href="http://plain.example/">x</a>',
    ].join('\n');
    expect(plainHttpSourceOrigins([mdx])).toEqual([]);
  });

  it('reads every text it is given', () => {
    expect(
      plainHttpSourceOrigins(['<img src="http://a.example/x.png" />', '![](http://b.example/y)']),
    ).toEqual(['http://a.example', 'http://b.example']);
  });
});
