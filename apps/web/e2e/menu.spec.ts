import { DEFAULT_MENU_TIMES } from '@messhall/shared';
import { ADMIN, expect, expectNoSideScroll, signIn, test } from './fixtures';
import { hostelDay, newMember, serveLunchAllDay, setTimes } from './menu-helpers';

// The member side of the daily meal service (decisions 0035, 0036): the week's menu, skips before the cutoff,
// "I'm away", the dashboard's today and the QR pass kept on the device. Situations that depend on the clock are
// made through the admins' times (PUT /api/menu/cutoffs), restored to the defaults after each test.

const AXE = { exclude: ['[data-sonner-toaster]'] };
const isPhone = () => test.info().project.name === 'phone';

test.describe('daily menu', () => {
  test.afterEach(async ({ request, baseURL }) => {
    await signIn(request, baseURL!, ADMIN);
    await setTimes(request, baseURL!, DEFAULT_MENU_TIMES);
  });

  test('a visitor sees today’s slots first and is offered the log-in @smoke', async ({
    page,
    axe,
    consoleErrors,
  }) => {
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Today · / })).toBeVisible();
    const today = await hostelDay(page.request, 0);
    for (const slot of ['Breakfast', 'Lunch', 'Dinner'])
      await expect(page.getByRole('group', { name: `${slot}, ${today.label}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to skip meals' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Skip / })).toHaveCount(0);
    await expectNoSideScroll(page);
    await axe(AXE);
    expect(consoleErrors).toEqual([]);
  });

  test('a member skips tomorrow’s lunch from the week and undoes it @smoke', async ({
    page,
    baseURL,
    axe,
  }) => {
    test.slow();
    await newMember(page, baseURL!);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Today’s menu' })).toBeVisible();
    // The plan began just now: today's lunch is theirs unless its serving is already over, as the server says.
    const today = await hostelDay(page.request, 0);
    const menu = await page.request.get(`/api/menu?from=${today.date}&to=${today.date}`);
    const { days } = (await menu.json()) as { days: { slots: { slot: string; covered?: boolean }[] }[] };
    const lunchCovered = days[0]!.slots.find((slot) => slot.slot === 'lunch')!.covered;
    await expect(
      page
        .getByRole('group', { name: /^Lunch, / })
        .getByText(lunchCovered ? 'You’re counted in' : 'Your plan does not cover this meal.'),
    ).toBeVisible();
    await expectNoSideScroll(page);
    await axe(AXE);

    await page.getByRole('link', { name: 'See the week’s menu' }).click();
    const tomorrow = await hostelDay(page.request, 1);
    if (isPhone()) await page.getByRole('button', { name: 'Next day' }).click();
    const lunch = page.getByRole('group', { name: `Lunch, ${tomorrow.label}` });
    await expect(lunch.getByText('You’re counted in')).toBeVisible();
    await lunch.getByRole('button', { name: `Skip lunch on ${tomorrow.label}` }).click();
    await expect(lunch.getByText('Skipped', { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
    await axe(AXE);

    await lunch.getByRole('button', { name: `Undo skip of lunch on ${tomorrow.label}` }).click();
    await expect(lunch.getByText('You’re counted in')).toBeVisible();
    await expect(lunch.getByRole('button', { name: `Skip lunch on ${tomorrow.label}` })).toBeVisible();
  });

  test('“I’m away” skips the open meals of a range and names those already closed @smoke', async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    // Skipping closes at midnight starting the day before each meal: tomorrow's meals are closed, the day
    // after's open, whatever the hour.
    const closesDayBefore = { cutoffDaysBefore: 1, cutoffTime: '00:00' };
    await signIn(request, baseURL!, ADMIN);
    await setTimes(request, baseURL!, {
      breakfast: { ...DEFAULT_MENU_TIMES.breakfast, ...closesDayBefore },
      lunch: { ...DEFAULT_MENU_TIMES.lunch, ...closesDayBefore },
      dinner: { ...DEFAULT_MENU_TIMES.dinner, ...closesDayBefore },
    });
    await newMember(page, baseURL!);
    const [tomorrow, after] = [await hostelDay(page.request, 1), await hostelDay(page.request, 2)];

    await page.goto('/menu');
    await page.getByRole('button', { name: 'I’m away' }).click();
    const dialog = page.getByRole('dialog', { name: 'I’m away' });
    await dialog.getByLabel('From').fill(tomorrow.date);
    await dialog.getByLabel('To').fill(after.date);
    await axe(AXE);
    await dialog.getByRole('button', { name: 'Skip these meals' }).click();

    const summary = page.getByRole('dialog', { name: 'Your meals while you’re away' });
    await expect(summary.getByText('3 meals skipped')).toBeVisible();
    await expect(summary.getByRole('listitem').filter({ hasText: `${after.label}:` })).toHaveText(
      `${after.label}: breakfast, lunch, dinner`,
    );
    await expect(
      summary.getByRole('heading', { name: 'Already closed, left as they were (3 meals)' }),
    ).toBeVisible();
    await expect(
      summary.getByText(new RegExp(`^Lunch ${tomorrow.label}: skipping closed at `)),
    ).toBeVisible();
    await axe(AXE);
    await summary.getByRole('button', { name: 'Done' }).click();

    // On a phone, the day's button (weekday and date: "Sun 29") brings that day on screen.
    if (isPhone())
      await page.getByRole('button', { name: after.label.replace(/ \w+$/, ''), exact: true }).click();
    await expect(
      page.getByRole('group', { name: `Dinner, ${after.label}` }).getByText('Skipped', { exact: true }),
    ).toBeVisible();
  });

  test('the pass shows the QR of the meal being served, and again without a connection @smoke', async ({
    page,
    context,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    await serveLunchAllDay(request, baseURL!);
    const name = await newMember(page, baseURL!);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Show my meal pass' }).click();
    const pass = page.getByRole('article', { name: 'Lunch' });
    await expect(pass.getByRole('img', { name: /^Meal pass QR code: Lunch/ })).toBeVisible();
    await expect(pass.getByText(name)).toBeVisible();
    await expect(pass.getByText(/^Valid until \d\d:\d\d$/)).toBeVisible();
    const box = await pass.getByRole('img', { name: /^Meal pass QR code/ }).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(240);
    // The code to type when the counter's camera fails: 6 characters without look-alikes, in two groups.
    const shortCode = pass.getByTestId('meal-pass-short-code');
    await expect(shortCode).toHaveText(/^[0-9A-HJKMNP-TV-Z]{3} [0-9A-HJKMNP-TV-Z]{3}$/);
    const code = (await shortCode.textContent()) ?? '';
    await expectNoSideScroll(page);
    await axe(AXE);

    // No network at all: back to the dashboard and forward again, inside the page.
    await context.setOffline(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Today’s menu' })).toBeVisible();
    await page.goForward();
    await expect(pass.getByRole('img', { name: /^Meal pass QR code: Lunch/ })).toBeVisible();
    await context.setOffline(false);

    // A weak connection: the page loads but the menu and pass calls fail; the pass kept on the device shows.
    await page.route('**/api/menu**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(pass.getByText('Saved on this device')).toBeVisible();
    await expect(pass.getByRole('img', { name: /^Meal pass QR code: Lunch/ })).toBeVisible();
    await expect(pass.getByTestId('meal-pass-short-code')).toHaveText(code);
    await axe(AXE);
  });
});
