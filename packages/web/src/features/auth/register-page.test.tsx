import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { RegisterPage } from './register-page';

const CLOSED = 'Registration on this server is by invitation only. Please ask a family Admin to invite you.';

/** The server offers the zone this browser runs in, which the page then proposes. */
const zones = () => [
  {
    countryCode: 'GB',
    countryName: 'United Kingdom',
    timezones: [{ id: Intl.DateTimeFormat().resolvedOptions().timeZone, name: 'Here', utcOffset: '+00:00' }],
  },
];

beforeEach(() => {
  // jsdom lays nothing out: the pickers' lists scroll their options into view.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

describe('RegisterPage refused by the server', () => {
  it('says why beside the button when registration is by invitation only or closed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi({ auth: { register: () => refusal(403, CLOSED) }, timezones: { list: zones } }).fetch),
    );
    renderWithApp(<RegisterPage />, { route: '/register' });
    // The zone the browser runs in is proposed once the countries arrive.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Time Zone' })).toHaveProperty('value', 'Here (UTC+00:00)'),
    );
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

describe('RegisterPage says what is wrong at the field', () => {
  it('before sending: each empty field, in the words on the page', async () => {
    const fetchMock = vi.fn(fakeApi({}).fetch);
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<RegisterPage />, { route: '/register' });
    fireEvent.submit(screen.getByRole('form', { name: 'Register' }));
    expect(await screen.findByText('Firstname is required.')).toBeTruthy();
    expect(screen.getByLabelText('Firstname').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Surname is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(notificationsStore.getState().notifications).toEqual([]);
    const registrations = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/register'));
    expect(registrations).toEqual([]);
  });

  it("after sending: the server's refusal of a field, under that field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          auth: { register: () => refusal(400, 'First name must be at most 100 characters.') },
          timezones: { list: zones },
        }).fetch,
      ),
    );
    renderWithApp(<RegisterPage />, { route: '/register' });
    // The zone the browser runs in is proposed once the countries arrive.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Time Zone' })).toHaveProperty('value', 'Here (UTC+00:00)'),
    );
    fireEvent.change(screen.getByLabelText('Firstname'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Surname'), { target: { value: 'Łukasik' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Hearth-start-1' } });
    fireEvent.change(screen.getByLabelText('Retype Password'), { target: { value: 'Hearth-start-1' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Register' }));
    expect(await screen.findByText('Firstname must be at most 100 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Firstname').getAttribute('aria-invalid')).toBe('true');
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
