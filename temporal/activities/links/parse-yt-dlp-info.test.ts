import { describe, expect, it } from 'vitest';
import { parseYtDlpInfo } from './parse-yt-dlp-info';

// The shape yt-dlp 2023.03's generic extractor prints (-J) for a page with <video src>, trimmed.
const generic = {
  id: 'clip',
  title: 'clip',
  ext: 'mp4',
  url: 'http://127.0.0.1:8080/clip.mp4',
  protocol: 'http',
  http_headers: { 'User-Agent': 'Mozilla/5.0', Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate', 'Sec-Fetch-Mode': 'navigate' },
  duration: null,
  filesize: null,
};

describe('parseYtDlpInfo', () => {
  it('reads the chosen format’s direct URL and the headers it needs, without compression', () => {
    expect(parseYtDlpInfo(generic)).toEqual({
      mediaUrl: 'http://127.0.0.1:8080/clip.mp4',
      headers: { 'User-Agent': 'Mozilla/5.0', Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' },
      title: 'clip',
      ext: 'mp4',
      durationS: null,
      sizeBytes: null,
    });
  });

  it('reads the duration and the exact, else approximate, size', () => {
    expect(parseYtDlpInfo({ ...generic, duration: 12.5, filesize: 1000 })).toMatchObject({ durationS: 12.5, sizeBytes: 1000 });
    expect(parseYtDlpInfo({ ...generic, filesize_approx: 2000 })).toMatchObject({ sizeBytes: 2000 });
  });

  it('refuses formats the app cannot download itself (HLS, DASH fragments) and answers without a URL', () => {
    expect(parseYtDlpInfo({ ...generic, protocol: 'm3u8_native' })).toBeNull();
    expect(parseYtDlpInfo({ ...generic, url: undefined })).toBeNull();
    expect(parseYtDlpInfo({ ...generic, url: 'file:///etc/passwd' })).toBeNull();
    expect(parseYtDlpInfo(null)).toBeNull();
  });
});
