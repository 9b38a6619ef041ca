import type { Attachment } from '@hearth/contract';
import { ApiError, interpretResponse } from '../../api/client';

/**
 * Downloads an attachment. A plain link cannot carry the bearer token, so the file is fetched with it
 * and handed to the browser through a temporary object URL.
 */
export async function downloadAttachment(
  attachment: Pick<Attachment, 'uri' | 'fileName'>,
  token: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(attachment.uri, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(interpretResponse(0, null));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(interpretResponse(response.status, body));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click starts the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
