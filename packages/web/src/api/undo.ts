import type { QueryClient } from '@tanstack/react-query';
import { apiEndpoints } from '@hearth/contract';
import { callEndpoint, errorMessage } from './client';
import { invalidateLedger } from './ledger';

/**
 * Undoes a bulk update or a merge (its answer's undoId) and reloads the ledger: answers the server's words
 * for the toast, or throws an Error carrying the reason it was refused.
 */
export async function undoChange(queryClient: QueryClient, undoId: number): Promise<string> {
  try {
    const { description } = await callEndpoint(apiEndpoints.undo.apply, { params: { id: undoId } });
    return description;
  } catch (error) {
    throw new Error(errorMessage(error), { cause: error });
  } finally {
    await invalidateLedger(queryClient);
  }
}
