import { runChildProcess, ChildProcessError } from '../kit/run-child-process';
import { LinkError } from './link-error';
import { parseYtDlpInfo, type LinkVideoInfo } from './parse-yt-dlp-info';
import { startCheckingProxy } from './start-checking-proxy';

// One file with both picture and sound, over plain http(s) (the app downloads it itself): no merging of separate
// streams, no HLS/DASH fragments.
const FORMAT = 'best[vcodec!=none][acodec!=none][protocol^=http]/best[vcodec!=none][protocol^=http]/best[protocol^=http]';
// yt-dlp's words for "this page has no video" (generic extractor) or "nothing in a form we take".
const NO_VIDEO = /Unsupported URL|No video formats found|Requested format is not available|no suitable|There's no video/i;

/**
 * Asks yt-dlp (Debian's `yt-dlp`, or YT_DLP_PATH) what video a page holds: its direct media URL, duration and size.
 * Every connection yt-dlp makes goes through a local proxy that applies the address rules.
 */
export async function readLinkInfo(url: string, options: { allowLoopback: boolean; signal?: AbortSignal; binary?: string }): Promise<LinkVideoInfo> {
  const proxy = await startCheckingProxy(options.allowLoopback);
  try {
    const args = ['-J', '--no-playlist', '--no-warnings', '--ignore-config', '--no-cache-dir', '--socket-timeout', '15', '--proxy', proxy.url, '-f', FORMAT, '--', url];
    let stdout: string;
    try {
      // No proxy bypass (no_proxy=localhost...) from the environment: every connection goes through the checks.
      const env = { ...process.env, no_proxy: '', NO_PROXY: '', http_proxy: '', https_proxy: '', HTTP_PROXY: '', HTTPS_PROXY: '' };
      stdout = await runChildProcess(options.binary ?? 'yt-dlp', args, { signal: options.signal, env });
    } catch (error) {
      if (error instanceof ChildProcessError && error.cancelled) throw error;
      const stderr = error instanceof ChildProcessError ? error.stderrTail : String(error);
      if (proxy.refused()) throw new LinkError('link_address_refused', `yt-dlp was refused an address for ${url}`);
      if (NO_VIDEO.test(stderr)) throw new LinkError('link_not_a_video', `yt-dlp found no video at ${url}: ${stderr.slice(-300)}`);
      throw new LinkError('link_unreachable', `yt-dlp could not read ${url}: ${stderr.slice(-300)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(stdout);
    } catch {
      throw new LinkError('link_not_a_video', `yt-dlp gave no JSON for ${url}`);
    }
    const info = parseYtDlpInfo(json);
    if (!info) throw new LinkError('link_not_a_video', `no plain http(s) video format at ${url}`);
    return info;
  } finally {
    await proxy.close();
  }
}
