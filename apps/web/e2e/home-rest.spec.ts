import { expect, test } from './fixtures';
import { shownSlide } from './home-carousel-helpers';

// Main-thread time of a visitor only looking at Home on a phone: the carousel plays on the compositor, with no
// script per frame. The budget is 300 ms per 10 s (docs/performance.md#home-at-rest); this check fails only
// well past it, as a shared, loaded machine adds its own noise.
const REST_WINDOW_MS = 10_000;
const REST_LIMIT_MS = 600;

// A trace records the page's frames as they are drawn, which is main-thread work of its own.
test.use({ trace: 'off' });

test('Home at rest: under 600 ms of main-thread tasks in 10 s while the banner plays, at 390 px @phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_000);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value;
  };
  const first = await shownSlide(page);
  const before = await taskSeconds();
  await page.waitForTimeout(REST_WINDOW_MS);
  const busyMs = Math.round(((await taskSeconds()) - before) * 1000);
  test.info().annotations.push({ type: 'home-rest-task-ms', description: String(busyMs) });
  console.log(`Home at rest: ${busyMs} ms of main-thread tasks in ${REST_WINDOW_MS / 1000} s`);

  // The banner did play meanwhile: a still carousel would rest for the wrong reason.
  await expect.poll(() => shownSlide(page), { timeout: 4_000 }).not.toBe(first);
  expect(busyMs).toBeLessThan(REST_LIMIT_MS);
});
