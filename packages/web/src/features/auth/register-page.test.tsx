import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { RegisterPage } from './register-page';

const CLOSED = 'Registration on this server is by invitation only. Please ask a family Admin to invite you.';

afterEach(() => {
  vi.unstubAllGlobals();
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

describe('RegisterPage refused by the server', () => {
  it('says why beside the button when registration is by invitation only or closed', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ auth: { register: () => refusal(403, CLOSED) } }).fetch));
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
