import { z } from 'zod';

/** A numeric id in the path: anything else is a 400 that says so. */
export const idParams = z.object({ id: z.coerce.number({ error: 'must be a number' }).int().positive() });
