import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor, testAdmin } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Admin Profile', () => {
  it("shows the admin's photo, name, e-mail and the meals they added", async () => {
    const fetchMock = mockApi({
      'GET /api/auth/get-session': () => json(sessionFor({ ...testAdmin, image: '/api/images/me' })),
      'GET /api/meals/count': ({ url }) =>
        json({ count: url.searchParams.get('email') === testAdmin.email ? 7 : 0 }),
    });
    renderApp('/admin/adminprofile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Profile' })).toBeInTheDocument();
    expect(screen.getByText('Meal Admin')).toBeInTheDocument();
    expect(screen.getByText(testAdmin.email)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Meal Admin' })).toHaveAttribute('src', '/api/images/me');
    expect(await screen.findByText('Meals added: 7')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it("shows 'N/A' without a name", async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor({ ...testAdmin, name: '' })),
      'GET /api/meals/count': () => json({ count: 0 }),
    });
    renderApp('/admin/adminprofile');
    expect(await screen.findByText('N/A')).toBeInTheDocument();
    expect(await screen.findByText('Meals added: 0')).toBeInTheDocument();
  });
});
