// Draws the Home banners in a short-lived child process instead of the server's own.
//
// Drawing loads sharp (libvips and its threads) and makes a few large pixel buffers; glibc keeps most of that
// memory in the process after it is freed (measured: +60–90 MB RSS for the three banners), and on the embedded
// database every megabyte counts towards the 300 MB RSS budget. A child gives it all back on exit. The
// child is this same entry script (bundle or tsx) started with RENDER_BANNERS_ARG; it writes the pictures to
// stdout as JSON. Any failure falls back to drawing in-process, so banners never go missing because of this.
import { spawn } from 'node:child_process';
import { BANNERS, renderBanner, type Banner, type RenderedImage } from './images.js';

export const RENDER_BANNERS_ARG = '--render-banners';
const CHILD_TIMEOUT_MS = 60_000;

interface WireImage extends Omit<RenderedImage, 'bytes'> {
  bytes: string;
}

/** In the child: draws the banners with these ids and prints them. */
export async function printBanners(ids: readonly string[]): Promise<void> {
  const banners = BANNERS.filter((b) => ids.includes(b.id));
  const rendered = await Promise.all(banners.map(renderBanner));
  const wire: WireImage[] = rendered.map((image) => ({ ...image, bytes: image.bytes.toString('base64') }));
  await new Promise<void>((resolve, reject) =>
    process.stdout.write(JSON.stringify(wire), (error) => (error ? reject(error) : resolve())),
  );
}

function renderInChild(entry: string, banners: readonly Banner[]): Promise<RenderedImage[]> {
  // The parent's loader flags (tsx in development) are needed; a debugger port would clash.
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--inspect'));
  const child = spawn(
    process.execPath,
    [...execArgv, entry, RENDER_BANNERS_ARG, ...banners.map((b) => b.id)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Three pictures take about a second; a child that hangs must not hold up the start.
  const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`banner renderer exited with ${code}`));
      try {
        const wire = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WireImage[];
        if (wire.length !== banners.length) throw new Error('banner renderer answered the wrong count');
        resolve(wire.map((image) => ({ ...image, bytes: Buffer.from(image.bytes, 'base64') })));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** A banner renderer for ensureBanners that draws in a child process started from `entry` (the server script). */
export function childBannerRenderer(entry: string | undefined) {
  return async (banners: readonly Banner[]): Promise<RenderedImage[]> => {
    if (entry) {
      try {
        return await renderInChild(entry, banners);
      } catch {
        // Drawn here instead: more memory kept, same pictures.
      }
    }
    return Promise.all(banners.map(renderBanner));
  };
}
