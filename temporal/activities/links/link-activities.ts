import { Context } from '@temporalio/activity';
import { CancelledFailure } from '@temporalio/common';
import { checkLinkMedia, type LinkLimits } from '../../../domain/links/check-link-media';
import { parseLinkUrl } from '../../../domain/links/parse-link-url';
import { sanitizeFileName } from '../../../domain/files/sanitize-file-name';
import { getWorkerEnv } from '../../runtime/worker-env';
import { ChildProcessError } from '../kit/run-child-process';
import type { Storage } from '../storage/storage';
import { downloadToStorage } from './download-to-storage';
import { LinkError, toLinkFailure } from './link-error';
import { openLink } from './open-link';
import type { LinkVideoInfo } from './parse-yt-dlp-info';
import { readLinkInfo } from './read-link-info';

export interface FetchLinkInput {
  url: string;
  /** Where the video goes (the file's upload key). */
  key: string;
  limits: LinkLimits;
  /** Loopback targets allowed (the app's development mode only). */
  allowLoopback: boolean;
}

export interface FetchLinkResult {
  sizeBytes: number;
  /** A file name for the list: the page's title or the link's last path part. */
  name: string;
  /** What the page declared (yt-dlp), checked again on the probed file. */
  declaredDurationS: number | null;
}

/** What a fetch heartbeats: progress for the page, and the media URL found, so a retry resumes without yt-dlp. */
export interface FetchLinkHeartbeat {
  receivedBytes: number;
  totalBytes: number | null;
  page?: Pick<LinkVideoInfo, 'mediaUrl' | 'headers' | 'title' | 'ext' | 'durationS'>;
}

function nameFrom(url: URL, page: FetchLinkHeartbeat['page']): string {
  const fromPath = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const name = page?.title ? `${page.title}.${page.ext ?? 'mp4'}` : fromPath || url.hostname;
  return sanitizeFileName(name) || 'video';
}

/** Importing a video from a link (cpu queue): a direct file, or the video yt-dlp finds on a page. */
export function createLinkActivities(storage: Storage) {
  return {
    /**
     * Fetches a link's video into storage: a direct video is downloaded as it is; an HTML page goes through yt-dlp
     * for its media URL, duration and size (checked against the limits before any byte), then downloaded the same way.
     * Resumes after a broken connection with a range request from the bytes already stored.
     */
    async fetchLink(input: FetchLinkInput): Promise<FetchLinkResult> {
      const context = Context.current();
      const signal = context.cancellationSignal;
      const url = parseLinkUrl(input.url);
      if (!url) throw toLinkFailure(new LinkError('link_invalid', `not a link: ${input.url}`));
      const previous = context.info.heartbeatDetails as FetchLinkHeartbeat | undefined;
      let page = previous?.page;
      const beat = (progress: Omit<FetchLinkHeartbeat, 'page'>) => context.heartbeat({ ...progress, page } satisfies FetchLinkHeartbeat);
      try {
        const stored = (await storage.stat(input.key))?.sizeBytes ?? 0;
        const open = (target: URL) => openLink(target, { allowLoopback: input.allowLoopback, headers: page?.headers, rangeStart: stored, signal });
        let opened = await open(page ? new URL(page.mediaUrl) : url);
        if (!page && /^(text\/html|application\/xhtml)/i.test(String(opened.response.headers['content-type'] ?? ''))) {
          opened.response.destroy();
          beat({ receivedBytes: 0, totalBytes: null });
          const info = await readLinkInfo(opened.url.href, { allowLoopback: input.allowLoopback, signal, binary: getWorkerEnv().YT_DLP_PATH });
          const declared = checkLinkMedia(info, input.limits);
          if (declared) throw new LinkError(declared.code as 'link_too_large' | 'link_too_long', `${info.mediaUrl}: declared over the limits`, declared.params);
          page = { mediaUrl: info.mediaUrl, headers: info.headers, title: info.title, ext: info.ext, durationS: info.durationS };
          beat({ receivedBytes: 0, totalBytes: info.sizeBytes });
          opened = await open(new URL(info.mediaUrl));
        }
        const { sizeBytes } = await downloadToStorage(opened, storage, input.key, { offset: stored, limits: input.limits, onProgress: beat });
        return { sizeBytes, name: nameFrom(url, page), declaredDurationS: page?.durationS ?? null };
      } catch (error) {
        if (signal.aborted || (error instanceof ChildProcessError && error.cancelled)) throw new CancelledFailure('link import cancelled');
        if (error instanceof LinkError) {
          const failure = toLinkFailure(error);
          // A final refusal leaves nothing behind; a broken transfer keeps its bytes for the retry's range request.
          if (failure.nonRetryable) await storage.delete(input.key);
          throw failure;
        }
        throw error;
      }
    },
  };
}
export type LinkActivities = ReturnType<typeof createLinkActivities>;
