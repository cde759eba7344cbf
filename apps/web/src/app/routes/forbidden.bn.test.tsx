import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as first } from '@/locales/first-bn';
import { messages as rest } from '@/locales/rest-bn';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Forbidden page in Bangla', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'bn', messages: { ...first, ...rest } }));
  // Test files share a page: the next one expects English.
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('says it in Bangla, with the way home', async () => {
    mockApi();
    renderApp('/forbidden');
    expect(
      await screen.findByRole('heading', { level: 1, name: '403 - প্রবেশাধিকার নেই' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^দুঃখিত, এই পাতাটি দেখার অনুমতি আপনার নেই।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোম পাতায় যান' })).toHaveAttribute('href', '/');
  });
});
