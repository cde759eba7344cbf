import encodeQR from 'qr';

/** A 4-module quiet zone around the code, as scanners expect. */
const QUIET_ZONE = 4;

/**
 * The QR code of `text` as one SVG path in module units (each dark run of a row is one rectangle) and the
 * symbol's size: drawn by React, so no markup from elsewhere is injected into the page.
 */
export function qrPath(text: string): { size: number; d: string } {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data, not text
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size: modules.length, d: parts.join('') };
}
