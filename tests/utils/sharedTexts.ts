/** What `virtual:shared-texts` gives the editor's bundle, read the same way for tests. */
import path from 'node:path';
import { readSharedTexts } from '../../gatsby/mdx/sharedTexts';

export default readSharedTexts(path.resolve(__dirname, '../../content'));
