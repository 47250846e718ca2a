/**
 * The shell's page renderer (its server build's entry, dist/server/renderer.js): draws the app's React tree for a
 * request, with the remotes' screens loaded at run time from their server containers, as the browser loads them.
 * The caller (the shop's server) fetched the page's data, the same answers it writes into the page: the tree is drawn
 * from them, and the browser's first render, from the same answers, matches it (hydration).
 *
 * The shared runtime's stores and QueryClient are one per page in the browser and one per process here: pages are
 * therefore drawn one at a time, each with the stores filled for its request and emptied after. Drawing is quick
 * (the data is already here and the screens' code is loaded first); fetching, which is slow, happens outside.
 */
import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { InitData, PageDataResponse, RemoteName, RuntimeConfig } from '@storefront/shared';
import {
  apiClient,
  applyInitData,
  cartStore,
  queryClient,
  sessionStore,
  setRuntimeConfig,
  siteStore,
  type PageRefusal,
} from '@storefront/shared/runtime';
import { AppTree } from '../App';
import { CLIENT_RENDERED_SLOT, SERVER_RENDERED_ATTRIBUTE, ServerRenderingContext, type ServerRendering } from '../federation/serverRendering';
import { remotesAt } from '../routing/routes';
import { setRendererEnvironment } from '../session/environment';
import { seedPageQuery } from '../session/inlineData';
import { createServerRemotes, type ServerRemotesOptions } from './serverRemotes';

/** Longest a page waits for a remote's screen code, and then for its drawing; what is not there goes to the browser. */
export const RENDER_DEADLINE_MS = 300;

/** The remotes whose screens the server draws: the shopper's pages. Signed-in screens are drawn by the browser. */
const SERVER_RENDERED_REMOTES: ReadonlySet<RemoteName> = new Set(['catalog', 'pages']);

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** This visitor's `GET /api/init` answer, as written into the page. */
  init: InitData;
  /** The catalogue answers written into the page, by the API client's request key. */
  pageAnswers: Record<string, unknown>;
  /** The catalogue calls the API refused (an unknown product's 404), written into the page, by request key. */
  pageRefusals: Record<string, PageRefusal>;
  /** A dynamic page's data, as written into the page. */
  pageData?: PageDataResponse | null;
  /** The API's answer (its 404 body) for a path with no page, as written into the page. */
  missingPage?: unknown;
  runtime: RuntimeConfig;
  environment: string;
}

export interface RenderedTree {
  /** The page's #root element with the tree drawn in it. */
  html: string;
  /** The tree's styles, as <style> elements for the page's head (the browser's emotion takes them over). */
  styles: string;
  /** Slots left to the browser (their remote unavailable or late), for the log. */
  clientRendered: string[];
}

export interface Renderer {
  render(request: RenderRequest): Promise<RenderedTree>;
}

export type RendererOptions = ServerRemotesOptions;

/** Runs one page drawing after another. */
function createQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T,>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

const within = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]).catch(() => undefined);

function fillStores({ init, pageAnswers, pageRefusals, pageData, missingPage, runtime, environment, url }: RenderRequest) {
  setRuntimeConfig(runtime);
  setRendererEnvironment(environment);
  queryClient.clear();
  apiClient.setPageAnswers(new Map(Object.entries(pageAnswers)), new Map(Object.entries(pageRefusals)));
  const pathname = new URL(url, 'http://page.invalid').pathname;
  if (pageData) seedPageQuery(queryClient, pathname, { data: pageData });
  else if (missingPage !== undefined) seedPageQuery(queryClient, pathname, { missing: missingPage });
  applyInitData(init);
}

function emptyStores() {
  queryClient.clear();
  apiClient.setPageAnswers(new Map());
  sessionStore.user = null;
  sessionStore.ready = false;
  cartStore.cart = null;
  siteStore.data = null;
  siteStore.pincode = null;
}

/** The tree's HTML once everything in it is drawn, or at the deadline with what is late left to the browser. */
function drawTree(request: RenderRequest, rendering: ServerRendering): Promise<RenderedTree> {
  // The page's styles are collected in a cache of its own and sent in the head, not beside each element.
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styleCache);
  return new Promise((resolve, reject) => {
    const clientRendered: string[] = [];
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () =>
      resolve({
        html: `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${html}</div>`,
        styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
        clientRendered,
      }),
    );
    const stream = renderToPipeableStream(
      <CacheProvider value={styleCache}>
        <StaticRouter location={request.url}>
          <ServerRenderingContext value={rendering}>
            <AppTree queryClient={queryClient} />
          </ServerRenderingContext>
        </StaticRouter>
      </CacheProvider>,
      {
        // Sent whole once drawn, no boundary sent apart from its place: the page then has no streaming scripts (which the
        // Content-Security-Policy would refuse) and a crawler reads it in order.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => {
          clearTimeout(deadline);
          stream.pipe(sink);
        },
        onShellError: reject,
        // Whatever kept a part from being drawn here (a remote's screen that threw or was late), the browser draws it:
        // the digest tells its hydration that this was meant, not a difference between the two. The reason is logged.
        onError(error) {
          const digest = (error as { digest?: unknown } | null)?.digest;
          if (digest !== CLIENT_RENDERED_SLOT) clientRendered.push(error instanceof Error ? error.message : String(error));
          return CLIENT_RENDERED_SLOT;
        },
      },
    );
    const deadline = setTimeout(() => stream.abort(new Error(`not drawn within ${RENDER_DEADLINE_MS} ms`)), RENDER_DEADLINE_MS);
  });
}

export function createPageRenderer(options: RendererOptions): Renderer {
  const remotes = createServerRemotes(options);
  const queue = createQueue();
  return {
    async render(request) {
      remotes.use(request.runtime.remotes);
      // The screens' code first, outside the queue: a page waiting for a remote holds no other page back.
      const pathname = new URL(request.url, 'http://page.invalid').pathname;
      const drawn = remotesAt({ pathname }, { signedIn: Boolean(request.init.user) }).filter((remote) => SERVER_RENDERED_REMOTES.has(remote));
      const ready = await Promise.all(drawn.map((remote) => within(remotes.load(remote), RENDER_DEADLINE_MS).then((loaded) => loaded && remote)));
      const rendering: ServerRendering = { remotes: new Set(ready.filter((remote): remote is RemoteName => Boolean(remote))) };
      return queue(async () => {
        fillStores(request);
        try {
          return await drawTree(request, rendering);
        } finally {
          emptyStores();
        }
      });
    },
  };
}
