import { PAYMENT_MESSAGES as P } from '@messhall/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMembership, paymentIntentFor, sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { formatDate } from '@/utils/date-format';

const SECRET = 'pi_sandbox_abc_secret_xyz';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100);

function sandboxApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/get-session': () => json(sessionFor(testUser)),
    'GET /api/payment/config': () => json({ provider: 'sandbox', testMode: true }),
    'POST /api/payment/create-payment-intent': () => json(paymentIntentFor('Gold', SECRET)),
    'POST /api/payment/sandbox/confirm': () => json({ id: 'pi_sandbox_abc', status: 'succeeded' }),
    'POST /api/payment/save-payment': () =>
      json({
        success: true,
        payment: {
          transactionId: 'pi_sandbox_abc',
          packageName: 'Gold',
          price: 20,
          date: new Date().toISOString(),
        },
      }),
    'GET /api/payment/membership': () => json(makeMembership()),
    ...overrides,
  });
}

async function fillCard(user: ReturnType<typeof renderApp>['user'], number = '4242424242424242') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), `12${nextYear}`);
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('Checkout', () => {
  it('shows the plan, the test-mode card form and Pay $price once the intent arrives', async () => {
    const fetchMock = sandboxApi();
    renderApp('/checkout/gold');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout - Gold' })).toBeInTheDocument();
    expect(screen.getByText('Gold Badge')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $20' })).toBeEnabled();
    expect(screen.getByText(P.testModeLabel)).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', '/api/payment/create-payment-intent')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ packageName: 'gold' });
  });

  it('checks the card before any request and marks the fields at fault', async () => {
    const fetchMock = sandboxApi();
    const { user } = renderApp('/checkout/gold');
    await user.type(await screen.findByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1399');
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(P.invalidCardNumber);
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription(P.invalidExpiry);
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription(P.invalidCvc);
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/payment/sandbox/confirm')).toHaveLength(0);
  });

  it("pays: 'Processing...' and disabled, then save-payment and the 'Payment Successful!' dialog", async () => {
    let release: () => void = () => {};
    const fetchMock = sandboxApi({
      'POST /api/payment/sandbox/confirm': async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return json({ id: 'pi_sandbox_abc', status: 'succeeded' });
      },
    });
    const { user, router } = renderApp('/checkout/gold');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    release();

    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(within(dialog).getByText('pi_sandbox_abc')).toBeInTheDocument();
    const [, confirmInit] = callsTo(fetchMock, 'POST', '/api/payment/sandbox/confirm')[0] ?? [];
    expect(JSON.parse(String(confirmInit?.body))).toEqual({
      clientSecret: SECRET,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2000 + Number(nextYear), cvc: '123' },
    });
    const [, saveInit] = callsTo(fetchMock, 'POST', '/api/payment/save-payment')[0] ?? [];
    expect(JSON.parse(String(saveInit?.body))).toEqual({
      transactionId: 'pi_sandbox_abc',
      packageName: 'Gold',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.location?.pathname).toBe('/dashboard'));
  });

  it('shows a declined card’s message in red under the button and lets the user try again', async () => {
    const fetchMock = sandboxApi({
      'POST /api/payment/sandbox/confirm': () =>
        json({ error: { code: 'CARD_DECLINED', message: P.cardDeclined } }, 402),
    });
    const { user } = renderApp('/checkout/gold');
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));
    const alert = await screen.findByText(P.cardDeclined);
    expect(alert).toHaveClass('text-error');
    expect(screen.getByRole('button', { name: 'Pay $20' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payment/save-payment')).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields', async () => {
    sandboxApi({
      'POST /api/payment/sandbox/confirm': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: P.cardExpired,
              issues: [{ path: 'card.expMonth', message: P.cardExpired }],
            },
          },
          400,
        ),
    });
    const { user } = renderApp('/checkout/gold');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription(P.cardExpired),
    );
  });

  it.each([
    [
      'a declined card, with the server’s reason',
      {
        'POST /api/payment/sandbox/confirm': () =>
          json({ error: { code: 'CARD_DECLINED', message: 'Your card was declined.' } }, 402),
      },
      'Your card was declined.',
    ],
    [
      'a failed save',
      { 'POST /api/payment/save-payment': () => json({ error: { code: 'X', message: 'no' } }, 500) },
      P.paymentSaveFailed,
    ],
    [
      'a save the server refused, with its reason',
      {
        'POST /api/payment/save-payment': () =>
          json({ error: { code: 'CONFLICT', message: 'This payment does not match your checkout.' } }, 409),
      },
      `${P.paymentSaveFailed} This payment does not match your checkout.`,
    ],
    [
      'a network failure',
      { 'POST /api/payment/sandbox/confirm': () => Promise.reject(new TypeError('offline')) },
      P.paymentUnexpected,
    ],
  ])('shows the spec’s message after %s', async (_, overrides, message) => {
    sandboxApi(overrides);
    const { user } = renderApp('/checkout/gold');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an unknown plan says so and offers the plan cards instead of a card form', async () => {
    const fetchMock = sandboxApi();
    renderApp('/checkout/diamond');
    expect(await screen.findByText(P.unknownPackage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Gold' })).toHaveAttribute('href', '/checkout/gold');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payment/create-payment-intent')).toHaveLength(0);
  });

  it('a failing payment intent is logged and shown with a retry, not an endless wait', async () => {
    sandboxApi({
      'POST /api/payment/create-payment-intent': () =>
        json({ error: { code: 'SERVICE_UNAVAILABLE', message: P.paymentsUnavailable } }, 503),
    });
    renderApp('/checkout/gold');
    expect(await screen.findByText(P.paymentsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says before paying that a cheaper plan waits for the paid time to end', async () => {
    sandboxApi({
      'POST /api/payment/create-payment-intent': () =>
        json(
          paymentIntentFor('Silver', SECRET, {
            change: 'later',
            startsAt: '2026-12-20T10:00:00.000Z',
            endsAt: '2027-01-19T10:00:00.000Z',
            current: { plan: 'Gold', endsAt: '2026-12-20T10:00:00.000Z' },
          }),
        ),
    });
    renderApp('/checkout/silver');
    const note = await screen.findByRole('note', { name: 'When this plan runs' });
    const [gold, silverEnd] = ['2026-12-20T10:00:00.000Z', '2027-01-19T10:00:00.000Z'].map((iso) =>
      formatDate(iso),
    );
    expect(note).toHaveTextContent(
      `You have Gold until ${gold}. Silver does not replace it: it starts on ${gold} and runs until ${silverEnd}.`,
    );
    expect(await screen.findByRole('button', { name: 'Pay $10' })).toBeEnabled();
  });

  it('says before paying that a dearer plan starts now with the unused days credited', async () => {
    sandboxApi({
      'POST /api/payment/create-payment-intent': () =>
        json(
          paymentIntentFor('Gold', SECRET, {
            change: 'upgrade',
            endsAt: '2027-01-10T10:00:00.000Z',
            current: { plan: 'Silver', endsAt: '2026-12-20T10:00:00.000Z' },
            unusedDays: 24,
            creditDays: 12,
          }),
        ),
    });
    renderApp('/checkout/gold');
    expect(await screen.findByRole('note', { name: 'When this plan runs' })).toHaveTextContent(
      'Gold starts as soon as the payment succeeds and replaces your Silver plan. Your 24 days of paid time ' +
        `left are credited as 12 days of Gold: Gold until ${formatDate('2027-01-10T10:00:00.000Z')}.`,
    );
  });

  it('adds no note to a first plan', async () => {
    sandboxApi();
    renderApp('/checkout/gold');
    expect(await screen.findByRole('button', { name: 'Pay $20' })).toBeEnabled();
    expect(screen.queryByRole('note', { name: 'When this plan runs' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to log in', async () => {
    mockApi();
    const { router } = renderApp('/checkout/gold');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
  });
});
