/** A file that cannot be read as the app's export: the message says why, for the person who sent it. */
export class AppFileError extends Error {}
