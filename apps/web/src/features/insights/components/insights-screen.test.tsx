import { INSIGHTS_MESSAGES, INSIGHTS_SERIES, type InsightsResponse } from '@messhall/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayInZone } from '@/lib/hostel-day';
import { installResizeObserver } from '@/testing/fake-resize-observer';
import { sessionFor, testAdmin } from '@/testing/fixtures';
import { busyInsights, emptyInsights } from '@/testing/insights-fixtures';
import { shiftDate, ZONE } from '@/testing/menu-fixtures';
import { callsTo, json, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const asAdmin = { 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) };
const today = () => dayInZone(new Date(), ZONE);
const rangeOf = ({ url }: MockRequest) =>
  [url.searchParams.get('from')!, url.searchParams.get('to')!] as const;

/** Serves `answer(from, to)` for whatever range the screen asks. */
function serveInsights(answer: (from: string, to: string) => InsightsResponse) {
  installResizeObserver();
  return mockApi({
    ...asAdmin,
    'GET /api/admin/insights': (request) => json(answer(...rangeOf(request))),
  });
}

const card = (title: string) => screen.findByRole('region', { name: title });

describe('Insights', () => {
  it("opens on the last 30 days ending the hostel's today, and a preset puts its range in the address", async () => {
    const fetchMock = serveInsights((from, to) => busyInsights(from, to));
    const { router, user } = renderApp('/admin/insights');

    const requests = await card('Requests per day');
    expect(callsTo(fetchMock, 'GET', '/api/admin/insights')[0]![0]).toBe(
      `/api/admin/insights?from=${shiftDate(today(), -29)}&to=${today()}`,
    );
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'true');
    // The chart is one image to assistive technology, named; its numbers are in the table. It draws once its
    // container's width arrives, an animation frame after the card, so it is awaited.
    expect(
      await within(requests).findByRole('img', { name: /^Bar chart of meal requests per day/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Last 7 days' }));
    const week = `?from=${shiftDate(today(), -6)}&to=${today()}`;
    await waitFor(() => expect(router.location?.search).toBe(week));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/admin/insights').at(-1)![0]).toBe(`/api/admin/insights${week}`),
    );
    expect(await screen.findByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText('From')).toHaveValue(shiftDate(today(), -6));
  });

  it('shows the range its address names, takes a custom one into the address and shows the server’s 400', async () => {
    const message = `to: ${INSIGHTS_MESSAGES.insightsRangeTooLong} (querystring)`;
    const fetchMock = mockApi({
      ...asAdmin,
      'GET /api/admin/insights': (request) => {
        const [from, to] = rangeOf(request);
        if (from < '2025-01-01') return json({ error: { code: 'VALIDATION_FAILED', message } }, 400);
        return json(busyInsights(from, to));
      },
    });
    installResizeObserver();
    const { router, user } = renderApp('/admin/insights?from=2026-03-01&to=2026-03-10');

    expect(await screen.findByText('From Sun 1 Mar to Tue 10 Mar (Asia/Dhaka)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/insights')[0]![0]).toBe(
      '/api/admin/insights?from=2026-03-01&to=2026-03-10',
    );
    for (const preset of ['Last 7 days', 'Last 30 days', 'Last 90 days']) {
      expect(screen.getByRole('link', { name: preset })).not.toHaveAttribute('aria-current');
    }

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.location?.search).toBe('?from=2024-01-01&to=2026-03-10'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Requests per day' })).not.toBeInTheDocument();
  });

  it('says in words how each total compares with the days before', async () => {
    // 30 days of the fixture make 540 requests, $140.00 from 4 payments, 17 reviews and 3,330 meals served.
    const cases: Array<[Partial<InsightsResponse['previousTotals']>, string]> = [
      [{ requests: 450 }, '540 requests, up 20 % on the 30 days before.'],
      [{ requests: 600 }, '540 requests, down 10 % on the 30 days before.'],
      [{ requests: 540 }, '540 requests, the same as the 30 days before.'],
      [{}, '540 requests, none in the 30 days before.'],
    ];
    for (const [previous, sentence] of cases) {
      serveInsights((from, to) => busyInsights(from, to, previous));
      const { unmount } = renderApp('/admin/insights');
      expect(within(await card('Requests per day')).getByText(sentence)).toBeInTheDocument();
      unmount();
    }

    serveInsights((from, to) => busyInsights(from, to, { revenueCents: 20000, reviews: 34, served: 3330 }));
    renderApp('/admin/insights');
    expect(
      within(await card('Revenue per month')).getByText(
        /^\$140\.00 from 4 payments, down 30 % on the 30 days before\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(await card('Review stars')).getByText(
        '17 reviews, down 50 % on the 30 days before; average 3.7 stars; 2 without stars.',
      ),
    ).toBeInTheDocument();
    expect(
      within(await card('Meal service')).getByText(
        '3,330 of 3,600 expected meals served (93 %), 180 skips; served the same as the 30 days before.',
      ),
    ).toBeInTheDocument();
    expect(
      within(await card('Top meals')).getByText('Best rated: Meal 1, 4.8 stars from 12 starred reviews.'),
    ).toBeInTheDocument();
  });

  it('says a range without activity is empty, chart by chart, and draws nothing', async () => {
    serveInsights((from, to) => emptyInsights(from, to));
    renderApp('/admin/insights');
    const expected: Array<[string, string]> = [
      ['Requests per day', 'No requests in this range.'],
      ['Revenue per month', 'No payments in this range.'],
      ['Active members', 'No active members in this range.'],
      ['Top meals', 'No starred reviews in this range.'],
      ['Review stars', 'No reviews in this range.'],
      ['Meal service', 'No meals expected in this range.'],
    ];
    for (const [title, sentence] of expected) {
      const region = await card(title);
      expect(within(region).getByText(sentence)).toBeInTheDocument();
      expect(within(region).queryByRole('img')).not.toBeInTheDocument();
      expect(within(region).queryByText('Show the numbers')).not.toBeInTheDocument();
    }
  });

  it("tables hold the answer's numbers, and every CSV link carries the range", async () => {
    let answer: InsightsResponse | undefined;
    serveInsights((from, to) => (answer = busyInsights(from, to, { requests: 1 })));
    const { user } = renderApp('/admin/insights?from=2026-02-26&to=2026-03-03');

    const requests = await card('Requests per day');
    await user.click(within(requests).getByText('Show the numbers'));
    const table = within(requests).getByRole('table', { name: 'Requests per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.lastChild?.textContent),
      ),
    ).toEqual(
      answer!.requestsPerDay.map((day) =>
        [day.delivered, day.pending, day.cancelled, day.delivered + day.pending + day.cancelled].map(String),
      ),
    );
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Thu 26 Feb');

    const stars = await card('Review stars');
    await user.click(within(stars).getByText('Show the numbers'));
    const starRows = within(within(stars).getByRole('table')).getAllByRole('row').slice(1);
    expect(starRows.map((row) => row.textContent)).toEqual([
      '5 starsReviews5',
      '4 starsReviews4',
      '3 starsReviews3',
      '2 starsReviews2',
      '1 starReviews1',
      'Without starsReviews2',
    ]);

    const range = 'from=2026-02-26&to=2026-03-03';
    const csv = screen.getAllByRole('link', { name: /^Download CSV of / });
    expect(csv.map((link) => link.getAttribute('href'))).toEqual(
      // Every series but the row-by-row exports, in the page's order.
      INSIGHTS_SERIES.filter((series) => series !== 'requests' && series !== 'payments').map(
        (series) => `/api/admin/insights.csv?${range}&series=${series}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Requests' })).toHaveAttribute(
      'href',
      `/api/admin/insights.csv?${range}&series=requests`,
    );
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      `/api/admin/insights.csv?${range}&series=payments`,
    );
  });

  it('switches the top list between ratings, likes, requests and the worst rated', async () => {
    serveInsights((from, to) => busyInsights(from, to));
    const { user } = renderApp('/admin/insights');
    const top = await card('Top meals');
    await user.click(within(top).getByRole('radio', { name: 'Most liked' }));
    expect(within(top).getByText('Most liked: Meal 2, 14 likes.')).toBeInTheDocument();
    await user.click(within(top).getByRole('radio', { name: 'Worst rated' }));
    expect(
      within(top).getByText('Lowest rated: Meal 4, 2.1 stars from 5 starred reviews.'),
    ).toBeInTheDocument();
    expect(
      await within(top).findByRole('img', { name: /^Bar chart of the worst rated meals/ }),
    ).toBeInTheDocument();
  });
});
