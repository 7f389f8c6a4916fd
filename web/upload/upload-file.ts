import type { ClientFile } from '../../server/routers/files-router';

export class UploadError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> | null = null,
    readonly file: ClientFile | null = null,
  ) {
    super(code);
  }
}

interface UploadResponse {
  file: ClientFile;
  chunkBytes?: number;
  error?: { code: string; params: Record<string, string | number> | null };
}

function send(method: string, url: string, body: Blob | string | null, headers: Record<string, string>, onProgress?: (loaded: number) => void) {
  return new Promise<{ status: number; json: UploadResponse }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => resolve({ status: xhr.status, json: xhr.response as UploadResponse });
    xhr.onerror = () => reject(new UploadError('network_error'));
    xhr.send(body);
  });
}

const RETRIES = 5;

/**
 * Uploads a file in chunks (resumable: after a network failure it asks the server how much it has and continues from
 * there), reporting progress 0-100. Resolves with the probed file, or rejects with an UploadError carrying a code.
 */
export async function uploadFile(file: File, toolId: string | undefined, onProgress: (percent: number) => void): Promise<ClientFile> {
  const created = await send('POST', '/api/uploads', JSON.stringify({ name: file.name, sizeBytes: file.size, toolId }), { 'Content-Type': 'application/json' });
  if (created.status !== 201) throw new UploadError(created.json?.error?.code ?? 'internal_error', created.json?.error?.params ?? null);
  const { id } = created.json.file;
  const chunkBytes = created.json.chunkBytes ?? 8 * 1024 * 1024;
  let offset = 0;
  let failures = 0;
  for (;;) {
    const chunk = file.slice(offset, offset + chunkBytes);
    try {
      const response = await send('PATCH', `/api/uploads/${id}`, chunk, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, (loaded) =>
        onProgress(Math.min(100, ((offset + loaded) / file.size) * 100)),
      );
      if (response.status === 409) {
        offset = Number(response.json.error?.params?.offset ?? 0);
        continue;
      }
      if (response.json?.error) throw new UploadError(response.json.error.code, response.json.error.params, response.json.file ?? null);
      if (response.status >= 400) throw new UploadError('internal_error');
      const uploaded = response.json.file;
      if (uploaded.status !== 'uploading') return uploaded;
      offset = uploaded.receivedBytes;
      failures = 0;
    } catch (error) {
      if (error instanceof UploadError && error.code !== 'network_error') throw error;
      if (++failures > RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * failures));
      const status = await send('GET', `/api/uploads/${id}`, null, {});
      offset = status.json.file.receivedBytes;
    }
  }
}
