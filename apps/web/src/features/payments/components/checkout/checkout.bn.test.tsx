import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMembership, paymentIntentFor, sessionFor, testUser } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

describe('Checkout in Bangla', () => {
  inBangla();

  it('gives the plan, the card form and the pay button in Bangla', async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      'GET /api/payment/config': () => json({ provider: 'sandbox', testMode: true }),
      'POST /api/payment/create-payment-intent': () =>
        json(paymentIntentFor('Gold', 'pi_sandbox_abc_secret_xyz')),
      'GET /api/payment/membership': () => json(makeMembership()),
    });
    renderApp('/checkout/gold');
    // The file's first screen is transformed on demand, with two catalogues' worth of messages: on two shared
    // cores that can take longer than the usual wait.
    expect(
      await screen.findByRole('button', { name: /^\$২০ পরিশোধ করুন$/ }, { timeout: 25_000 }),
    ).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'পেমেন্ট' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'কার্ডের তথ্য' })).toBeInTheDocument();
    expect(screen.getByLabelText('কার্ড নম্বর')).toBeInTheDocument();
    expect(screen.getByLabelText('মেয়াদ (MM / YY)')).toBeInTheDocument();
    expect(screen.getByText('প্রতি মাসে')).toBeInTheDocument();
    expect(screen.getByText('পেমেন্ট সফল হলে আপনার সদস্যপদ শুরু হবে এবং ৩০ দিন থাকবে।')).toBeInTheDocument();
  });
});
