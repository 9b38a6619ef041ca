import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Messages, apiEndpoints, apiRoutes } from '@hearth/contract';
import { ApiError, apiRequest, callEndpoint, connectAuth, interpretResponse } from './client';

const envelope = (isSuccess: boolean, description: string, data: unknown = null) => ({
  responseState: { isSuccess, description },
  data,
});

describe('interpretResponse', () => {
  it.each([
    { status: 500, body: envelope(false, 'boom'), ok: false, message: Messages.unhandled },
    { status: 503, body: null, ok: false, message: Messages.unhandled },
    { status: 400, body: envelope(false, 'email is required'), ok: false, message: 'email is required' },
    { status: 400, body: envelope(false, ''), ok: false, message: Messages.ensureFields },
    { status: 400, body: null, ok: false, message: Messages.ensureFields },
    { status: 401, body: envelope(false, 'expired'), ok: false, message: Messages.otherError },
    { status: 404, body: envelope(false, 'Budget not found'), ok: false, message: 'Budget not found' },
    { status: 404, body: envelope(false, ''), ok: false, message: Messages.otherError },
    { status: 404, body: null, ok: false, message: Messages.otherError },
    { status: 429, body: null, ok: false, message: Messages.otherError },
    { status: 0, body: null, ok: false, message: Messages.otherError },
    { status: 200, body: envelope(true, 'Saved'), ok: true, message: 'Saved' },
    { status: 201, body: envelope(true, 'Created'), ok: true, message: 'Created' },
    { status: 200, body: envelope(false, 'Invalid link'), ok: false, message: 'Invalid link' },
    { status: 200, body: { unexpected: true }, ok: false, message: Messages.otherError },
  ])('status $status with $body gives ok=$ok and "$message"', ({ status, body, ok, message }) => {
    const outcome = interpretResponse(status, body);
    expect(outcome.ok).toBe(ok);
    expect(outcome.message).toBe(message);
    expect(outcome.status).toBe(status);
  });

  it('keeps the server description beside the generic message', () => {
    expect(interpretResponse(404, envelope(false, 'Invitation not found')).description).toBe('Invitation not found');
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  function answer(status: number, body: unknown) {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetchMock);
  }

  function sentHeaders(): Headers {
    const init = fetchMock.mock.calls[0]?.[1];
    return new Headers(init?.headers);
  }

  it.each([
    { token: 'abc.def.ghi', header: 'Bearer abc.def.ghi' },
    { token: null, header: null },
  ])('sends Authorization $header when the token is $token', async ({ token, header }) => {
    const disconnect = connectAuth({ token: () => token, onUnauthorised: () => undefined });
    answer(200, envelope(true, 'Success', 7));
    await apiRequest(apiRoutes.heartbeat.get, z.number());
    expect(sentHeaders().get('Authorization')).toBe(header);
    disconnect();
  });

  it('resolves with the checked data and the description', async () => {
    answer(200, envelope(true, 'Success', 42));
    await expect(apiRequest(apiRoutes.heartbeat.get, z.number())).resolves.toEqual({
      data: 42,
      description: 'Success',
    });
  });

  it('throws an ApiError with the text to show', async () => {
    answer(400, envelope(false, 'password is too short'));
    const error = await apiRequest(apiRoutes.auth.register, z.unknown(), { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('password is too short');
  });

  it('refuses data of the wrong shape', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(200, envelope(true, 'Success', 'not a number'));
    await expect(apiRequest(apiRoutes.heartbeat.get, z.number())).rejects.toThrow(Messages.unhandled);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it.each([
    { token: 'stale', status: 401, loggedOut: true },
    { token: null, status: 401, loggedOut: false },
    { token: 'fresh', status: 403, loggedOut: false },
  ])('a $status with token $token logs out: $loggedOut', async ({ token, status, loggedOut }) => {
    const onUnauthorised = vi.fn();
    const disconnect = connectAuth({ token: () => token, onUnauthorised });
    answer(status, envelope(false, 'no'));
    await apiRequest(apiRoutes.user.get, z.unknown()).catch(() => undefined);
    expect(onUnauthorised).toHaveBeenCalledTimes(loggedOut ? 1 : 0);
    disconnect();
  });

  it('hands the refused token to the session, and keeps what the refusal carried', async () => {
    const onUnauthorised = vi.fn();
    const disconnect = connectAuth({ token: () => 'current', onUnauthorised });
    answer(401, envelope(false, 'Enter the code', { twoFactorRequired: true, methods: ['totp'] }));
    const error = await apiRequest(apiRoutes.user.get, z.unknown()).catch((e: unknown) => e);
    expect(onUnauthorised).toHaveBeenCalledWith('current');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual({ twoFactorRequired: true, methods: ['totp'] });
    expect((error as ApiError).description).toBe('Enter the code');
    disconnect();
  });

  it('sends a token given for one request instead of the session’s, without counting it as use of the session', async () => {
    const onRequest = vi.fn();
    const onUnauthorised = vi.fn();
    const disconnect = connectAuth({ token: () => 'current', onUnauthorised, onRequest });
    answer(401, envelope(false, 'ended'));
    await apiRequest(apiRoutes.sessions.logout, z.unknown(), { token: 'older' }).catch(() => undefined);
    expect(sentHeaders().get('Authorization')).toBe('Bearer older');
    expect(onRequest).not.toHaveBeenCalled();
    expect(onUnauthorised).toHaveBeenCalledWith('older');
    disconnect();
  });

  it.each([
    { token: 'current', told: true },
    { token: null, told: false },
  ])('tells the session of a request with token $token: $told', async ({ token, told }) => {
    const onRequest = vi.fn();
    const disconnect = connectAuth({ token: () => token, onUnauthorised: () => undefined, onRequest });
    answer(200, envelope(true, 'Success', 7));
    await apiRequest(apiRoutes.heartbeat.get, z.number());
    expect(onRequest).toHaveBeenCalledTimes(told ? 1 : 0);
    disconnect();
  });

  it('calls an endpoint of the contract: its path filled in, its body sent, its answer checked by its schema', async () => {
    const tag = {
      id: 3,
      name: 'Holiday',
      deactivated: false,
      useValidityPeriod: false,
      validFrom: null,
      validTo: null,
      assignedTransactions: 0,
      assignedSchedules: 0,
      transactionSum: 0,
    };
    answer(200, envelope(true, 'Holiday, Saved Successfully.', tag));
    const saved = await callEndpoint(apiEndpoints.tags.save, { body: { id: 3, name: 'Holiday' } });
    expect(saved).toEqual({ data: tag, description: 'Holiday, Saved Successfully.' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, init?.body]).toEqual([
      apiRoutes.tags.save.path,
      'POST',
      JSON.stringify({ id: 3, name: 'Holiday' }),
    ]);
  });

  it('refuses an answer its endpoint’s schema does not describe', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(200, envelope(true, 'Success', [{ id: 'not a tag' }]));
    await expect(callEndpoint(apiEndpoints.tags.list, { query: { includeDeactivated: true } })).rejects.toThrow(
      Messages.unhandled,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${apiRoutes.tags.list.path}?includeDeactivated=true`);
    logged.mockRestore();
  });
});
