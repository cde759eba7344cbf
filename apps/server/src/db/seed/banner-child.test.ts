import { describe, expect, it } from 'vitest';
import { childBannerRenderer } from './banner-child.js';
import { BANNERS, renderBanner } from './images.js';

// The child itself (the server entry started with --render-banners) runs in test/startup.test.ts.
describe('childBannerRenderer', () => {
  it('draws the same banners in-process when no child can run', { timeout: 60_000 }, async () => {
    const expected = (await Promise.all(BANNERS.map(renderBanner))).map((i) => i.bytes.toString('base64'));
    for (const entry of [undefined, '/nonexistent/messhall-server.js']) {
      const images = await childBannerRenderer(entry)(BANNERS);
      expect(images.map((i) => i.bytes.toString('base64'))).toEqual(expected);
    }
  });
});
