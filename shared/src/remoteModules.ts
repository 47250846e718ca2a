/** Shapes of the modules each remote exposes, so the shell and the remotes agree at compile time. */
import type { ComponentType } from 'react';
import type { RemoteName, ScreenOf } from './contracts/routes';

/** Which build of an app is running: its package, version and build id (`STOREFRONT_BUILD_ID` at build time). */
export interface BuildInfo {
  app: string;
  version: string;
  id: string;
}

declare global {
  /** This app's build, written in by the webpack configuration (shared/webpack/createAppConfig.js). */
  const STOREFRONT_BUILD: BuildInfo;
}

/** `{remote}/routes`: a component for every screen the route table gives this remote. */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  screens: Record<ScreenOf<R>, ComponentType>;
  /** The remote's build, shown by the shell on its slot (absent from remotes built before it existed). */
  build?: BuildInfo;
}

/** What the shell's federation fallback plugin answers in place of a module whose remote could not load. */
export interface RemoteUnavailableModule {
  remoteUnavailable: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailable(module: unknown): module is RemoteUnavailableModule {
  return typeof module === 'object' && module !== null && (module as RemoteUnavailableModule).remoteUnavailable === true;
}
