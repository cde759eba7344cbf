import { BANNER_IMAGE_IDS, imageUrl } from '@messhall/shared';
// Demo pictures are drawn at seed time: a food emoji on a soft diagonal gradient, encoded as WebP and stored in
// the images table like any upload. Nothing is fetched from the network.
//
// Emoji graphics: Twemoji, © Twitter, Inc. (X Corp.) and other contributors, licensed CC-BY 4.0
// (https://creativecommons.org/licenses/by/4.0/), from the @twemoji/svg package (jdecked/twemoji).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputInfo } from 'sharp';
import type { MealCategory } from '@messhall/shared';
import { loadSharp } from '../../lib/sharp.js';

export const MEAL_IMAGE_SIZE = { width: 800, height: 600 } as const;
export const BANNER_IMAGE_SIZE = { width: 1600, height: 600 } as const;
const WEBP_QUALITY = 75;
/** 🍽 fork and knife with plate: the picture when a wanted emoji is not in the package. */
const FALLBACK_EMOJI = '1f37d';

export interface Palette {
  from: string;
  to: string;
}

/** One mood per category: sunrise breakfasts, fresh green lunches, dusk dinners, sweet pink snacks. */
export const CATEGORY_PALETTES: Record<MealCategory, Palette> = {
  Breakfast: { from: '#FFF1D6', to: '#FFB77A' },
  Lunch: { from: '#E6F7E2', to: '#86CFA6' },
  Dinner: { from: '#E9E4FB', to: '#9A8CDB' },
  Snacks: { from: '#FFE6EE', to: '#FF9EB8' },
};

export interface Banner {
  id: string;
  alt: string;
  palette: Palette;
  /** Biggest first; drawn on the right so the left stays free for a caption. */
  emojis: readonly [string, string, string];
}

/**
 * Home carousel banners, stored under fixed ids so the web app can link them without asking the API:
 * /api/images/00000000-0000-4000-8000-00000000b001 … b003.
 */
export const BANNERS: readonly Banner[] = [
  {
    id: BANNER_IMAGE_IDS[0],
    alt: 'A plate of curry and rice with a pot of stew on a warm orange background',
    palette: { from: '#FFE3B8', to: '#FF8F5E' },
    emojis: ['1f35b', '1f35a', '1f958'],
  },
  {
    id: BANNER_IMAGE_IDS[1],
    alt: 'Fried eggs, pancakes and a cup of coffee on a fresh teal background',
    palette: { from: '#DDF6F3', to: '#6CC4C0' },
    emojis: ['1f373', '1f95e', '2615'],
  },
  {
    id: BANNER_IMAGE_IDS[2],
    alt: 'A doughnut, a cupcake and a mango on a pink and lilac background',
    palette: { from: '#FFE0EC', to: '#B59CE0' },
    emojis: ['1f369', '1f9c1', '1f96d'],
  },
];

export { BANNER_IMAGE_IDS };
/** What the Home carousel links: /api/images/<banner id>. */
export const BANNER_IMAGE_URLS: readonly string[] = BANNER_IMAGE_IDS.map(imageUrl);

export interface RenderedImage {
  contentType: 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
}

let emojiDir: string | undefined;
let available: Set<string> | undefined;

function twemojiFiles(): { dir: string; names: Set<string> } {
  if (!emojiDir || !available) {
    const pkg = createRequire(import.meta.url).resolve('@twemoji/svg/package.json');
    emojiDir = path.dirname(pkg);
    available = new Set(
      readdirSync(emojiDir)
        .filter((f) => f.endsWith('.svg'))
        .map((f) => f.slice(0, -4)),
    );
  }
  return { dir: emojiDir, names: available };
}

/** The emoji's code point if the package has it, else the plate fallback. */
export function resolveEmoji(codepoint: string): string {
  const { names } = twemojiFiles();
  return names.has(codepoint) ? codepoint : FALLBACK_EMOJI;
}

const emojiPngs = new Map<string, Promise<Buffer>>();

/** The emoji rasterised at `size` pixels square (transparent PNG), cached for the process. */
function emojiPng(codepoint: string, size: number): Promise<Buffer> {
  const key = `${codepoint}@${size}`;
  let png = emojiPngs.get(key);
  if (!png) {
    const { dir } = twemojiFiles();
    const svg = readFileSync(path.join(dir, `${resolveEmoji(codepoint)}.svg`), 'utf8');
    // Twemoji SVGs carry only a 36×36 viewBox; an explicit size makes librsvg draw them sharp at that size.
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    png = loadSharp().then((sharp) => sharp(Buffer.from(sized)).png().toBuffer());
    emojiPngs.set(key, png);
  }
  return png;
}

