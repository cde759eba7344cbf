import { IMAGE_WIDTHS } from '@messhall/shared';
import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images';

const SRC = '/api/images/6f1c2d0e-8a3b-4c5d-9e7f-0a1b2c3d4e5f';
const candidates = (srcset: string | undefined) =>
  (srcset ?? '').split(',').map((candidate) => candidate.split(' ') as [string, string]);

describe('imageSrcSet', () => {
  it('lists a resized copy per width, each described by its width', () => {
    expect(imageSrcSet(SRC, [320, 480])).toBe(`${SRC}?w=320 320w,${SRC}?w=480 480w`);
    expect(candidates(imageSrcSet(SRC))).toEqual([
      [`${SRC}?w=320`, '320w'],
      [`${SRC}?w=480`, '480w'],
      [`${SRC}?w=640`, '640w'],
      [`${SRC}?w=800`, '800w'],
    ]);
  });

  it('asks only for widths the server serves', () => {
    const allowed: readonly number[] = IMAGE_WIDTHS;
    for (const [url] of candidates(imageSrcSet(SRC))) {
      expect(allowed).toContain(Number(new URL(url, 'http://x').searchParams.get('w')));
    }
  });

  it('leaves other addresses alone', () => {
    expect(imageSrcSet('data:image/png;base64,AAAA')).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/api/images/a.webp')).toBeUndefined();
  });
});
