import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

const googleOff = { 'GET /api/auth-config': () => json({ google: false }) };

describe('Sign-in forms in Bangla', () => {
  inBangla();

  it('gives the login form, its checklist and its links in Bangla', async () => {
    mockApi(googleOff);
    const { user } = renderApp('/login');
    // The file's first screen is transformed on demand, with two catalogues' worth of messages: on two shared
    // cores that can take longer than the usual wait.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'লগ ইন' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'লগ ইন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'একটি অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('এখানে নতুন?', { exact: false })).toBeInTheDocument();

    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'a');
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড দেখান' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'পাসওয়ার্ডের শর্তাবলি' })).toHaveTextContent(': পূরণ হয়েছে');
    expect(screen.getByLabelText('ইমেইল')).toBeInTheDocument();
  });

  it('says in Bangla that the two new passwords differ', async () => {
    mockApi(googleOff);
    const { user } = renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('নতুন পাসওয়ার্ড'), 'Rahim#2026');
    await user.type(screen.getByLabelText('নতুন পাসওয়ার্ড আবার লিখুন'), 'Rahim#2027');
    await user.click(screen.getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }));
    expect(await screen.findByText('পাসওয়ার্ড দুটি মিলছে না')).toBeInTheDocument();
  });
});
