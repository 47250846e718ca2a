/**
 * The entry of the shell's server build (dist/server/renderer.js). The renderer's modules load behind this
 * asynchronous boundary, where the federation runtime first settles the shared modules (React, the runtime…), as
 * the browser entry (../index.ts) does.
 */
import type { Renderer, RendererOptions } from './pageRenderer';

export type { RenderedTree, Renderer, RendererOptions, RenderRequest } from './pageRenderer';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createPageRenderer } = await import('./pageRenderer');
  return createPageRenderer(options);
}
