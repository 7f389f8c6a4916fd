/** A 16 kHz mono 16-bit PCM WAV of samples [from, to): what pocketsphinx's US English model expects. */
export function encodeWav(samples: Float32Array, from = 0, to = samples.length): Buffer {
  const rate = 16_000;
  const count = Math.max(0, to - from);
  const buffer = Buffer.alloc(44 + count * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + count * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(count * 2, 40);
  for (let i = 0; i < count; i++) buffer.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[from + i]! * 32768))), 44 + i * 2);
  return buffer;
}
