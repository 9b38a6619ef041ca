import { describe, expect, it } from 'vitest';
import { passwordAgainProblem } from './password-again';

describe('passwordAgainProblem', () => {
  it.each([
    { asked: true, password: '', problem: 'Enter your password.' },
    { asked: true, password: 'Secret-1', problem: null },
    { asked: false, password: '', problem: null },
    { asked: false, password: 'Secret-1', problem: null },
  ])('asked $asked, "$password": $problem', ({ asked, password, problem }) => {
    expect(passwordAgainProblem(asked, password)).toBe(problem);
  });
});