interface Spot {
  cx: number;
  cy: number;
  size: number;
}

/** Gradient, a few soft bubbles, a glow and a soft shadow under each spot where an emoji will sit. */
function backgroundSvg(width: number, height: number, palette: Palette, spots: readonly Spot[]): Buffer {
  const bubbles = [
    [0.12, 0.18, 0.16],
    [0.9, 0.12, 0.1],
    [0.82, 0.88, 0.2],
    [0.06, 0.86, 0.09],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x! * width}" cy="${y! * height}" r="${r! * height}" fill="#fff" fill-opacity="0.18"/>`,
    )
    .join('');
  const glows = spots
    .map(
      (s) =>
        `<circle cx="${s.cx}" cy="${s.cy}" r="${s.size * 0.75}" fill="url(#glow)"/>` +
        `<ellipse cx="${s.cx}" cy="${s.cy + s.size * 0.47}" rx="${s.size * 0.38}" ry="${s.size * 0.06}" fill="#000" fill-opacity="0.16" filter="url(#blur)"/>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>` +
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>` +
      `</linearGradient>` +
      `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
      `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>` +
      `</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>${bubbles}${glows}</svg>`,
  );
}

const backgrounds = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>();

/** The drawn background as raw pixels, cached: meals of one category share it, and drawing is the slow part. */
function background(width: number, height: number, palette: Palette, spots: readonly Spot[]) {
  const key = JSON.stringify([width, height, palette, spots]);
  let raw = backgrounds.get(key);
  if (!raw) {
    const svg = backgroundSvg(width, height, palette, spots);
    raw = loadSharp().then((sharp) => sharp(svg).raw().toBuffer({ resolveWithObject: true }));
    backgrounds.set(key, raw);
  }
  return raw;
}

async function compose(
  width: number,
  height: number,
  palette: Palette,
  items: readonly (Spot & { emoji: string })[],
): Promise<RenderedImage> {
  const spots = items.map(({ cx, cy, size }) => ({ cx, cy, size }));
  const [bg, layers] = await Promise.all([
    background(width, height, palette, spots),
    Promise.all(
      items.map(async (item) => ({
        input: await emojiPng(item.emoji, item.size),
        left: Math.round(item.cx - item.size / 2),
        top: Math.round(item.cy - item.size / 2),
      })),
    ),
  ]);
  const sharp = await loadSharp();
  const bytes = await sharp(bg.data, {
    raw: { width: bg.info.width, height: bg.info.height, channels: bg.info.channels },
  })
    .composite(layers)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return { contentType: 'image/webp', width, height, bytes };
}

/** An 800×600 meal picture: one emoji centred on the palette's gradient. */
export function renderMealImage(emoji: string, palette: Palette): Promise<RenderedImage> {
  const { width, height } = MEAL_IMAGE_SIZE;
  return compose(width, height, palette, [{ emoji, cx: width / 2, cy: height / 2 - 10, size: 340 }]);
}

/** A 1600×600 carousel banner: three emojis on the right two thirds. */
export function renderBanner(banner: Banner): Promise<RenderedImage> {
  const { width, height } = BANNER_IMAGE_SIZE;
  const [big, second, third] = banner.emojis;
  return compose(width, height, banner.palette, [
    { emoji: second, cx: 830, cy: 360, size: 230 },
    { emoji: third, cx: 1430, cy: 340, size: 230 },
    { emoji: big, cx: 1130, cy: 290, size: 380 },
  ]);
}

/**
 * Renders each distinct emoji + palette once, however many meals share it: the seed stays fast and the
 * results are the same bytes.
 */
export class MealImageRenderer {
  private readonly cache = new Map<string, Promise<RenderedImage>>();

  render(emoji: string, category: MealCategory): Promise<RenderedImage> {
    const key = `${emoji}:${category}`;
    let image = this.cache.get(key);
    if (!image) {
      image = renderMealImage(emoji, CATEGORY_PALETTES[category]);
      this.cache.set(key, image);
    }
    return image;
  }

  get distinctCount(): number {
    return this.cache.size;
  }
}
