import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Dev Mailbox', () => {
  it('lists the kept mails with clickable links', async () => {
    mockApi({
      'GET /api/dev/mailbox': () =>
        json({
          mails: [
            {
              to: 'rahim@hostel.test',
              subject: 'Reset your Messhall password',
              text: 'Open this link:\nhttp://localhost:3000/reset-password?token=abc\nThanks',
              html: '<p>x</p>',
              sentAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        }),
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Reset your Messhall password' })).toBeInTheDocument();
    expect(screen.getByText('rahim@hostel.test')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'http://localhost:3000/reset-password?token=abc' }),
    ).toHaveAttribute('href', 'http://localhost:3000/reset-password?token=abc');
  });

  it('says it exists only outside production when the API answers 404', async () => {
    mockApi();
    renderApp('/dev/mailbox');
    expect(
      await screen.findByText('The dev mailbox is available only outside production'),
    ).toBeInTheDocument();
  });
});
