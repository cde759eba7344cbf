import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp on first use. Loading it maps libvips and starts its thread pool (~25 MB resident), and most processes
 * resize nothing for a long time (the variants are stored once), so the server does not pay that at start-up
 * (the < 300 MB RSS budget on the embedded database).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
