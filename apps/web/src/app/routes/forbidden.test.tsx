import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Forbidden page', () => {
  it('shows the spec texts verbatim and a way home', async () => {
    mockApi();
    renderApp('/forbidden');

    expect(await screen.findByRole('heading', { level: 1, name: '403 - Forbidden' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sorry, you do not have permission to access this page. Please contact an administrator if you believe this is a mistake.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
