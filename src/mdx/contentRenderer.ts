/** The content renderer's chunk (see contentRendererModule.ts): whole pages and single islands. */
export { IslandContent, MdxContent } from './MdxContent';
