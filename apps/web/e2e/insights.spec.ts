import type { InsightsResponse, Meal } from '@messhall/shared';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, expectNoSideScroll, signIn, test } from './fixtures';
import { dayLabel, hostelDay, newMember } from './menu-helpers';

// Admin Insights (docs/product/rules.md#admin-insights, decision 0041) on the built app: a chart's table holds the
// numbers of the API's answer and of the CSV download; a student is kept out.

/** A new member who has bought Gold and requested two published meals today (the hostel's today). */
async function memberWithRequests(page: Page, baseURL: string) {
  await newMember(page, baseURL);
  const { meals } = (await (await page.request.get('/api/meals', { params: { limit: 2 } })).json()) as {
    meals: Meal[];
  };
  for (const meal of meals) {
    const response = await page.request.post('/api/requests', {
      data: { mealId: meal._id },
      headers: { origin: baseURL },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The rows of a table as text: the row header, then each cell's value (without a phone card's label). */
async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent?.trim() ?? '',
        ...[...row.querySelectorAll('td')].map((cell) => cell.lastElementChild?.textContent?.trim() ?? ''),
      ]),
    );
}

/** A CSV download's records, fetched in the page with the admin's session (no quoted cells in these series). */
async function csvRecords(page: Page, href: string): Promise<string[][]> {
  const { status, type, text } = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  }, href);
  expect(status).toBe(200);
  expect(type).toContain('text/csv');
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

test.describe('admin insights', () => {
  test("an admin's requests chart shows the API's numbers, and its CSV the same @smoke", async ({
    page,
    browser,
    baseURL,
    axe,
    consoleErrors,
  }) => {
    test.slow();
    const member = await browser.newPage();
    await memberWithRequests(member, baseURL!);
    await member.close();

    await signIn(page.request, baseURL!, ADMIN);
    const from = (await hostelDay(page.request, -6)).date;
    const to = (await hostelDay(page.request, 0)).date;
    await page.goto('/admin');
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    // On a phone the admin menu is a button that opens its entries.
    if (test.info().project.name === 'phone')
      await adminNav.getByRole('button', { name: /^Admin menu/ }).click();
    await adminNav.getByRole('link', { name: 'Insights' }).click();
    await page.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(`/admin/insights?from=${from}&to=${to}`);

    const api = await page.request.get('/api/admin/insights', { params: { from, to } });
    expect(api.ok()).toBe(true);
    const answer = (await api.json()) as InsightsResponse;
    expect(answer.totals.requests).toBeGreaterThanOrEqual(2);

    const card = page.getByRole('region', { name: 'Requests per day' });
    await expect(card.getByText(new RegExp(`^${answer.totals.requests} requests?, `))).toBeVisible();
    await expect(card.getByRole('img', { name: /^Bar chart of meal requests per day/ })).toBeVisible();

    // The table opens by keyboard.
    await card.getByText('Show the numbers').focus();
    await page.keyboard.press('Enter');
    const table = card.getByRole('table', { name: 'Requests per day' });
    await expect(table).toBeVisible();
    const rows = await tableRows(table);
    const fromApi = answer.requestsPerDay.map((day) =>
      [
        dayLabel(day.date),
        day.delivered,
        day.pending,
        day.cancelled,
        day.delivered + day.pending + day.cancelled,
      ].map(String),
    );
    expect(rows).toEqual(fromApi);

    const href = await card
      .getByRole('link', { name: 'Download CSV of requests per day' })
      .getAttribute('href');
    expect(href).toBe(`/api/admin/insights.csv?from=${from}&to=${to}&series=requests-per-day`);
    const [header, ...records] = await csvRecords(page, href!);
    expect(header).toEqual(['date', 'pending', 'delivered', 'cancelled']);
    expect(
      records.map(([date, pending, delivered, cancelled]) => [
        dayLabel(date!),
        delivered,
        pending,
        cancelled,
        String(Number(delivered) + Number(pending) + Number(cancelled)),
      ]),
    ).toEqual(rows);

    await expectNoSideScroll(page);
    await axe();
    expect(consoleErrors).toEqual([]);
  });

  test('the charts over days name their days on the axis, one label apart from the next @smoke', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const member = await browser.newPage();
    await memberWithRequests(member, baseURL!);
    await member.close();

    await signIn(page.request, baseURL!, ADMIN);
    const from = (await hostelDay(page.request, -6)).date;
    const to = (await hostelDay(page.request, 0)).date;
    await page.goto(`/admin/insights?from=${from}&to=${to}`);
    const days = new Set(
      Array.from({ length: 7 }, (_, offset) =>
        dayLabel(new Date(Date.parse(from) + offset * 86_400_000).toISOString().slice(0, 10)).replace(
          /^\w+ /,
          '',
        ),
      ),
    );

    for (const [title, charts] of [
      ['Requests per day', 1],
      ['Active members', 1],
      ['Meal service', 3],
    ] as const) {
      const axes = page.getByRole('region', { name: title }).locator('.visx-axis-bottom');
      await expect(axes).toHaveCount(charts);
      for (const axis of await axes.all()) {
        const labels = axis.locator('.visx-axis-tick text');
        const texts = await labels.allTextContents();
        expect(texts.length, title).toBeGreaterThan(0);
        for (const text of texts) expect(days, `${title}: ${text}`).toContain(text);
        const boxes = await labels.evaluateAll((nodes) =>
          nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })),
        );
        for (const [index, box] of boxes.entries()) {
          if (index > 0)
            expect(box.left, `${title}: labels overlap`).toBeGreaterThan(boxes[index - 1]!.right);
        }
      }
    }
  });

  test('a student is sent away from Insights, and the API refuses them @smoke', async ({ page, baseURL }) => {
    await newMember(page, baseURL!);
    await page.goto('/admin/insights');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('That page is for administrators. Sign in with an administrator account.'),
    ).toBeVisible();

    const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const json = await page.request.get('/api/admin/insights', { params: { from: to, to } });
    expect(json.status()).toBe(403);
    const csv = await page.request.get('/api/admin/insights.csv', {
      params: { from: to, to, series: 'payments' },
    });
    expect(csv.status()).toBe(403);
  });
});
