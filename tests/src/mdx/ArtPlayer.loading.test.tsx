/**
 * When the player's libraries are downloaded. Kept in a file of its own: the
 * module registry lives as long as the file, so an earlier test that played a
 * video would already have imported them.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageProvider } from '../../../src/providers/PageProvider';
import { hlsInstances, importedLibraries, players } from '../../mocks/videoLibraries';
import { ArtPlayer } from '../../../src/mdx/ArtPlayer';

// Each factory runs when the component first imports its package, and notes that it did.
type Doubles = typeof import('../../mocks/videoLibraries');
const doubles = () => jest.requireActual<Doubles>('../../mocks/videoLibraries');
jest.mock('artplayer', () => {
  doubles().importedLibraries.push('artplayer');
  return { __esModule: true, default: doubles().FakeArtplayer };
});
jest.mock('hls.js', () => {
  doubles().importedLibraries.push('hls.js');
  return { __esModule: true, default: doubles().FakeHls };
});
jest.mock('dashjs', () => {
  doubles().importedLibraries.push('dashjs');
  return { MediaPlayer: () => ({ create: () => ({}) }) };
});
jest.mock('mpegts.js', () => {
  doubles().importedLibraries.push('mpegts.js');
  return { __esModule: true, default: {} };
});

it('imports ArtPlayer when a video starts, and hls.js only when an HLS stream starts', async () => {
  render(
    <PageProvider value={{ pathname: '/guide/', locale: 'en', alternates: [] }}>
      <ArtPlayer src="https://media.example.com/clip.mp4" title="File" />
      <ArtPlayer src="https://media.example.com/live/stream.m3u8" title="Stream" />
    </PageProvider>,
  );
  // Rendering, hydration and effects download nothing.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(importedLibraries).toEqual([]);
  expect(document.querySelector('video')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Play video: File' }));
  await waitFor(() => expect(players).toHaveLength(1));
  expect(importedLibraries).toEqual(['artplayer']);
  expect(players[0]!.option).toMatchObject({
    url: 'https://media.example.com/clip.mp4',
    type: 'mp4',
    lang: 'en',
    autoplay: true,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Play video: Stream' }));
  await waitFor(() => expect(hlsInstances).toHaveLength(1));
  expect(importedLibraries).toEqual(['artplayer', 'hls.js']);
  expect(hlsInstances[0]!.source).toBe('https://media.example.com/live/stream.m3u8');
  expect(hlsInstances[0]!.media).toBe(players[1]!.video);
});
