/**
 * The contract's rules and helpers that need no zod: money in cents, calendar days, enumerations and
 * messages. Code that must stay light imports them from here (`@hearth/contract/plain`), such as the
 * worker thread that reads import files, where zod and every schema would add 25 MB to each worker.
 */
export * from './money.js';
export * from './dates.js';
export * from './calendar-days.js';
export * from './enums.js';
export * from './messages.js';
export * from './control-characters.js';
export * from './api-routes.js';
