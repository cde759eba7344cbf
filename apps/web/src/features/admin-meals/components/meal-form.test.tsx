import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMeal, sessionFor, testAdmin } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const IMAGE_URL = '/api/images/3f0c2b1a-1111-4222-8333-444455556666';
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'meal.png', { type: 'image/png' });

function adminApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/get-session': () => json(sessionFor(testAdmin)),
    'POST /api/uploads': () => json({ data: { url: IMAGE_URL } }, 201),
    ...routes,
  });
}

async function openAddMeal() {
  const app = renderApp('/admin/addmeal');
  await screen.findByRole('heading', { level: 1, name: 'Add Meal' });
  return app;
}

async function fillTextFields(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Khichuri Special');
  await user.selectOptions(screen.getByLabelText('Category'), 'Lunch');
  await user.type(screen.getByLabelText('Ingredients'), 'Rice, lentils');
  await user.type(screen.getByLabelText('Description'), 'Rainy-day comfort food.');
  await user.type(screen.getByLabelText('Price (Tk.)'), '85.5');
  fireEvent.input(screen.getByLabelText('Post Time'), { target: { value: '2026-11-21T12:30' } });
}

describe('Add Meal form', () => {
  it('shows the spec messages for an empty form and sends nothing', async () => {
    const fetchMock = adminApi();
    const { user } = await openAddMeal();

    await user.click(screen.getByRole('button', { name: 'Add Meal' }));

    const expected: Array<[string, string]> = [
      ['Title', 'Title is required'],
      ['Category', 'Category is required'],
      ['Image', 'Please upload an image first.'],
      ['Ingredients', 'Ingredients are required'],
      ['Description', 'Description is required'],
      ['Price (Tk.)', 'Price is required'],
      ['Post Time', 'Post time is required'],
    ];
    for (const [label, message] of expected) {
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
    }
    // The image rule is an alert too (a toast), besides the inline message.
    await waitFor(() => expect(screen.getAllByText('Please upload an image first.')).toHaveLength(2));
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(callsTo(fetchMock, 'POST', '/api/meals')).toHaveLength(0);
  });

  it('shows the signed-in admin as the read-only distributor', async () => {
    adminApi();
    await openAddMeal();
    expect(screen.getByLabelText('Distributor Name')).toHaveValue('Meal Admin');
    expect(screen.getByLabelText('Distributor Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Distributor Email')).toHaveValue('admin@hostel.test');
  });

  it('refuses to save without an uploaded image: "Please upload an image first."', async () => {
    const fetchMock = adminApi();
    const { user } = await openAddMeal();
    await fillTextFields(user);

    await user.click(screen.getByRole('button', { name: 'Add Meal' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
        expect.stringContaining('Please upload an image first.'),
      ),
    );
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/meals')).toHaveLength(0);
  });

  it("says 'Must be positive' for a negative price", async () => {
    adminApi();
    const { user } = await openAddMeal();
    await user.type(screen.getByLabelText('Price (Tk.)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(await screen.findByText('Must be positive')).toBeInTheDocument();
  });

  it('uploads the image, previews it, sends the meal with an ISO post time, its diet tags and allergens, and resets', async () => {
    const fetchMock = adminApi({
      'POST /api/meals': ({ body }) => json(makeMeal({ _id: 'new-meal', ...(body as object) }), 201),
    });
    const { user } = await openAddMeal();
    await fillTextFields(user);

    await user.upload(screen.getByLabelText('Image'), png());
    expect(await screen.findByRole('img', { name: 'Preview of the meal image' })).toHaveAttribute(
      'src',
      IMAGE_URL,
    );
    const [uploadCall] = callsTo(fetchMock, 'POST', '/api/uploads');
    expect((uploadCall?.[1]?.body as FormData).get('image')).toBeInstanceOf(File);
    // Chips, not free text: the chosen ones are sent in the lists' own order.
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cereals containing gluten' }));

    await user.click(screen.getByRole('button', { name: 'Add Meal' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/meals')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/meals')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Khichuri Special',
      category: 'Lunch',
      image: IMAGE_URL,
      ingredients: 'Rice, lentils',
      description: 'Rainy-day comfort food.',
      price: 85.5,
      postTime: new Date('2026-11-21T12:30').toISOString(),
      dietTags: ['vegetarian'],
      allergens: ['gluten', 'peanuts'],
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
    expect(screen.queryByRole('img', { name: 'Preview of the meal image' })).not.toBeInTheDocument();
  });

  it("says 'Image upload failed. Please try again.' when the upload is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = adminApi({
      'POST /api/uploads': () =>
        json({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Not an image' } }, 415),
    });
    const { user } = await openAddMeal();
    await user.upload(screen.getByLabelText('Image'), png());
    await waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
        expect.stringContaining('Image upload failed. Please try again.'),
      ),
    );
    expect(screen.queryByRole('img', { name: 'Preview of the meal image' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/uploads')).toHaveLength(1);
  });
});

describe('Add Upcoming Meal form', () => {
  async function openModal() {
    const fetchMock = adminApi({ 'GET /api/upcoming': () => json([]) });
    const app = renderApp('/admin/upcomingmealsadmin');
    await screen.findByText('No upcoming meals found.');
    await app.user.click(screen.getByRole('button', { name: 'Add Upcoming Meal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Upcoming Meal' });
    return { ...app, fetchMock, dialog };
  }

  it("asks for an image ('Please upload an image.') and a publish date that is not in the past", async () => {
    const { user, dialog, fetchMock } = await openModal();
    // The form is a chunk of its own, loaded when the modal opens.
    const publishDate = await within(dialog).findByLabelText('Publish Date');
    expect(within(dialog).queryByLabelText('Post Time')).not.toBeInTheDocument();
    fireEvent.input(publishDate, {
      target: { value: '2020-01-01T10:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Upcoming Meal' }));

    expect(await within(dialog).findByText('Please upload an image.')).toBeInTheDocument();
    expect(within(dialog).getByText('Publish date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/upcoming')).toHaveLength(0);
  });
});

describe('Add Upcoming Meal form: diet tags and allergens', () => {
  it('sends the chosen tags and allergens with the planned meal', async () => {
    const fetchMock = adminApi({
      'GET /api/upcoming': () => json([]),
      'POST /api/upcoming': ({ body }) =>
        json(
          {
            ...makeMeal({ _id: 'up-1', status: 'upcoming', ...(body as object) }),
            trustedLikes: 0,
            published: false,
          },
          201,
        ),
    });
    const { user } = renderApp('/admin/upcomingmealsadmin');
    await screen.findByText('No upcoming meals found.');
    await user.click(screen.getByRole('button', { name: 'Add Upcoming Meal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Upcoming Meal' });
    const inDialog = within(dialog);

    await user.type(await inDialog.findByLabelText('Title'), 'Pad Thai');
    await user.selectOptions(inDialog.getByLabelText('Category'), 'Dinner');
    await user.upload(inDialog.getByLabelText('Image'), png());
    await inDialog.findByRole('img', { name: 'Preview of the meal image' });
    await user.type(inDialog.getByLabelText('Ingredients'), 'Rice noodles, peanuts, egg');
    await user.type(inDialog.getByLabelText('Description'), 'Street-style.');
    await user.type(inDialog.getByLabelText('Price (Tk.)'), '140');
    fireEvent.input(inDialog.getByLabelText('Publish Date'), { target: { value: '2099-01-01T12:00' } });
    await user.click(inDialog.getByRole('checkbox', { name: 'Spicy' }));
    await user.click(inDialog.getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(inDialog.getByRole('checkbox', { name: 'Eggs' }));
    await user.click(inDialog.getByRole('button', { name: 'Add Upcoming Meal' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/upcoming')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/upcoming')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Pad Thai',
      dietTags: ['spicy'],
      allergens: ['eggs', 'peanuts'],
    });
  });
});
