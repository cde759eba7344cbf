import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMeal, makeMealRequest, sessionFor, testUser } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

const request = makeMealRequest(
  makeMeal({ _id: 'meal-1', title: 'Beef Tehari', likes: 12, reviews_count: 3 }),
);

// The dashboard's and the requests' catalogues are in the rest of the Bangla messages.
inBangla();

describe('My Requested Meals in Bangla', { timeout: 20_000 }, () => {
  it('names the screen, the columns and the actions in Bangla, with counts in Bangla digits', async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      'GET /api/requests': () =>
        json({ requests: [{ ...request, status: 'pending' }], total: 1, page: 1, limit: 100 }),
    });
    renderApp('/dashboard/requestedmeals');
    expect(await screen.findByRole('heading', { level: 2, name: 'আমার অনুরোধ করা মিল' })).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers).toEqual(['শিরোনাম', 'লাইক', 'রিভিউ', 'অবস্থা', 'কাজ']);
    // Each cell carries its column's name too, shown on phones where a row is a card.
    const cells = screen.getAllByRole('cell').map((td) => td.textContent);
    expect(cells.slice(0, 2)).toEqual(['লাইক১২', 'রিভিউ৩']);
    expect(screen.getByRole('button', { name: 'Beef Tehari-এর অনুরোধ বাতিল করুন' })).toBeInTheDocument();
  });
});
