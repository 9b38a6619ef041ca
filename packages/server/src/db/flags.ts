import type { Flag } from './schema.js';

export const flag = (value: boolean | null | undefined): Flag => (value ? 1 : 0);
export const isSet = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;
