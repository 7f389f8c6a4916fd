/** True when the first bytes carry a known video container's signature (MP4/MOV, Matroska/WebM, AVI, MPEG-TS/PS, FLV, Ogg). */
export function looksLikeVideoContainer(head: Uint8Array): boolean {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 8 && ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(4, 8))) return true;
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return true;
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') return true;
  if (head.length >= 1 && head[0] === 0x47 && (head.length < 189 || head[188] === 0x47)) return true;
  if (head.length >= 4 && head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0xba) return true;
  if (head.length >= 3 && ascii(0, 3) === 'FLV') return true;
  return head.length >= 4 && ascii(0, 4) === 'OggS';
}
