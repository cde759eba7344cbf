import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor, testAdmin } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const asAdmin = { 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) };

describe('Scan Meal Passes', () => {
  it('checks a typed code and shows a forged one refused with the server’s words', async () => {
    mockApi({
      ...asAdmin,
      'POST /api/menu/scan': () =>
        json({ error: { code: 'CONFLICT', message: 'This code is not a valid Messhall meal pass.' } }, 409),
    });
    const { user } = renderApp('/admin/scan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scan Meal Passes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pass code'), 'not-a-pass');
    await user.click(screen.getByRole('button', { name: 'Check pass' }));
    await waitFor(() =>
      expect(screen.getByTestId('scan-result')).toHaveTextContent(
        'RefusedThis code is not a valid Messhall meal pass.',
      ),
    );
  });
});
