import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, ThemeName } from '@messhall/shared';
import type { DehydratedState } from '@tanstack/query-core';

/** What the web app's server render (apps/web/src/entry-server.tsx) takes and gives back. */
export interface RenderInput {
  url: string;
  locale: Locale;
  theme: ThemeName | undefined;
  state: DehydratedState;
}
export type RenderResult = { html: string } | { redirect: string; status: number };
export type RenderApp = (input: RenderInput) => Promise<RenderResult>;

/** Where `vite build --ssr` writes the render: beside the web build, in dist-server/. */
export const appRendererPath = (webDist: string) =>
  path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');

/**
 * The web app's server render, loaded from the web build at run time (the server's own bundle does not
 * contain the web app), or undefined when the build has none: pages then go out as the shell the browser
 * renders into.
 */
export async function loadAppRenderer(webDist: string): Promise<RenderApp | undefined> {
  const file = appRendererPath(webDist);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { render?: RenderApp };
  if (typeof module.render !== 'function') throw new Error(`${file} exports no render function`);
  return module.render;
}
