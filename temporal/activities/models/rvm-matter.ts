import { readFile } from 'node:fs/promises';
import type * as tfTypes from '@tensorflow/tfjs';
import { loadTfjsGraphModel, tf } from './load-tfjs';
import type { RgbFrame } from '../pixels/rgb-frame';

/** The longer side the network works at inside (its downsample ratio follows from the frame): RVM's own guidance is 256-512. */
const INTERNAL_SIDE = 384;
const RECURRENT = ['r1', 'r2', 'r3', 'r4'] as const;

/**
 * Robust Video Matting (the opt-in `rvm` pack; weights GPL-3.0): a recurrent matting network. Each frame goes in whole
 * with the state the previous frame left (four recurrent tensors), and the person's alpha comes out at the frame's
 * size, refined by the network's own guided filter: temporal coherence is the model's, not a smoothing of ours.
 */
export class RvmModel {
  private constructor(
    private readonly model: tfTypes.GraphModel,
    private readonly outputs: { pha: string; state: string[] },
  ) {}

  static async load(jsonPath: string): Promise<RvmModel> {
    const model = await loadTfjsGraphModel(jsonPath);
    // The converted graph names its outputs Identity_n; the model file's signature says which is which (read here, not
    // given to the loader: a signature changes the output order of the other graph models' plain execute()).
    const { signature } = JSON.parse(await readFile(jsonPath, 'utf8')) as { signature?: { outputs?: Record<string, { name: string }> } };
    const name = (key: string) => {
      const found = signature?.outputs?.[key]?.name;
      if (!found) throw new Error(`the RVM model has no '${key}' output`);
      return found;
    };
    return new RvmModel(model, { pha: name('pha'), state: RECURRENT.map((r) => name(`${r}o`)) });
  }

  /** A matter for one video (its own recurrent state): frames must come in order. */
  open(): RvmMatter {
    return new RvmMatter(this.model, this.outputs);
  }
}

/** One video's pass through RVM. */
export class RvmMatter {
  private state: tfTypes.Tensor[] | null = null;

  constructor(
    private readonly model: tfTypes.GraphModel,
    private readonly outputs: { pha: string; state: string[] },
  ) {}

  /** The next frame's alpha (0..1 per pixel, the frame's size). */
  async next(frame: RgbFrame): Promise<Float32Array> {
    const { width, height } = frame;
    const src = tf.tidy(() => tf.tensor4d(frame.data, [1, height, width, 3], 'int32').toFloat().div(255));
    const ratio = tf.scalar(Math.min(1, INTERNAL_SIDE / Math.max(width, height)));
    // The first frame starts from zero state (a scalar broadcasts, as the reference implementation feeds it).
    const state = this.state ?? RECURRENT.map(() => tf.scalar(0));
    let out: tfTypes.Tensor[];
    try {
      out = (await this.model.executeAsync({ src, r1i: state[0]!, r2i: state[1]!, r3i: state[2]!, r4i: state[3]!, downsample_ratio: ratio }, [this.outputs.pha, ...this.outputs.state])) as tfTypes.Tensor[];
    } finally {
      src.dispose();
      ratio.dispose();
      for (const tensor of state) tensor.dispose();
      this.state = null;
    }
    this.state = out.slice(1);
    const pha = out[0]!;
    try {
      return (await pha.data()) as Float32Array;
    } finally {
      pha.dispose();
    }
  }

  /** Frees the recurrent state (the render ended). */
  close(): void {
    for (const tensor of this.state ?? []) tensor.dispose();
    this.state = null;
  }
}
