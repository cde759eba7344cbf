import type { ScanResponse } from '@messhall/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { createRepeatGuard } from '../lib/repeat-guard';
import { PassScanner } from './pass-scanner';

// The camera is the browser's; here a button plays a frame in which the reader decoded a code.
vi.mock('./camera-scanner', () => ({
  CameraScanner: ({ onCode }: { onCode: (code: string) => void }) => (
    <>
      <button type="button" onClick={() => onCode('PASS-RINA')}>
        Frame with Rina&apos;s pass
      </button>
      <button type="button" onClick={() => onCode('PASS-KARIM')}>
        Frame with Karim&apos;s pass
      </button>
    </>
  ),
}));

const scan = (code: string) => api.post<ScanResponse>('/menu/scan', { code });
const served = (name: string): ScanResponse => ({
  name,
  photo: null,
  date: '2026-11-30',
  slot: 'lunch',
  servedAt: '2026-11-30T06:41:00.000Z',
});

describe('PassScanner', () => {
  it('shows Served with the member, then Refused with the server’s reason', async () => {
    let scans = 0;
    mockApi({
      'POST /api/menu/scan': () =>
        ++scans === 1
          ? json(served('Rina Rahman'))
          : json({ error: { code: 'CONFLICT', message: 'Rina Rahman was already served at 12:41.' } }, 409),
    });
    const user = userEvent.setup();
    render(<PassScanner scan={scan} />);
    const result = screen.getByRole('status');
    expect(result).toHaveTextContent('Waiting for a pass');

    await user.type(screen.getByLabelText('Pass code'), 'PASS-RINA');
    await user.click(screen.getByRole('button', { name: 'Check pass' }));
    await waitFor(() => expect(result).toHaveTextContent('ServedRina RahmanLunch · Mon 30 Nov'));
    expect(result).toHaveClass('bg-success');
    expect(screen.getByLabelText('Pass code')).toHaveValue('');

    await user.type(screen.getByLabelText('Pass code'), 'PASS-RINA');
    await user.click(screen.getByRole('button', { name: 'Check pass' }));
    await waitFor(() => expect(result).toHaveTextContent('RefusedRina Rahman was already served at 12:41.'));
    expect(result).toHaveClass('bg-error');
    // The refused code stays, to be corrected; both checks are in the list, newest first.
    expect(screen.getByLabelText('Pass code')).toHaveValue('PASS-RINA');
    const recent = within(screen.getByRole('region', { name: 'Last scans' })).getAllByRole('listitem');
    expect(recent.map((item) => item.textContent)).toEqual([
      expect.stringContaining('RefusedRina Rahman was already served at 12:41.'),
      expect.stringContaining('ServedRina Rahman, Lunch'),
    ]);
  });

  it('posts a code the camera keeps seeing once, and another member’s code at once', async () => {
    const fetchMock = mockApi({
      'POST /api/menu/scan': ({ body }) =>
        json(served((body as { code: string }).code === 'PASS-RINA' ? 'Rina Rahman' : 'Karim Ali')),
    });
    const user = userEvent.setup();
    render(<PassScanner scan={scan} />);
    const rina = screen.getByRole('button', { name: "Frame with Rina's pass" });
    await user.click(rina);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Rina Rahman'));
    await user.click(rina);
    await user.click(rina);
    await user.click(screen.getByRole('button', { name: "Frame with Karim's pass" }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Karim Ali'));
    await user.click(rina);
    const codes = callsTo(fetchMock, 'POST', '/api/menu/scan').map(
      ([, init]) => JSON.parse(String(init?.body)).code,
    );
    expect(codes).toEqual(['PASS-RINA', 'PASS-KARIM']);
  });
});

describe('createRepeatGuard', () => {
  it('lets a code through again only once it has been out of sight for the quiet time', () => {
    let now = 0;
    const allow = createRepeatGuard(5000, () => now);
    expect(allow('A')).toBe(true);
    now = 4000;
    expect(allow('A')).toBe(false);
    now = 8000; // seen 4 s ago: still in front of the camera
    expect(allow('A')).toBe(false);
    expect(allow('B')).toBe(true);
    now = 13_000;
    expect(allow('A')).toBe(true);
  });
});
