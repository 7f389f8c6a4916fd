import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { TOOL_IDS } from '../../domain/catalogue/tool-ids';
import { getTool } from '../../domain/catalogue/get-tool';
import { getMinFileSizeBytes, getPlanMaxFileSizeBytes } from '../../domain/rules/get-plan-max-file-size';
import type { PlanId } from '../../domain/plans';
import { storageKeys } from '../../temporal/activities/storage/storage-keys';
import { getOrCreateViewer } from '../auth/get-viewer';
import { toClientFile } from '../routers/files-router';
import { GatewayError } from '../temporal/job-gateway';
import type { AppDeps } from '../trpc';
import { readJsonBody, sendError, sendJson } from './send-json';
import { limitStream, StreamLimitError } from './limit-stream';

export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

const CreateUpload = z.object({ name: z.string().min(1).max(255), sizeBytes: z.number().int(), toolId: z.enum(TOOL_IDS).optional() });

/**
 * Resumable uploads, in the spirit of tus: POST creates the file with its size; PATCH appends a chunk at
 * `Upload-Offset` (a mismatch answers 409 with the server's offset, so a client resumes where the server is); GET
 * tells the offset. The last chunk triggers the probe, and the answer carries the probed file or its error code.
 */
export function createUploadHandler(deps: AppDeps & { maxUploadBytes: number }) {
  return async function handleUpload(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const match = /^\/api\/uploads(?:\/([a-zA-Z0-9-]+))?$/.exec(path);
    if (!match) return false;
    const user = await getOrCreateViewer(deps.viewer, req, res);
    const fileId = match[1];

    if (!fileId && req.method === 'POST') {
      const parsed = CreateUpload.safeParse(await readJsonBody(req).catch(() => null));
      if (!parsed.success) return sendError(res, 400, 'invalid_request'), true;
      const { name, sizeBytes, toolId } = parsed.data;
      if (sizeBytes < 1) return sendError(res, 400, 'media_empty_file'), true;
      // The tool's limits for the viewer's plan come from the catalogue; the operator's cap bounds every upload.
      const tool = toolId ? getTool(toolId) : null;
      if (tool && sizeBytes < getMinFileSizeBytes(tool)) return sendError(res, 400, 'file_too_small'), true;
      const toolMax = tool ? getPlanMaxFileSizeBytes(tool, user.plan as PlanId) : null;
      if (toolMax !== null && sizeBytes > toolMax) return sendError(res, 413, 'file_too_large', { maxBytes: toolMax }), true;
      if (sizeBytes > deps.maxUploadBytes) return sendError(res, 413, 'upload_too_large', { maxBytes: deps.maxUploadBytes }), true;
      const id = randomUUID();
      const file = await deps.prisma.file.create({ data: { id, userId: user.id, name, sizeBytes: BigInt(sizeBytes), storageKey: storageKeys.upload(id) } });
      sendJson(res, 201, { file: toClientFile(file), chunkBytes: UPLOAD_CHUNK_BYTES });
      return true;
    }

    const file = fileId ? await deps.prisma.file.findUnique({ where: { id: fileId } }) : null;
    if (!file || file.userId !== user.id) return sendError(res, 404, 'file_not_found'), true;

    if (req.method === 'GET') return sendJson(res, 200, { file: toClientFile(file) }), true;
    if (req.method !== 'PATCH') return sendError(res, 405, 'invalid_request'), true;
    if (file.status !== 'uploading') return sendJson(res, 200, { file: toClientFile(file) }), true;

    const offset = Number(req.headers['upload-offset']);
    const stored = (await deps.storage.stat(file.storageKey))?.sizeBytes ?? 0;
    if (!Number.isInteger(offset) || offset !== stored) {
      return sendError(res, 409, 'upload_offset_mismatch', { offset: stored }), true;
    }
    const remaining = Number(file.sizeBytes) - stored;
    try {
      const body = new PassThrough();
      const [received] = await Promise.all([deps.storage.append(file.storageKey, offset, body), pipeline(req, limitStream(remaining), body)]);
      const updated = await deps.prisma.file.update({ where: { id: file.id }, data: { receivedBytes: BigInt(received) } });
      if (received < Number(file.sizeBytes)) return sendJson(res, 200, { file: toClientFile(updated) }), true;
    } catch (error) {
      if (error instanceof StreamLimitError) {
        // The client sent more than the size it declared: the file cannot be trusted.
        await deps.prisma.file.update({ where: { id: file.id }, data: { status: 'failed', errorCode: 'upload_too_large' } });
        return sendError(res, 413, 'upload_too_large', { maxBytes: Number(file.sizeBytes) }), true;
      }
      throw error;
    }

    // Complete: probe on a compute worker, then record what the file is (or why it cannot be used).
    await deps.prisma.file.update({ where: { id: file.id }, data: { status: 'probing' } });
    try {
      const media = await deps.jobs.probeUpload(file.id, file.storageKey);
      const ready = await deps.prisma.file.update({
        where: { id: file.id },
        data: { status: 'ready', durationS: media.durationS, width: media.width, height: media.height, fps: media.fps, hasAudio: media.hasAudio },
      });
      sendJson(res, 200, { file: toClientFile(ready) });
    } catch (error) {
      const code = error instanceof GatewayError ? error.code : 'internal_error';
      const failed = await deps.prisma.file.update({ where: { id: file.id }, data: { status: 'failed', errorCode: code } });
      sendJson(res, 422, { file: toClientFile(failed), error: { code, params: null } });
    }
    return true;
  };
}
