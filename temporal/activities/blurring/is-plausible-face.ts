/** A face box with BlazeFace's keypoints (right eye, left eye, nose tip, mouth, right ear, left ear), in frame pixels. */
export interface FaceShape {
  w: number;
  h: number;
  x: number;
  y: number;
  landmarks: readonly (readonly [number, number])[];
}

/**
 * Whether a detection's geometry is a face's: a square-ish box; the eyes apart, in image order, the eye line within 60
 * degrees of level (a tilted head, not one upside down); the mouth below the eye line by a fifth to four fifths of the box, the nose
 * between them; and eyes, nose and mouth inside the box. BlazeFace's false positives on arms, hands and textures
 * usually fail one of these (eyes collapsed onto each other, a "mouth" beside the eyes); a real face turned far to one
 * side still passes (its eyes stay at least an eighth of the box apart in BlazeFace's output).
 */
export function isPlausibleFace(face: FaceShape): boolean {
  const aspect = face.w / Math.max(1e-6, face.h);
  if (aspect < 0.6 || aspect > 1.6 || face.landmarks.length < 4) return false;
  const [rightEye, leftEye, nose, mouth] = face.landmarks as [readonly [number, number], readonly [number, number], readonly [number, number], readonly [number, number]];
  const size = Math.max(face.w, face.h);
  const ex = leftEye[0] - rightEye[0];
  const ey = leftEye[1] - rightEye[1];
  const eyes = Math.hypot(ex, ey);
  // The eye line's direction: the left eye (the subject's) is to the right in the picture.
  if (eyes < 0.12 * size || eyes > 0.8 * size || ex <= 0 || Math.abs(ey) > Math.tan(Math.PI / 3) * ex) return false;
  // Distances along the face's downward axis (perpendicular to the eye line), in box sizes (not eye distances: those
  // shrink as the head turns, the eyes-to-mouth height does not).
  const [mx, my] = [(rightEye[0] + leftEye[0]) / 2, (rightEye[1] + leftEye[1]) / 2];
  const down = (p: readonly [number, number]) => ((p[0] - mx) * -ey + (p[1] - my) * ex) / eyes / size;
  const mouthDown = down(mouth);
  const noseDown = down(nose);
  if (mouthDown < 0.2 || mouthDown > 0.8 || noseDown < 0.03 || noseDown > mouthDown) return false;
  const margin = 0.15 * size;
  return [rightEye, leftEye, nose, mouth].every(([px, py]) => px >= face.x - margin && px <= face.x + face.w + margin && py >= face.y - margin && py <= face.y + face.h + margin);
}
