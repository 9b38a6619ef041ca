import { interpretResponse, type ApiOutcome } from '../../api/client';

/** How far an upload has got: the share of the file sent, then the server's reading and matching. */
export type UploadProgress = { stage: 'sending'; percent: number } | { stage: 'reading' };

function bodyOf(request: XMLHttpRequest): unknown {
  try {
    return request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Sends a form with XMLHttpRequest rather than fetch, because only it reports the upload's progress, and
 * reads the answer by the same rules as every other call (interpretResponse).
 */
export function sendWithProgress(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (progress: UploadProgress) => void,
): Promise<ApiOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress({ stage: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
    };
    request.upload.onload = () => onProgress({ stage: 'reading' });
    request.onload = () => resolve(interpretResponse(request.status, bodyOf(request)));
    // No answer at all reads like any other failed call.
    request.onerror = () => resolve(interpretResponse(0, null));
    request.send(form);
  });
}
