import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';

// docs/product/screens-and-routes.md: Create Account, Login, route protection, Manage Users, Admin Profile; docs/product/states.md#sign-up-and-google-flows;
// docs/product/texts-and-errors.md#login-and-account. Against the built app and a fresh database (playwright.config.ts).

/** A 1x1 PNG: enough for the upload, which re-encodes it to WebP. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const PASSWORD = 'Student#123';
let counter = 0;

interface Account {
  name: string;
  email: string;
  password: string;
}

function newAccount(name: string): Account {
  counter += 1;
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
  return { name, email: `${slug}.${Date.now()}.${counter}@hostel.test`, password: PASSWORD };
}

/** Creates an account through the API, in a request context of its own (the browser stays signed out). */
async function createAccount(request: APIRequestContext, name: string): Promise<Account> {
  const account = newAccount(name);
  const res = await request.post('/api/auth/sign-up/email', { data: account });
  expect(res.ok(), await res.text()).toBe(true);
  return account;
}

/** Signs the browser in without the UI: page.request shares the browser context's cookies. */
async function signInAs(page: Page, { email, password }: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function logInWithForm(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('sign up with a photo, see it in the top bar, log out and log back in', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('Nadia Islam');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

  await page.getByLabel('Your Name').fill(account.name);
  await page
    .getByLabel('Profile Picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(page.getByTestId('password-checklist').locator('li[data-met="true"]')).toHaveCount(5);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/$/);
  const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  const avatar = accountMenu.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/images\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await accountMenu.click();
  await expect(page.getByTestId('user-menu-name')).toHaveText(account.name);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join Us' })).toBeVisible();

  await page.goto('/login');
  await logInWithForm(page, account);
  await expect(page.getByText(`Welcome back, ${account.name}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a duplicate e-mail is explained under the sign-up form', async ({ page, request }) => {
  const existing = await createAccount(request, 'Karim Uddin');
  await page.goto('/signup');
  await page.getByLabel('Your Name').fill('Someone Else');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /already exists/i })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the login form shows the spec validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(
    page.getByText(
      'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Please enter your email first')).toBeVisible();
});

test('a signed-out visit to /dashboard goes to /login and comes back after logging in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Rahim Uddin');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

const ADMIN_NOTICE = 'That page is for administrators. Sign in with an administrator account.';

/** The admin guard's /login: the form, and above it the notice that says why the visitor is here. */
async function expectAdminNotice(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: ADMIN_NOTICE });
  await expect(notice).toBeVisible();
  const [box, form] = await Promise.all([
    notice.boundingBox(),
    page.getByRole('button', { name: 'Login', exact: true }).boundingBox(),
  ]);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(box!.y, 'the notice sits above the form').toBeLessThan(form!.y);
}

test('a user (not an admin) visiting /admin/manageusers is sent to /login and told why @smoke', async ({
  page,
  request,
  axe,
}) => {
  const account = await createAccount(request, 'Plain User');
  await signInAs(page, account);
  await page.goto('/admin/manageusers');
  await expectAdminNotice(page);
  await axe();
});

test('a signed-out visit to an admin page says it is for administrators; a plain /login does not @smoke', async ({
  page,
  axe,
}) => {
  await page.goto('/admin/allmeals');
  await expectAdminNotice(page);
  await axe();
  // Signing in as the admin from there goes on to the page asked for.
  await logInWithForm(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/allmeals$/);

  // Leave the admin page first: signed out under it, the running app itself sends the tab to /login with the
  // admin notice (rightly), and a visit to the same URL at that moment keeps that entry's state.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText(ADMIN_NOTICE)).toHaveCount(0);
});

test('the admin finds a user and promotes them; the Admin badge appears', async ({ page, request, axe }) => {
  const account = await createAccount(request, 'Promote Me');
  await signInAs(page, ADMIN);
  await page.goto('/admin/manageusers');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await axe();

  await page.getByPlaceholder('Search by username or email').fill(account.email);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(account.email)}`));
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  // Username is the row's header; what is shown, without the column name that only a phone's card shows.
  await expect(row.getByRole('cell').nth(1)).toHaveText('None', { useInnerText: true });

  await row.getByRole('button', { name: 'Make Admin' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${account.name} an admin?` });
  await expect(dialog).toBeVisible();
  await axe();
  await dialog.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('User promoted to admin!')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);

  await page.getByPlaceholder('Search by username or email').fill('no-such-person-anywhere');
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('Admin Profile shows the admin and the number of meals they added', async ({ page, axe }) => {
  await signInAs(page, ADMIN);
  const count = await page.request.get(`/api/meals/count?email=${encodeURIComponent(ADMIN.email)}`);
  const { count: expected } = (await count.json()) as { count: number };
  await page.goto('/admin/adminprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeVisible();
  await expect(page.getByText(ADMIN.email, { exact: true })).toBeVisible();
  await expect(page.getByText(`Meals added: ${expected}`)).toBeVisible();
  await axe();
});

test('forgot password: the mail lands in the dev mailbox and its link sets a new password', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Forgetful Student');
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();

  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article').filter({ hasText: account.email }).first();
  await expect(mail.getByRole('heading', { name: 'Reset your Messhall password' })).toBeVisible();
  await mail.getByRole('link', { name: /\/reset-password\?token=/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  const newPassword = 'Brand#New456';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();

  await logInWithForm(page, { email: account.email, password: account.password });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logInWithForm(page, { email: account.email, password: newPassword });
  await expect(page.getByText(`Welcome back, ${account.name}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a used or made-up reset link is explained, with a way back to Login', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New Password', { exact: true }).fill('Brand#New456');
  await page.getByLabel('Confirm New Password').fill('Brand#New456');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
});

for (const path of ['/signup', '/login']) {
  test(`${path} has no axe violations, at desktop and phone size @smoke`, async ({ page, axe }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Google is not configured on the e2e server: the button says so.
    await expect(page.getByText('Google sign-in is not configured on this server')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await axe();
  });
}

test('/dev/mailbox and /reset-password have no axe violations', async ({ page, axe }) => {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev Mailbox' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await axe();
  await page.goto('/reset-password?token=x');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await axe();
});
