import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { RecoverResetForm } from './recover-reset-form';

const PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

const answer = (status: number, description: string, data: unknown = null) =>
  new Response(JSON.stringify({ responseState: { isSuccess: status === 200, description }, data }), { status });
const twoFactorRequired = (description: string) =>
  answer(401, description, { twoFactorRequired: true, methods: ['totp', 'recovery-code', 'passkey'] });

function server(...answers: Response[]) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => answers.shift() ?? answer(500, 'no more answers'),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function fillReset() {
  const digits = screen.getAllByRole('textbox', { name: 'Validation PIN digit' });
  digits.forEach((digit, index) => fireEvent.change(digit, { target: { value: String(index + 1) } }));
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Found-again-3' } });
  fireEvent.change(screen.getByLabelText('Retype New Password'), { target: { value: 'Found-again-3' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Reset password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('RecoverResetForm with two-factor sign-in on', () => {
  it('asks for the code when the server does, then sends it with the PIN', async () => {
    const sent = server(
      twoFactorRequired(PROMPT),
      twoFactorRequired('The code is not correct or was already used.'),
      answer(200, 'Your password has been reset.'),
    );
    renderWithApp(<RecoverResetForm email="anna@example.com" onStartAgain={() => undefined} />, { route: '/recover' });
    fillReset();
    const field = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(screen.getByText(PROMPT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset Password' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Reset password' }));
    await screen.findByText('The code is not correct or was already used.');

    fireEvent.change(field, { target: { value: '222 222' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Reset password' }));
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()).toEqual([
      { email: 'anna@example.com', pin: '123456', newPassword: 'Found-again-3' },
      { email: 'anna@example.com', pin: '123456', newPassword: 'Found-again-3', totpCode: '111111' },
      { email: 'anna@example.com', pin: '123456', newPassword: 'Found-again-3', totpCode: '222222' },
    ]);
  });
});
