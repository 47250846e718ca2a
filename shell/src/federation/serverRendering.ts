/**
 * What the server's renderer tells the tree it draws: which remotes it renders there. A slot it does not render
 * (a remote the server does not draw, a signed-in screen) throws ClientRenderedSlot inside its Suspense boundary:
 * React sends the boundary's fallback and the browser draws the slot, as it draws every slot of a page the server
 * did not render. In the browser the context is null.
 */
import { createContext } from 'react';
import type { RemoteName } from '@storefront/shared';

export interface ServerRendering {
  remotes: ReadonlySet<RemoteName>;
}

export const ServerRenderingContext = createContext<ServerRendering | null>(null);

/** On the page's #root when the server drew the tree in it: the browser then takes it over (hydrates it). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The digest the server gives a slot left to the browser, so the browser does not report it as an error. */
export const CLIENT_RENDERED_SLOT = 'client-rendered-slot';

export class ClientRenderedSlot extends Error {
  readonly digest = CLIENT_RENDERED_SLOT;

  constructor(what: string) {
    super(`${what} is drawn in the browser`);
  }
}
