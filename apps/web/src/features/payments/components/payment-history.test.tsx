import { AUTH_MESSAGES, PAYMENT_MESSAGES as P } from '@messhall/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMembership, sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { formatDate, formatDateTime } from '@/utils/date-format';

const session = { 'GET /api/auth/get-session': () => json(sessionFor(testUser)) };
const membership = { 'GET /api/payment/membership': () => json(makeMembership()) };
const PAYMENT = {
  transactionId: 'pi_sandbox_42',
  packageName: 'Gold',
  price: 20,
  date: '2026-11-20T09:30:00.000Z',
};

describe('Payment History', () => {
  it('lists the user’s own payments with $ and 2 decimals, local date and a receipt link', async () => {
    const fetchMock = mockApi({
      ...session,
      ...membership,
      'GET /api/payment/history': () => json([PAYMENT]),
    });
    renderApp('/dashboard/paymenthistory');
    expect(await screen.findByText('Loading payment history...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Transaction ID', 'Package Name', 'Price', 'Date']);
    const row = within(table).getByText('pi_sandbox_42').closest('tr') as HTMLElement;
    expect(within(row).getByText('$20.00')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(PAYMENT.date))).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Receipt for pi_sandbox_42' })).toHaveAttribute(
      'href',
      '/dashboard/paymenthistory/pi_sandbox_42',
    );
    const [input] = callsTo(fetchMock, 'GET', '/api/payment/history')[0] ?? [];
    expect(new URL(String(input), 'http://localhost').searchParams.get('email')).toBe(testUser.email);
  });

  it("says 'No payment history found.' when there are none", async () => {
    mockApi({ ...session, ...membership, 'GET /api/payment/history': () => json([]) });
    renderApp('/dashboard/paymenthistory');
    expect(await screen.findByText('No payment history found.')).toBeInTheDocument();
  });

  it("says 'Failed to load payment history.' and shows no rows when the call fails", async () => {
    mockApi({
      ...session,
      ...membership,
      'GET /api/payment/history': () => json({ error: { code: 'X', message: 'x' } }, 500),
    });
    renderApp('/dashboard/paymenthistory');
    expect(await screen.findByText(P.paymentHistoryFailed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Membership badge on the dashboard profile card', () => {
  it('shows the active level from the server', async () => {
    mockApi({
      ...session,
      'GET /api/payment/membership': () =>
        json(makeMembership({ level: 'Gold', periodEnd: '2026-12-20T09:30:00.000Z' })),
    });
    renderApp('/dashboard');
    expect(await screen.findByTestId('membership-badge')).toHaveTextContent('Gold');
  });

  it('shows the plan paid for after the active one', async () => {
    const endsAt = '2027-01-19T09:30:00.000Z';
    mockApi({
      ...session,
      'GET /api/payment/membership': () =>
        json({
          level: 'Gold',
          periodEnd: '2026-12-20T09:30:00.000Z',
          next: { plan: 'Silver', startsAt: '2026-12-20T09:30:00.000Z', endsAt },
          expired: null,
        }),
    });
    renderApp('/dashboard');
    expect(await screen.findByTestId('membership-badge')).toHaveTextContent('Gold');
    expect(screen.getByText(`Then Silver until ${formatDate(endsAt)}`)).toBeInTheDocument();
  });

  it('shows a plan that ran out as such, with the day it ended and a link to renew it', async () => {
    const endedAt = '2026-10-12T09:30:00.000Z';
    mockApi({
      ...session,
      'GET /api/payment/membership': () => json(makeMembership({ expired: { plan: 'Silver', endedAt } })),
    });
    renderApp('/dashboard');
    expect(await screen.findByTestId('membership-badge')).toHaveTextContent('Bronze');
    expect(screen.getByText(`Silver — expired on ${formatDate(endedAt)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew Silver' })).toHaveAttribute('href', '/checkout/silver');
  });

  it("says 'Loading profile...' in the card until the membership arrives", async () => {
    let release: (response: Response) => void = () => {};
    mockApi({
      ...session,
      'GET /api/payment/membership': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderApp('/dashboard');
    expect((await screen.findByText('Loading profile...')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Loading membership...')).not.toBeInTheDocument();
    release(json(makeMembership({ level: 'Silver', periodEnd: '2026-12-20T09:30:00.000Z' })));
    expect(await screen.findByTestId('membership-badge')).toHaveTextContent('Silver');
    expect(screen.queryByText('Loading profile...')).not.toBeInTheDocument();
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
  });

  it("says 'Could not load membership info' when the call fails", async () => {
    mockApi({
      ...session,
      'GET /api/payment/membership': () => json({ error: { code: 'X', message: 'x' } }, 500),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(AUTH_MESSAGES.membershipLoadFailed)).toBeInTheDocument();
  });
});

describe('Receipt', () => {
  it('shows one payment ready to print, and Payment not found. for another id', async () => {
    mockApi({ ...session, 'GET /api/payment/history': () => json([PAYMENT]) });
    const { user } = renderApp('/dashboard/paymenthistory/pi_sandbox_42');
    expect(await screen.findByText('$20.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeInTheDocument();
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toBe(1);
  });

  it('says Payment not found. for an id that is not the user’s', async () => {
    mockApi({ ...session, 'GET /api/payment/history': () => json([PAYMENT]) });
    renderApp('/dashboard/paymenthistory/pi_other');
    expect(await screen.findByText(P.paymentNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
