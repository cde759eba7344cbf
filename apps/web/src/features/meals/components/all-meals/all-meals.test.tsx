import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMeal } from '@/testing/fixtures';
import { callsTo, json, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const meals = (count: number, prefix = 'Meal') =>
  Array.from({ length: count }, (_, i) =>
    makeMeal({ _id: `${prefix}-${i}`, title: `${prefix} ${i}`, price: 100 + i }),
  );

const lastQuery = (fetchMock: ReturnType<typeof mockApi>) => {
  const calls = callsTo(fetchMock, 'GET', '/api/meals');
  return new URL(String(calls.at(-1)?.[0]), 'http://localhost').searchParams;
};

describe('All Meals (/meals)', { timeout: 20_000 }, () => {
  it('says by which ingredient a result matched when its title does not match the search', async () => {
    mockApi({
      'GET /api/meals': () =>
        json({
          meals: [
            makeMeal({ _id: 'm1', title: 'Chicken Biryani', ingredients: 'Rice, chicken, spices' }),
            makeMeal({ _id: 'm2', title: 'Morog Polao', ingredients: 'Rice, Chicken thighs, ghee' }),
          ],
          total: 2,
          page: 1,
          limit: 30,
        }),
    });
    renderApp('/meals?search=chick');
    const polao = (await screen.findByText('Morog Polao')).closest('article') as HTMLElement;
    expect(within(polao).getByText('Matches: Chicken thighs (ingredient)')).toBeInTheDocument();
    const biryani = screen.getByText('Chicken Biryani').closest('article') as HTMLElement;
    expect(within(biryani).queryByText(/^Matches:/)).not.toBeInTheDocument();
  });

  it('shows the cards and enables Next only after a full page of 30', async () => {
    const fetchMock = mockApi({
      'GET /api/meals': ({ url }: MockRequest) =>
        json({
          meals: url.searchParams.get('page') === '2' ? meals(4, 'Second') : meals(30),
          total: 34,
          page: 1,
          limit: 30,
        }),
    });
    const { user, router } = renderApp('/meals');

    expect(await screen.findByRole('heading', { name: 'Meal 0' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.getAllByText('Tk. 100')[0]).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const query = lastQuery(fetchMock);
    expect([query.get('limit'), query.get('page'), query.get('minPrice'), query.get('maxPrice')]).toEqual([
      '30',
      '1',
      '0',
      '1000',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Second 0' })).toBeInTheDocument();
    expect(router.location?.search).toBe('?page=2');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    // Only 4 came back: Next is disabled.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('disables Next when fewer than 30 meals come back', async () => {
    mockApi({ 'GET /api/meals': () => json({ meals: meals(29), total: 29, page: 1, limit: 30 }) });
    renderApp('/meals');
    await screen.findByRole('heading', { name: 'Meal 0' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reads the filters from the URL and writes changes back (debounced search, category)', async () => {
    const fetchMock = mockApi({
      'GET /api/meals': () => json({ meals: meals(3), total: 3, page: 1, limit: 30 }),
    });
    const { user, router } = renderApp('/meals?search=egg&category=Breakfast&minPrice=50&page=3');

    await screen.findByRole('heading', { name: 'Meal 0' });
    expect(screen.getByPlaceholderText('Search by title...')).toHaveValue('egg');
    expect(screen.getByLabelText('Category')).toHaveValue('Breakfast');
    expect(screen.getByLabelText('Min price (Tk.)')).toHaveValue(50);
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    let query = lastQuery(fetchMock);
    expect([query.get('search'), query.get('category'), query.get('minPrice'), query.get('page')]).toEqual([
      'egg',
      'Breakfast',
      '50',
      '3',
    ]);

    await user.selectOptions(screen.getByLabelText('Category'), 'Lunch');
    await waitFor(() => expect(router.location?.search).toBe('?search=egg&category=Lunch&minPrice=50'));

    const search = screen.getByPlaceholderText('Search by title...');
    await user.clear(search);
    await user.type(search, 'biry');
    await waitFor(() => expect(router.location?.search).toBe('?search=biry&category=Lunch&minPrice=50'));
    await waitFor(() => expect(lastQuery(fetchMock).get('search')).toBe('biry'));
    query = lastQuery(fetchMock);
    expect(query.get('page')).toBe('1');
  });

  it('checks the price range: min at least 0, max at least min, with inline messages', async () => {
    const fetchMock = mockApi({
      'GET /api/meals': () => json({ meals: meals(3), total: 3, page: 1, limit: 30 }),
    });
    const { user, router } = renderApp('/meals');
    await screen.findByRole('heading', { name: 'Meal 0' });
    const min = screen.getByLabelText('Min price (Tk.)');
    const max = screen.getByLabelText('Max price (Tk.)');
    expect(min).toHaveValue(0);
    expect(max).toHaveValue(1000);

    await user.clear(min);
    await user.type(min, '-5');
    expect(screen.getByText('Price must be 0 or more')).toBeInTheDocument();
    expect(min).toHaveAttribute('aria-invalid', 'true');

    await user.clear(min);
    await user.type(min, '500');
    await waitFor(() => expect(router.location?.search).toBe('?minPrice=500'));
    // Each keystroke below leaves the range invalid (1, 10, 100 are all under 500), however long the pauses
    // between keys: the typed-over value is replaced, never emptied first.
    const replaceMax = (value: string) =>
      user.type(max, value, {
        initialSelectionStart: 0,
        initialSelectionEnd: (max as HTMLInputElement).value.length,
      });
    await replaceMax('100');
    expect(max).toHaveValue(100);
    expect(screen.queryByText('Price must be 0 or more')).not.toBeInTheDocument();
    expect(screen.getByText('Max price must be at least the min price')).toBeInTheDocument();
    expect(max).toHaveAccessibleDescription('Max price must be at least the min price');
    // An invalid range never reaches the URL or the server.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.location?.search).toBe('?minPrice=500');
    const asked = callsTo(fetchMock, 'GET', '/api/meals').map(([input]) => String(input));
    expect(asked.filter((url) => /maxPrice=(1|10|100)&/.test(url))).toEqual([]);

    await replaceMax('800');
    expect(screen.queryByText('Max price must be at least the min price')).not.toBeInTheDocument();
    await waitFor(() => expect(router.location?.search).toBe('?minPrice=500&maxPrice=800'));
  });

  it('has an empty state and an error state', async () => {
    mockApi({ 'GET /api/meals': () => json({ meals: [], total: 0, page: 1, limit: 30 }) });
    const first = renderApp('/meals');
    expect(await screen.findByText('No meal found.', {}, { timeout: 8000 })).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/meals': () => json({ error: { code: 'INTERNAL', message: 'Boom' } }, 500) });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/meals');
    expect(await screen.findByText('Could not load meal data.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    spy.mockRestore();
  }, 15_000);
});
