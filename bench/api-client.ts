interface Envelope<T> {
  data: T;
  responseState: { description: string };
}

export interface ApiClient {
  token: string;
  call<T = unknown>(method: string, url: string, body?: unknown): Promise<T>;
}

/** Signs in as the bench family and calls the API with its token, failing loudly on any answer but 2xx. */
export async function signIn(baseUrl: string, login: { email: string; password: string }): Promise<ApiClient> {
  const answer = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login.email, password: login.password }),
  });
  if (!answer.ok) throw new Error(`Signing in as ${login.email}: ${answer.status} ${await answer.text()}`);
  const token = ((await answer.json()) as Envelope<{ token: string }>).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    token,
    async call<T>(method: string, url: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as Envelope<T>;
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.responseState.description}`);
      return json.data;
    },
  };
}
