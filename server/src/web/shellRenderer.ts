/**
 * The shell's page renderer, loaded from the shell's server build (`shell/dist/server/renderer.js`, see
 * shell/src/server/renderer.ts): it draws the app's React tree for a page, the remotes' screens loaded at run time
 * from their server containers. Loaded again when the file changes (a shell release switched under a `current`
 * link), and left out (the page is drawn by the browser alone) when the shell was built without it or it fails.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { RemotesConfig, RuntimeConfig } from '@storefront/shared/contracts';

/** What the page renderer is given for one page (shell/src/server/pageRenderer.tsx `RenderRequest`). */
export interface TreeRequest {
  url: string;
  init: unknown;
  pageAnswers: Record<string, unknown>;
  /** The first screen's GETs the API refused (an unknown product's 404), by the API client's request key. */
  pageRefusals: Record<string, { status: number; body: unknown }>;
  pageData?: unknown;
  /** The API's 404 answer for a path with no page. */
  missingPage?: unknown;
  runtime: RuntimeConfig;
  environment: string;
}

interface RendererModule {
  createRenderer(options: { internalOrigin: string; serverRemotes: Partial<RemotesConfig>; log: FastifyBaseLogger }): Promise<{
    render(request: TreeRequest): Promise<{ html: string; styles: string; clientRendered: string[] }>;
  }>;
}

/** The page's #root element with the tree drawn in it, and the tree's styles for the head. */
export interface DrawnTree {
  root: string;
  styles: string;
  /** False when a part of the page was left to the browser (a slot its remote could not draw in time, or does not draw here). */
  complete: boolean;
}

/**
 * React's mark of a Suspense boundary the server did not draw (the browser draws it): a slot the renderer leaves to the
 * browser on purpose (digest `client-rendered-slot`, which it does not report) or one that failed.
 */
const BROWSER_DRAWN_BOUNDARY = '<!--$!-->';

export type RenderTree = (request: TreeRequest, log: FastifyBaseLogger) => Promise<DrawnTree | null>;

export interface ShellRendererOptions {
  rendererFile: string;
  /** Where the renderer reaches remotes configured with relative URLs: this process, from inside (read when loaded). */
  internalOrigin: () => string;
  /** Remotes this process reaches elsewhere than browsers do (config.ts resolveServerRemotes). */
  serverRemotes: Partial<RemotesConfig>;
  log: FastifyBaseLogger;
}

export function createShellRenderer({ rendererFile, internalOrigin, serverRemotes, log }: ShellRendererOptions): RenderTree {
  let loaded: { key: string; renderer: ReturnType<RendererModule['createRenderer']> } | null = null;

  function renderer() {
    if (!existsSync(rendererFile)) return null;
    const file = realpathSync(rendererFile);
    const key = `${file}:${statSync(file).mtimeMs}`;
    if (loaded?.key !== key) {
      delete require.cache[file];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build found at run time, not a dependency
      const module = require(file) as RendererModule;
      loaded = { key, renderer: module.createRenderer({ internalOrigin: internalOrigin(), serverRemotes, log }) };
    }
    return loaded.renderer;
  }

  return async (request, requestLog) => {
    try {
      const pending = renderer();
      if (!pending) return null;
      const { html, styles, clientRendered } = await (await pending).render(request);
      if (clientRendered.length > 0) requestLog.warn({ url: request.url, clientRendered }, 'parts of the page were left to the browser');
      return { root: html, styles, complete: clientRendered.length === 0 && !html.includes(BROWSER_DRAWN_BOUNDARY) };
    } catch (err) {
      requestLog.error({ err, url: request.url }, 'could not draw the page on the server; the browser draws it');
      return null;
    }
  };
}
