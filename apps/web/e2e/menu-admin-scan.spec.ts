import { expect, expectNoSideScroll, test } from './fixtures';
import {
  AXE,
  DEFAULT_MENU_TIMES,
  hostelToday,
  lunchServedNow,
  setMenuTimes,
  signInAdmin,
  writeHeaders,
} from './menu-admin-helpers';
import { newMember } from './menu-helpers';

// The counter (decision 0035's pass and scan; screen in decision 0037). Today's lunch is made "being served
// now" through the admins' times setting, and the default times are put back afterwards.

const FORGED = 'this-is-no-messhall-pass';
const NOT_A_PASS = 'This code is not a valid Messhall meal pass.';

test('@smoke THE WHOLE FLOW: a member’s pass typed at the counter is served once, then refused; a forged code is refused', async ({
  page,
  baseURL,
  playwright,
  axe,
}) => {
  // Two sign-ins, four checks and three axe runs: longer than the default 30 s on a busy two-core machine.
  test.slow();
  // A member with an active plan, another one per screen size: a pass is served once a day.
  const login = test.info().project.name === 'phone' ? 'arif' : 'nusrat';
  await signInAdmin(page, baseURL!);
  await setMenuTimes(page.request, baseURL!, lunchServedNow());
  const member = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await member.post('/api/auth/sign-in/email', {
      data: { email: `${login}@student.messhall.test`, password: 'Student#2026' },
      headers: writeHeaders(baseURL!),
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const { user } = await (await member.get('/api/auth/get-session')).json();
    const pass = await member.get(`/api/menu/${hostelToday()}/lunch/pass`);
    expect(pass.ok(), await pass.text()).toBe(true);
    const { code } = await pass.json();

    await page.goto('/admin/scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Scan Meal Passes' })).toBeVisible();
    // The admin menu names the open section at every size: staff see where they are.
    await expect(
      page
        .getByRole('navigation', { name: 'Admin' })
        .getByText(/Scan Passes/)
        .filter({ visible: true }),
    ).toBeVisible();
    await axe(AXE);
    const result = page.getByTestId('scan-result');
    const check = async (text: string) => {
      await page.getByLabel('Pass code').fill(text);
      await page.getByRole('button', { name: 'Check pass' }).click();
    };

    await check(code);
    await expect(result).toContainText('Served');
    await expect(result).toContainText(user.name);
    await expect(result).toContainText('Lunch');
    await axe(AXE);

    await check(code);
    await expect(result).toContainText('Refused');
    await expect(result).toContainText(new RegExp(`${user.name} was already served at \\d{1,2}:\\d{2}`));

    await check(FORGED);
    await expect(result).toContainText(`Refused${NOT_A_PASS}`);
    await expect(page.getByRole('region', { name: 'Last scans' }).getByRole('listitem')).toHaveCount(3);
    await axe(AXE);
    await expectNoSideScroll(page);
  } finally {
    await member.dispose();
    await setMenuTimes(page.request, baseURL!, DEFAULT_MENU_TIMES);
  }
});

test('a member reads out the short code under their QR; the admin types it as heard and the member is served', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  test.slow();
  await signInAdmin(page, baseURL!);
  await setMenuTimes(page.request, baseURL!, lunchServedNow());
  const phone = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const memberPage = await phone.newPage();
    const name = await newMember(memberPage, baseURL!);
    await memberPage.goto('/pass');
    const shown = memberPage.getByRole('article', { name: 'Lunch' }).getByTestId('meal-pass-short-code');
    await expect(shown).toHaveText(/^[0-9A-HJKMNP-TV-Z]{3} [0-9A-HJKMNP-TV-Z]{3}$/);
    const code = (await shown.textContent())!;

    await page.goto('/admin/scan');
    const result = page.getByTestId('scan-result');
    // Typed as heard: lower case, a dash between the groups.
    await page.getByLabel('Pass code').fill(code.replace(' ', '-').toLowerCase());
    await page.getByRole('button', { name: 'Check pass' }).click();
    await expect(result).toContainText('Served');
    await expect(result).toContainText(name);
    await expect(result).toContainText('Lunch');
    await axe(AXE);

    await page.getByLabel('Pass code').fill(code);
    await page.getByRole('button', { name: 'Check pass' }).click();
    await expect(result).toContainText('Refused');
    await expect(result).toContainText(new RegExp(`${name} was already served at \\d{1,2}:\\d{2}`));
  } finally {
    await phone.close();
    await setMenuTimes(page.request, baseURL!, DEFAULT_MENU_TIMES);
  }
});
