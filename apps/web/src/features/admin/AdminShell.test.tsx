import { ADMIN_MSG } from '@agora/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { AdminShell } from './AdminShell';
import { ADMIN_SECTIONS } from './sections';

const refusal = (status: number) =>
  new Response(JSON.stringify({ message: 'no' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const me = { address: `0x${'1'.repeat(40)}`, email: null, roles: ['admin'] };
const audit = {
  items: [
    {
      id: '1',
      actor: me.address,
      action: 'item.hide',
      target: 'x/1',
      details: {},
      createdAt: new Date().toISOString(),
    },
  ],
  hasMore: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('admin shell', () => {
  it('shows the not-allowed page, no nav and no section, when the server answers 403', async () => {
    const { calls } = mockApi({ 'GET /api/v1/admin/me': refusal(403) });
    renderWithApp(<AdminShell />, { path: '/admin/audit', route: '/admin/*' });
    await screen.findByText(ADMIN_MSG.notAllowed);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(calls).toEqual(['GET /api/v1/admin/me']);
  });

  it('asks a signed-out visitor to sign in (401)', async () => {
    mockApi({ 'GET /api/v1/admin/me': refusal(401) });
    renderWithApp(<AdminShell />, { path: '/admin', route: '/admin/*' });
    await screen.findByText(ADMIN_MSG.signInFirst);
  });

  it('gives an admin the nav of every section and opens the one in the URL', async () => {
    mockApi({ 'GET /api/v1/admin/me': me, 'GET /api/v1/admin/audit': audit });
    renderWithApp(<AdminShell />, { path: '/admin/audit', route: '/admin/*' });
    await screen.findByText('item.hide');
    const nav = screen.getByRole('navigation');
    for (const s of ADMIN_SECTIONS) expect(nav.textContent).toContain(s.label);
    expect(screen.getByRole('link', { name: ADMIN_MSG.navAudit }).getAttribute('aria-current')).toBe('page');
  });
});
