import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayInZone } from '@/lib/hostel-day';
import { FakeEventSource } from '@/testing/fake-event-source';
import { sessionFor, testAdmin } from '@/testing/fixtures';
import { forecastAnswer, shiftDate, ZONE } from '@/testing/menu-fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const asAdmin = { 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) };
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(Date.parse(`${date}T00:00:00Z`));

describe('Headcount', () => {
  it("shows each slot's numbers and how many to cook for, for the hostel's next seven days, and yesterday's served vs expected", async () => {
    FakeEventSource.install();
    const today = dayInZone(new Date(), ZONE);
    let lunchSkips = 2;
    mockApi({
      ...asAdmin,
      'GET /api/menu/forecast': ({ url }) =>
        json(
          forecastAnswer(url.searchParams.get('from')!, 10, (date, slot) => {
            if (date === shiftDate(today, -1))
              return { expected: 40, skipped: 5, served: slot === 'lunch' ? 37 : 40 };
            if (date === today && slot === 'lunch')
              return { expected: 50 - lunchSkips, skipped: lunchSkips, served: 11 };
            return { expected: 50, skipped: 0, served: 0 };
          }),
        ),
    });
    renderApp('/admin/headcount');

    const rowOf = async (date: string) =>
      (await screen.findByRole('rowheader', { name: dayLabel(date) })).closest('tr')!;
    // Today's row says so; no other does.
    const todayRow = (await screen.findByRole('rowheader', { name: `${dayLabel(today)} Today` })).closest(
      'tr',
    )!;
    expect(screen.getAllByText('Today')).toHaveLength(1);
    const cells = within(todayRow).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(
      'Breakfast50 expected0 skipped · 0 servedCook for 40 (35–45)80 % of expected should come: last week’s share, adjusted for this weekday over 8 weeks.',
    );
    expect(cells[1]).toHaveTextContent('Lunch48 expected2 skipped · 11 servedCook for 38 (33–44)');
    expect(within(todayRow).getByRole('link', { name: `Day sheet for ${dayLabel(today)}` })).toHaveAttribute(
      'href',
      `/admin/headcount/${today}`,
    );
    // Seven days from today: yesterday and the eighth day are not rows.
    expect(await rowOf(shiftDate(today, 1))).toBeInTheDocument();
    expect(await rowOf(shiftDate(today, 6))).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: dayLabel(shiftDate(today, 7)) })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: dayLabel(shiftDate(today, -1)) })).not.toBeInTheDocument();

    const yesterday = screen.getByRole('region', { name: /^Yesterday/ });
    expect(within(yesterday).getAllByRole('listitem')[1]).toHaveTextContent(
      '37 served of 40 expected3 not served',
    );

    // A member skips today's lunch: the server says so live and the row follows.
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    lunchSkips = 3;
    act(() => FakeEventSource.last()!.emit('headcount.changed', { dates: [today] }));
    await waitFor(() =>
      expect(within(todayRow).getAllByRole('cell')[1]).toHaveTextContent(
        '47 expected3 skipped · 11 servedCook for 38',
      ),
    );
  });
});
