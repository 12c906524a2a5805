import path from 'node:path';
import { filesUnder } from '../../gatsby/lib/filesUnder.mjs';

/** Every .mdx file under a folder, as paths joined to it; none when the folder does not exist. */
export const mdxFilesUnder = (dir: string): string[] =>
  filesUnder(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(dir, file));
