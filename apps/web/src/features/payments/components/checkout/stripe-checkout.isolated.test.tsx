import { PAYMENT_MESSAGES as P } from '@messhall/shared';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentIntentFor, sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Stripe.js is a third-party browser SDK that loads from Stripe's servers: it is replaced here by a stand-in
// with the same calls, so the checkout's use of it (billing defaults, confirm, save) can be checked.
const stripe = {
  createPaymentMethod: vi.fn(),
  confirmCardPayment: vi.fn(),
};
const loadStripe = vi.fn(() => Promise.resolve(stripe));
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => ({ card: true }) }),
}));

function stripeApi() {
  return mockApi({
    'GET /api/auth/get-session': () => json(sessionFor(testUser)),
    'GET /api/payment/config': () =>
      json({ provider: 'stripe', publishableKey: 'pk_test_123', testMode: true }),
    'POST /api/payment/create-payment-intent': () => json(paymentIntentFor('Platinum', 'pi_3_secret_4')),
    'POST /api/payment/save-payment': () =>
      json({
        success: true,
        payment: {
          transactionId: 'pi_3',
          packageName: 'Platinum',
          price: 30,
          date: new Date().toISOString(),
        },
      }),
  });
}

describe('Checkout with Stripe', () => {
  beforeEach(() => {
    stripe.createPaymentMethod.mockReset().mockResolvedValue({ paymentMethod: { id: 'pm_1' } });
    stripe.confirmCardPayment
      .mockReset()
      .mockResolvedValue({ paymentIntent: { id: 'pi_3', status: 'succeeded' } });
  });

  it('loads Stripe with the publishable key, confirms the card and saves the payment', async () => {
    const fetchMock = stripeApi();
    const { user } = renderApp('/checkout/platinum');
    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.getByText(P.testModeLabel)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $30' }));

    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(within(dialog).getByText('pi_3')).toBeInTheDocument();
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: { card: true },
      billing_details: { name: testUser.name, email: testUser.email },
    });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_3_secret_4', { payment_method: 'pm_1' });
    const [, init] = callsTo(fetchMock, 'POST', '/api/payment/save-payment')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ transactionId: 'pi_3', packageName: 'Platinum' });
  });

  it("shows Stripe's own message when the card is declined, and saves nothing", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const fetchMock = stripeApi();
    const { user } = renderApp('/checkout/platinum');
    await user.click(await screen.findByRole('button', { name: 'Pay $30' }));
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payment/save-payment')).toHaveLength(0);
  });

  it("says 'Payment failed. Please try again.' when the intent did not succeed", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_3', status: 'requires_action' } });
    stripeApi();
    const { user } = renderApp('/checkout/platinum');
    await user.click(await screen.findByRole('button', { name: 'Pay $30' }));
    expect(await screen.findByText(P.paymentFailed)).toBeInTheDocument();
  });
});
