/** The site's one handle on the content renderer's chunk (see contentRendererModule.ts). */
import { lazyModule } from '../lib/lazyModule';
import { loadContentRendererModule } from './contentRendererModule';

export const contentRenderer = lazyModule(loadContentRendererModule);
