import crypto from 'node:crypto';
import { apiRoutes } from '@hearth/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { settleLaterWork } from '../src/platform/later.js';
import type { TestApp } from './test-app.js';
import { requestTo } from './api-request.js';

export interface SignedInUser {
  email: string;
  password: string;
  firstname: string;
  token: string;
  /** Sends a request as this user. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

export interface RegistrationInput {
  firstname?: string;
  surname?: string;
  email?: string;
  password?: string;
  timezoneId?: string;
  invitationId?: string;
  /** Tests make the categories they use, unless they ask for the starter set. */
  starterCategories?: boolean;
}

export async function register(t: TestApp, input: RegistrationInput = {}) {
  const password = input.password ?? 'Sturdy-Passw0rd';
  const body = {
    firstname: input.firstname ?? 'Alice',
    surname: input.surname ?? 'Smith',
    email: input.email ?? uniqueEmail(),
    password,
    confirmPassword: password,
    timezoneId: input.timezoneId ?? 'Australia/Sydney',
    ...(input.invitationId ? { invitationId: input.invitationId } : {}),
    starterCategories: input.starterCategories ?? false,
  };
  const response = await t.app.inject({ ...requestTo(apiRoutes.auth.register), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  // The validation mail is sent after the answer.
  await settleLaterWork();
  return body;
}

export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({ ...requestTo(apiRoutes.auth.signIn), payload: { username: email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token as string;
}

/** Registers a new family's first user (an Admin) and logs in. */
export async function signUp(t: TestApp, input: RegistrationInput = {}): Promise<SignedInUser> {
  const body = await register(t, input);
  const user: SignedInUser = {
    email: body.email,
    password: body.password,
    firstname: body.firstname,
    token: await login(t, body.email, body.password),
    inject(options) {
      return t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${user.token}` } });
    },
  };
  return user;
}
