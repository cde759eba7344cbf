import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import encodeQR from 'qr';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { expect, test } from './fixtures';
import { signInAdmin } from './menu-admin-helpers';

// The counter's camera (decision 0037), in Chromium with a fake camera that films a QR code. The code is not a
// pass of ours: what is checked is the camera path (decode, one check per code in sight, stop), not the rules.

const FORGED = 'this-is-no-messhall-pass';
const NOT_A_PASS = 'This code is not a valid Messhall meal pass.';

/**
 * A camera whose picture is a QR code of `text`: Chromium's fake capture device plays a Y4M file (a text header,
 * then raw YUV 4:2:0 frames), here the code in black on white, a few pixels per module.
 */
function qrVideo(text: string): string {
  const [width, height] = [640, 480];
  const modules = encodeQR(text, 'raw', { border: 4 });
  const scale = Math.floor(400 / modules.length);
  const [left, top] = [(width - modules.length * scale) >> 1, (height - modules.length * scale) >> 1];
  const luma = Buffer.alloc(width * height, 235);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        luma.fill(
          16,
          (top + y * scale + dy) * width + left + x * scale,
          (top + y * scale + dy) * width + left + (x + 1) * scale,
        );
    }),
  );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(os.tmpdir(), `messhall-e2e-qr-${process.pid}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(FORGED)}`,
    ],
  },
});

test('the camera reads a code held up, checks it once and keeps scanning; Stop releases it', async ({
  page,
  baseURL,
}) => {
  await signInAdmin(page, baseURL!);
  await page.goto('/admin/scan');
  await page.getByRole('button', { name: 'Start camera' }).click();
  const result = page.getByTestId('scan-result');
  await expect(result).toContainText(`Refused${NOT_A_PASS}`, { timeout: 15_000 });
  // The code stays in front of the camera: checked once. A typed code meanwhile is checked as asked.
  await page.getByLabel('Pass code').fill('another-code');
  await page.getByRole('button', { name: 'Check pass' }).click();
  const recent = page.getByRole('region', { name: 'Last scans' }).getByRole('listitem');
  await expect(recent).toHaveCount(2);
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('video')?.srcObject ?? null)).toBeNull();
  await expect(recent).toHaveCount(2);
});
