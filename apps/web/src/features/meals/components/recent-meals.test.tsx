import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMeal } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Home: recent meals', () => {
  it('asks for the 12 most recent meals and shows them as cards', async () => {
    const meals = Array.from({ length: 6 }, (_, i) =>
      makeMeal({ _id: `m${i}`, title: `Meal ${i}`, price: 120 + i, rating: i === 0 ? 4.5 : 3 }),
    );
    const fetchMock = mockApi({ 'GET /api/meals': () => json({ meals, total: 6, page: 1, limit: 12 }) });
    renderApp('/');

    const section = (await screen.findByRole('heading', { name: 'Recent Meals' })).closest(
      'section',
    ) as HTMLElement;
    const first = (await within(section).findByRole('heading', { name: 'Meal 0' })).closest(
      'article',
    ) as HTMLElement;

    expect(within(first).getByText('4.5 / 5')).toBeInTheDocument();
    expect(within(first).getByText('৳120')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/mealdetails/m0',
    );
    const image = within(first).getByRole('img', { name: 'Meal 0' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(within(section).getByRole('img', { name: 'Meal 5' })).toHaveAttribute('loading', 'lazy');

    const [call] = callsTo(fetchMock, 'GET', '/api/meals');
    const url = new URL(String(call?.[0]), 'http://localhost');
    expect(url.searchParams.get('limit')).toBe('12');
    expect(url.searchParams.get('sort')).toBe('recent');
  });

  it('fails silently: the error is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/meals': () => json({ error: { code: 'INTERNAL', message: 'Boom' } }, 500) });
    renderApp('/');

    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
