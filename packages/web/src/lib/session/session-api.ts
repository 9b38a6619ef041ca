import { apiRoutes, type TokenResponse } from '@hearth/contract';
import { apiExchange, apiRequest } from '../../api/client';
import { tokenResponseCheck } from './token-response';

/** A fresh token for the session this one names. */
export async function renewSessionToken(token: string): Promise<TokenResponse> {
  return (await apiRequest(apiRoutes.sessions.renew, tokenResponseCheck, { token })).data;
}

/** Ends the server's session of this token. Whatever the answer, the browser forgets the token anyway. */
export function endServerSession(token: string): void {
  void apiExchange(apiRoutes.sessions.logout, { token });
}
