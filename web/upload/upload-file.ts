import { DetailedError, Upload } from 'tus-js-client';
import type { ClientFile } from '../../server/routers/files-router';
import { csrfHeaders } from '../lib/csrf-headers';

export class UploadError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> | null = null,
    readonly file: ClientFile | null = null,
  ) {
    super(code);
  }
}

interface UploadAnswer {
  file?: ClientFile;
  error?: { code: string; params: Record<string, string | number> | null };
}

function parseAnswer(body: string | undefined): UploadAnswer {
  try {
    return body ? (JSON.parse(body) as UploadAnswer) : {};
  } catch {
    return {};
  }
}

/** The error code of a failed tus request: ours from the answer's body, else from its status, else the network. */
function toUploadError(error: Error | DetailedError): UploadError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new UploadError('network_error');
  const answer = parseAnswer(response.getBody());
  if (answer.error) return new UploadError(answer.error.code, answer.error.params, answer.file ?? null);
  if (response.getStatus() === 413) return new UploadError('upload_too_large');
  if (response.getStatus() === 404) return new UploadError('file_not_found');
  return new UploadError('internal_error');
}

/**
 * Uploads a file on the tus protocol (tus-js-client), reporting progress 0-100. Resumable: after a dropped connection
 * it asks the server how much it has (HEAD) and goes on from there, and a file picked again after a reload resumes
 * its earlier upload. Resolves with the probed file, or rejects with an UploadError carrying a code.
 */
export function uploadFile(file: File, toolId: string | undefined, onProgress: (percent: number) => void, options: { projectId?: string } = {}): Promise<ClientFile> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: '/api/uploads',
      metadata: { filename: file.name, filetype: file.type, ...(toolId ? { toolId } : {}), ...(options.projectId ? { projectId: options.projectId } : {}) },
      headers: csrfHeaders(),
      // The server bounds each request by the declared size; 8 MiB requests keep a retry after a drop small.
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total > 0 ? Math.min(100, (sent / total) * 100) : 0),
      onSuccess: ({ lastResponse }) => {
        const answer = parseAnswer(lastResponse.getBody());
        if (answer.error) reject(new UploadError(answer.error.code, answer.error.params, answer.file ?? null));
        else if (answer.file) resolve(answer.file);
        else reject(new UploadError('internal_error'));
      },
      onError: (error) => reject(toUploadError(error)),
    });
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      })
      .catch(() => undefined)
      .finally(() => upload.start());
  });
}
