import type { Meal } from '@messhall/shared';
import type { Page } from '@playwright/test';
import { ADMIN, expect, expectNoSideScroll, signIn, test } from './fixtures';
import { newMember } from './menu-helpers';

// Diet tags and allergens (docs/product/rules.md#diet-and-allergens, decision 0039): a student's diet profile,
// the marks and warnings it brings, the /meals filters and the request of a meal they avoid; an admin's chips.

// sonner's error toast is styled in app/toaster.tsx, not by these screens (see admin-meals.spec.ts).
const AXE = { exclude: ['[data-sonner-toaster]'] };

// A real 1×1 PNG: the server decodes every upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A published demo meal that contains peanuts, as the API lists it. */
async function mealWithPeanuts(page: Page): Promise<Meal> {
  const response = await page.request.get('/api/meals', { params: { search: 'peanut', limit: 30 } });
  expect(response.ok()).toBe(true);
  const { meals } = (await response.json()) as { meals: Meal[] };
  const meal = meals.find((candidate) => candidate.allergens.includes('peanuts'));
  expect(meal, 'a demo meal with peanuts').toBeTruthy();
  return meal!;
}

test.describe('diet and allergens', () => {
  test('a student avoids peanuts: warned on the meal, filters it away, confirms before requesting it @smoke', async ({
    page,
    baseURL,
    axe,
    consoleErrors,
  }) => {
    test.slow();
    await newMember(page, baseURL!);
    const meal = await mealWithPeanuts(page);
    const warning = 'Contains peanuts — you avoid peanuts';

    // My Diet: the profile, saved.
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Diet' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'My Diet' })).toBeVisible();
    const avoid = page.getByRole('group', { name: 'Allergens I avoid' });
    await expect(avoid.getByRole('checkbox')).toHaveCount(14);
    await avoid.getByRole('checkbox', { name: 'Peanuts' }).check();
    await page.getByRole('group', { name: 'My diet' }).getByRole('checkbox', { name: 'Halal' }).check();
    await expectNoSideScroll(page);
    await axe(AXE);
    await page.getByRole('button', { name: 'Save my diet' }).click();
    await expect(page.getByText('Your diet is saved.')).toBeVisible();
    await page.reload();
    await expect(avoid.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();

    // Every list of meals marks them the same way: Home's rows, the upcoming meals and the menu.
    for (const path of ['/', '/upcomingmeals', '/menu']) {
      await page.goto(path);
      await expect(page.getByRole('list', { name: 'Diet' }).first()).toBeVisible();
      await expectNoSideScroll(page);
      await axe(AXE);
    }
    await page.goto('/');
    await expect(page.getByText(warning).first()).toBeVisible();

    // /meals: the card says it, in words, beside its diet tags.
    await page.goto(`/meals?search=${encodeURIComponent(meal.title)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: meal.title }) });
    await expect(card.getByText(warning)).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Details' })).toHaveAccessibleDescription(
      new RegExp(warning),
    );
    await expectNoSideScroll(page);
    await axe(AXE);

    // "Hide meals I can't eat" adds what the student avoids to the address and the list leaves the meal out.
    await page.getByRole('checkbox', { name: "Hide meals I can't eat" }).check();
    await expect(page).toHaveURL(/[?&]avoid=peanuts(&|$)/);
    await expect(page.getByText('No meal found.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Without allergens (1)')).toBeVisible();
    await axe(AXE);
    await page.getByRole('checkbox', { name: "Hide meals I can't eat" }).uncheck();
    await expect(card).toBeVisible();

    // The meal's page: its tags, what it contains, the warning; requesting asks first.
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
    const diet = page.getByRole('region', { name: 'Diet and allergens' });
    await expect(diet.getByRole('paragraph').filter({ hasText: /^Contains:/ })).toContainText('Peanuts');
    await expect(diet.getByText(warning)).toBeVisible();
    await expectNoSideScroll(page);
    await axe(AXE);

    await page.getByRole('button', { name: 'Request Meal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Request a meal you avoid?' });
    await expect(confirm).toContainText(`${warning}. Request ${meal.title} anyway?`);
    await axe(AXE);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Request Meal' }).click();
    await confirm.getByRole('button', { name: 'Request anyway' }).click();
    await expect(page.getByText('Meal request submitted')).toBeVisible();
    await page.goto('/dashboard/requestedmeals');
    await expect(page.getByRole('row', { name: new RegExp(meal.title) })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an admin sets diet tags and allergens in Add Meal; the meal page lists them', async ({
    page,
    baseURL,
    axe,
  }) => {
    test.slow();
    await signIn(page.request, baseURL!, ADMIN);
    const title = `E2E Peanut Noodles ${Date.now().toString(36)}`;

    await page.goto('/admin/addmeal');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption('Dinner');
    await page.getByLabel('Ingredients').fill('Noodles, peanuts, soy sauce, egg');
    await page.getByLabel('Description').fill('Wok-tossed noodles.');
    await page.getByLabel('Price (Tk.)').fill('120');
    await page.getByLabel('Post Time').fill('2026-11-20T12:00');
    await page.getByLabel('Image').setInputFiles({ name: 'meal.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of the meal image' })).toBeVisible();
    const tags = page.getByRole('group', { name: 'Diet tags' });
    await tags.getByRole('checkbox', { name: 'Halal' }).check();
    await tags.getByRole('checkbox', { name: 'Spicy' }).check();
    const allergens = page.getByRole('group', { name: 'Allergens it contains' });
    for (const name of ['Peanuts', 'Soybeans', 'Eggs', 'Cereals containing gluten'])
      await allergens.getByRole('checkbox', { name }).check();
    await axe(AXE);
    await page.getByRole('button', { name: 'Add Meal', exact: true }).click();
    await expect(page.getByText('Meal added successfully!')).toBeVisible();
    await expect(tags.getByRole('checkbox', { name: 'Halal' })).not.toBeChecked();

    const listed = await page.request.get('/api/meals', { params: { search: title } });
    const [meal] = ((await listed.json()) as { meals: Meal[] }).meals;
    expect(meal).toMatchObject({
      dietTags: ['halal', 'spicy'],
      allergens: ['gluten', 'eggs', 'peanuts', 'soybeans'],
    });

    await page.goto(`/mealdetails/${meal!._id}`);
    const diet = page.getByRole('region', { name: 'Diet and allergens' });
    await expect(diet.getByRole('list', { name: 'Diet' })).toHaveText(/Halal\s*Spicy/);
    await expect(diet.getByRole('paragraph').filter({ hasText: /^Contains:/ })).toHaveText(
      'Contains: Cereals containing gluten, Eggs, Peanuts, and Soybeans',
    );

    // Update Meal loads them.
    await page.goto(`/admin/updatemeal/${meal!._id}`);
    await expect(
      page.getByRole('group', { name: 'Diet tags' }).getByRole('checkbox', { name: 'Spicy' }),
    ).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Allergens it contains' }).getByRole('checkbox', { name: 'Eggs' }),
    ).toBeChecked();
    await expectNoSideScroll(page);

    const removed = await page.request.delete(`/api/meals/${meal!._id}`, { headers: { origin: baseURL! } });
    expect(removed.ok(), await removed.text()).toBe(true);
  });
});
