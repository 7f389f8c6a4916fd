import { MAX_FRAMES } from './project-doc-schema';

/** A timeline position an edit may take: a whole number of frames from 0. */
export const isFrame = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_FRAMES;

/** A frame offset (negative allowed). */
export const isFrameDelta = (value: unknown): value is number => Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_FRAMES;
