import { apiRoutes, pathTo } from '@hearth/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { renderWithApp } from '../../test/render';
import { RegisterPage } from './register-page';

const CLOSED = 'Registration on this server is by invitation only. Please ask a family Admin to invite you.';

const answer = (status: number, description: string, data: unknown) =>
  new Response(JSON.stringify({ responseState: { isSuccess: status === 200, description }, data }), { status });

afterEach(() => {
  vi.unstubAllGlobals();
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

describe('RegisterPage refused by the server', () => {
  it('says why beside the button when registration is by invitation only or closed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === pathTo(apiRoutes.timezones.list) ? answer(200, '', []) : answer(403, CLOSED, null),
      ),
    );
    renderWithApp(<RegisterPage />, { route: '/register' });
    fireEvent.change(screen.getByLabelText('Firstname'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Surname'), { target: { value: 'Łukasik' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Hearth-start-1' } });
    fireEvent.change(screen.getByLabelText('Retype Password'), { target: { value: 'Hearth-start-1' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Registration Failed');
    expect(alert.textContent).toContain(CLOSED);
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
