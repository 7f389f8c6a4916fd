import { createRequire } from 'node:module';

/** An OpenCV matrix as opencv.js exposes it (only what this project uses). */
export interface CvMat {
  rows: number;
  cols: number;
  data: Uint8Array;
  data32F: Float32Array;
  delete(): void;
  roi(rect: unknown): CvMat;
  clone(): CvMat;
  copyTo(dst: CvMat, mask?: CvMat): void;
  setTo(value: unknown, mask?: CvMat): CvMat;
}

/**
 * The part of opencv.js (`@techstark/opencv-js`, Apache-2.0, OpenCV 4.5 compiled to WASM) the background changer
 * uses. The package's own typings need a package that is not installed, so the surface is declared here.
 */
export interface OpenCv {
  Mat: { new (): CvMat; new (rows: number, cols: number, type: number): CvMat; new (rows: number, cols: number, type: number, scalar: unknown): CvMat };
  Scalar: new (...values: number[]) => unknown;
  Rect: new (x: number, y: number, w: number, h: number) => unknown;
  Size: new (w: number, h: number) => unknown;
  Point: new (x: number, y: number) => unknown;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvMat;
  CV_8UC1: number;
  CV_8UC3: number;
  CV_32FC1: number;
  CV_32FC2: number;
  CV_32S: number;
  GC_INIT_WITH_MASK: number;
  GC_EVAL: number;
  COLOR_RGB2GRAY: number;
  INTER_LINEAR: number;
  BORDER_REPLICATE: number;
  MORPH_ELLIPSE: number;
  MORPH_CLOSE: number;
  FLOODFILL_FIXED_RANGE: number;
  FLOODFILL_MASK_ONLY: number;
  setRNGSeed(seed: number): void;
  grabCut(img: CvMat, mask: CvMat, rect: unknown, bgd: CvMat, fgd: CvMat, iterations: number, mode: number): void;
  cvtColor(src: CvMat, dst: CvMat, code: number): void;
  GaussianBlur(src: CvMat, dst: CvMat, size: unknown, sigma: number): void;
  calcOpticalFlowFarneback(prev: CvMat, next: CvMat, flow: CvMat, scale: number, levels: number, winsize: number, iterations: number, polyN: number, polySigma: number, flags: number): void;
  remap(src: CvMat, dst: CvMat, mapX: CvMat, mapY: CvMat, interpolation: number, border: number, value: unknown): void;
  floodFill(img: CvMat, mask: CvMat, seed: unknown, value: unknown, rect: unknown, lo: unknown, up: unknown, flags: number): number;
  connectedComponents(img: CvMat, labels: CvMat, connectivity: number, type: number): number;
  getStructuringElement(shape: number, size: unknown): CvMat;
  erode(src: CvMat, dst: CvMat, kernel: CvMat): void;
  dilate(src: CvMat, dst: CvMat, kernel: CvMat): void;
  morphologyEx(src: CvMat, dst: CvMat, op: number, kernel: CvMat): void;
  onRuntimeInitialized?: () => void;
}

let loading: Promise<OpenCv> | null = null;

/** Loads opencv.js once per process (about 1.5 s: the WASM module compiles), then hands out the same module. */
export function loadOpencv(): Promise<OpenCv> {
  loading ??= (async () => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & { then?: unknown };
    // The module is exported before its WASM is ready: wait for the runtime.
    if (typeof cv.Mat !== 'function') await new Promise<void>((resolve) => (cv.onRuntimeInitialized = resolve));
    // Emscripten's module is a thenable that resolves to itself: resolving a promise with it would never settle.
    delete cv.then;
    return cv;
  })();
  return loading;
}
