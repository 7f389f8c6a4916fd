import { describe, expect, it } from 'vitest';
import { parsePocketsphinxOutput } from './parse-pocketsphinx-output';

// Real output of pocketsphinx_continuous -time yes on espeak-ng speech (Debian pocketsphinx 0.8+5prealpha).
const OUTPUT = `well he did but on the train
<s> 0.000 0.320 0.999500
well 0.330 0.650 0.992329
<sil> 0.660 1.060 0.999800
he 1.070 1.140 0.032893
on(2) 1.680 1.790 0.216736
[NOISE] 1.800 1.980 0.999400
train 2.160 2.390 0.120206
</s> 2.400 3.280 1.000000
`;

describe('parsePocketsphinxOutput', () => {
  it('keeps words with times, drops fillers and pronunciation suffixes', () => {
    expect(parsePocketsphinxOutput(OUTPUT)).toEqual([
      { text: 'well', startS: 0.33, endS: 0.65, confidence: 0.992329 },
      { text: 'he', startS: 1.07, endS: 1.14, confidence: 0.032893 },
      { text: 'on', startS: 1.68, endS: 1.79, confidence: 0.216736 },
      { text: 'train', startS: 2.16, endS: 2.39, confidence: 0.120206 },
    ]);
  });
});
