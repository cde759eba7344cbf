import type { Page } from '@playwright/test';
import { expect, expectNoSideScroll, test } from './fixtures';

// docs/product/screens-and-routes.md: Checkout, dashboard profile badge, Payment History; docs/product/states.md#checkout; docs/product/texts-and-errors.md#payments; decision
// 0014 (receipts). The e2e server has no Stripe keys, so the checkout uses the sandbox provider (Stripe's test
// cards, no money). Students without a membership (Bronze) are used so that a purchase is visible.

const PASSWORD = 'Student#2026';
const student = (login: string) => `${login}@student.messhall.test`;
// sonner's rich toasts are styled by app/toaster.tsx, not by these screens (as in meals.spec.ts).
const AXE = { exclude: ['[data-sonner-toaster]'] };

async function signIn(page: Page, baseURL: string, login: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: student(login), password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function fillCard(page: Page, number: string) {
  const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill(`12 / ${year}`);
  await page.getByLabel('CVC').fill('123');
}

const badge = (page: Page) => page.getByTestId('membership-badge');

test('a Bronze student buys Gold with a test card; badge, history, receipt and meal requests follow', async ({
  page,
  baseURL,
  axe,
  consoleErrors,
}) => {
  // Seven screens and five axe runs: longer than the default 30 s on a busy two-core machine.
  test.slow();
  await signIn(page, baseURL!, 'zubair');
  await page.goto('/dashboard');
  await expect(badge(page)).toHaveText('Bronze');
  await axe(AXE);

  await page.goto('/checkout/gold');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout - Gold' })).toBeVisible();
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay $20' });
  await expect(pay).toBeEnabled();
  await axe(AXE);

  await fillCard(page, '4242 4242 4242 4242');
  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(dialog).toBeVisible();
  const transactionId = (await dialog.getByTestId('transaction-id').textContent())?.trim() ?? '';
  expect(transactionId).toMatch(/^pi_sandbox_\w+$/);
  await axe(AXE);

  await dialog.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(badge(page)).toHaveText('Gold');

  await page.getByRole('link', { name: 'Payment History' }).click();
  const row = page.getByRole('row').filter({ hasText: transactionId });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Gold', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$20.00' })).toBeVisible();
  await axe(AXE);

  await row.getByRole('link', { name: `Receipt for ${transactionId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
  await expect(page.getByText('$20.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await axe(AXE);

  // Gold is an active membership: requesting a meal now succeeds (it was refused for Bronze).
  await page.goto('/meals');
  await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: 'View Details' })
    .click();
  await page.getByRole('button', { name: 'Request Meal' }).click();
  await expect(page.getByText('Meal request submitted')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('when saving a paid checkout fails, Try saving again saves that payment: the plan is held, paid once', async ({
  page,
  baseURL,
  axe,
}) => {
  const email = `save.${Date.now()}.${test.info().project.name}@hostel.test`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Nadia Rahman', email, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);

  await page.goto('/checkout/silver');
  await fillCard(page, '4242 4242 4242 4242');
  // The card is charged; the answer to save-payment is lost on the way.
  await page.route('**/api/payment/save-payment', (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment succeeded, but saving failed.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try saving again' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await axe(AXE);

  // The server recorded the payment when the card went through.
  const membership = await page.request.get('/api/payment/membership');
  expect(await membership.json()).toMatchObject({ level: 'Silver' });

  await retry.click();
  const dialog = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(dialog).toBeVisible();
  const transactionId = (await dialog.getByTestId('transaction-id').textContent())?.trim() ?? '';
  const history = (await (await page.request.get('/api/payment/history')).json()) as Array<{
    transactionId: string;
  }>;
  expect(history.map((payment) => payment.transactionId)).toEqual([transactionId]);
});

test('a declined test card shows Stripe’s message and records nothing', async ({ page, baseURL, axe }) => {
  test.slow();
  await signIn(page, baseURL!, 'sadia');
  const before = await page.request.get('/api/payment/history');
  expect(await before.json()).toEqual([]);

  await page.goto('/checkout/gold');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $20' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $20' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await axe(AXE);

  // A mistyped number never reaches the server.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Pay $20' }).click();
  await expect(page.getByText('Enter a valid card number')).toBeVisible();
  await axe(AXE);

  await page.goto('/dashboard/paymenthistory');
  await expect(page.getByText('No payment history found.')).toBeVisible();
  await expect(badge(page)).toHaveText('Bronze');
  await axe(AXE);
});

test('an unknown plan says so and offers the plans; another user’s history is refused', async ({
  page,
  baseURL,
  axe,
}) => {
  await signIn(page, baseURL!, 'sadia');
  await page.goto('/checkout/diamond');
  await expect(page.getByText('Unknown membership package')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Gold' })).toHaveAttribute('href', '/checkout/gold');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await axe(AXE);

  const own = await page.request.get(`/api/payment/history?email=${encodeURIComponent(student('sadia'))}`);
  expect(own.status()).toBe(200);
  const other = await page.request.get(`/api/payment/history?email=${encodeURIComponent(student('ayesha'))}`);
  expect(other.status()).toBe(403);
});

test('Bronze is free: its checkout says so and offers the paid plans, with nothing to pay', async ({
  page,
  baseURL,
  axe,
}) => {
  await signIn(page, baseURL!, 'zubair');
  await page.goto('/checkout/bronze');
  await expect(page.getByRole('heading', { level: 1, name: 'Bronze is free' })).toBeVisible();
  await expect(page.getByText('Everyone has Bronze without paying.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByText('Unknown membership package')).toHaveCount(0);
  await axe(AXE);
});

test('a checkout whose payment intent fails with a bare 500 shows our friendly message', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, 'zubair');
  // What a proxy or a crashed server answers: no error code, no message meant for a person.
  await page.route('**/api/payment/create-payment-intent', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error',
      }),
    }),
  );
  await page.goto('/checkout/gold');
  await expect(page.getByText('Checkout is not available')).toBeVisible();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
});

test('signed out, checkout asks to log in first', async ({ page }) => {
  await page.goto('/checkout/gold');
  await expect(page).toHaveURL(/\/login$/);
});

test('phone: checkout, payment history and receipt fit a phone screen @phone', async ({
  page,
  baseURL,
  axe,
}) => {
  test.slow();
  await signIn(page, baseURL!, 'ayesha');
  await page.goto('/dashboard');
  await expect(badge(page)).toHaveText('Gold');
  await expectNoSideScroll(page);

  await page.goto('/checkout/platinum');
  await expect(page.getByRole('button', { name: 'Pay $30' })).toBeVisible();
  await expectNoSideScroll(page);
  await axe(AXE);

  await page.goto('/dashboard/paymenthistory');
  // Each payment a card: a row of the table, laid out as a card at this width.
  const cards = page
    .getByRole('table', { name: 'Your payments, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Gold');
  await expect(cards.first()).toContainText('$20.00');
  await expectNoSideScroll(page);
  await axe(AXE);

  await cards
    .first()
    .getByRole('link', { name: /^Receipt for / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  await expectNoSideScroll(page);
  await axe(AXE);
});

test('a plan that ran out: the badge says which and since when, offers to renew, and a refused request says why @smoke', async ({
  page,
  baseURL,
  axe,
}) => {
  // The seed's student whose Silver plan ended weeks ago; nothing here changes her data.
  await signIn(page, baseURL!, 'farhana');
  await page.goto('/dashboard');
  await expect(badge(page)).toHaveText('Bronze');
  await expect(page.getByText(/^Silver — expired on /)).toBeVisible();
  const renew = page.getByRole('link', { name: 'Renew Silver' });
  await expect(renew).toBeVisible();
  const box = await renew.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await axe(AXE);

  const meals = await page.request.get('/api/meals', { params: { limit: 1 } });
  const [meal] = ((await meals.json()) as { meals: { _id: string }[] }).meals;
  await page.goto(`/mealdetails/${meal!._id}`);
  await page.getByRole('button', { name: 'Request Meal' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: /Your Silver plan expired on / });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('You need an active subscription to request meals');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Renew Silver' }).click();
  await expect(page).toHaveURL(/\/checkout\/silver$/);
});

test('phone: every entry of the dashboard menu is on the screen, whole, also when it is the active one @phone', async ({
  page,
  baseURL,
  axe,
}) => {
  await signIn(page, baseURL!, 'farhana');
  await page.goto('/dashboard/paymenthistory');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  const width = page.viewportSize()!.width;
  for (const label of ['Requested Meals', 'My Reviews', 'Payment History']) {
    const link = menu.getByRole('link', { name: label });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(width);
    // The label is not cut: its text fits inside its own box.
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth), label).toBe(true);
  }
  await expectNoSideScroll(page);
  await axe(AXE);
});

test('a cheaper plan bought during a dearer one waits for it: the checkout says so before paying @smoke', async ({
  page,
  baseURL,
  axe,
}) => {
  test.slow();
  const email = `plan.change.${Date.now()}.${test.info().project.name}@hostel.test`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Nadia Karim', email, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);

  const buy = async (plan: string, price: number) => {
    await page.goto(`/checkout/${plan}`);
    const pay = page.getByRole('button', { name: `Pay $${price}` });
    await expect(pay).toBeEnabled();
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await page
      .getByRole('dialog', { name: 'Payment Successful!' })
      .getByRole('button', { name: 'Go to Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
  };
  await buy('gold', 20);
  await expect(badge(page)).toHaveText('Gold');

  await page.goto('/checkout/silver');
  const note = page.getByRole('note', { name: 'When this plan runs' });
  await expect(note).toContainText(
    /^You have Gold until .+\. Silver does not replace it: it starts on .+ and runs until .+\.$/,
  );
  const box = await note.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await axe(AXE);

  await buy('silver', 10);
  await expect(badge(page)).toHaveText('Gold');
  await expect(page.getByText(/^Then Silver until /)).toBeVisible();
});
