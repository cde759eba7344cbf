import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMeal, sessionFor, testUser } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

const meal = makeMeal({ _id: 'meal-bn', title: 'Masala Omelette', likes: 8, reviews_count: 1 });
const review = {
  _id: 'r-1',
  mealId: meal._id,
  userId: 'someone-else',
  userName: 'Nusrat Jahan',
  userPhoto: null,
  rating: 4,
  content: 'Fluffy and well seasoned.',
  time: new Date(Date.now() - 3 * 3600_000).toISOString(),
};

inBangla();

describe('Meal Details in Bangla', { timeout: 20_000 }, () => {
  it('shows the meal and its reviews in Bangla', async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      [`GET /api/meals/${meal._id}`]: () => json(meal),
      [`GET /api/meals/${meal._id}/reviews`]: () => json({ reviews: [review], total: 1, page: 1, limit: 20 }),
    });
    renderApp(`/mealdetails/${meal._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Masala Omelette' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'উপকরণ' })).toBeInTheDocument();
    expect(screen.getByText('৮টি লাইক')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'মিল অনুরোধ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'রিভিউ (১)' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Nusrat Jahan-এর রিভিউ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'রিভিউ জমা দিন' })).toBeInTheDocument();
    expect(screen.queryByText('Request Meal')).not.toBeInTheDocument();
  });
});
