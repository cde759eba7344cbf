import { toast } from 'sonner';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// sonner keeps its toasts in a module-level store that outlives a test; a new Toaster replays the ones still
// active, so a toast text from the previous test would show twice.
afterEach(() => {
  toast.dismiss();
});

describe('Home: Newsletter', () => {
  it('checks the address inline, then subscribes and thanks the visitor', async () => {
    const fetchMock = mockApi({ 'POST /api/newsletter': () => json({ success: true }) });
    const { user } = renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Newsletter' }, { timeout: 10_000 })).closest(
      'section',
    ) as HTMLElement;
    const email = within(section).getByLabelText('Email address');
    const subscribe = within(section).getByRole('button', { name: 'Subscribe' });

    await user.click(subscribe);
    expect(within(section).getByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.click(subscribe);
    expect(within(section).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/newsletter')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'ayesha@student.test');
    await user.click(subscribe);
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/newsletter')[0]?.[1]?.body).toBe(
      JSON.stringify({ email: 'ayesha@student.test' }),
    );
    expect(email).toHaveValue('');
  }, 20_000);
});
