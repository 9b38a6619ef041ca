export * from './envelope.js';
export * from './money.js';
export * from './dates.js';
export * from './enums.js';
export * from './auth.js';
export * from './user.js';
export * from './messages.js';
export * from './account-responses.js';
