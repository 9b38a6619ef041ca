/** An error whose message is fit to show the user, with the HTTP status it answers with. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** What the answer's `data` carries besides the description (the sign-in's `twoFactorRequired`). */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'You need to log in to do this.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
