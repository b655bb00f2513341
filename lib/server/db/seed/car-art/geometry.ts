/** Small 3D helpers for the illustrations: vectors, a pinhole camera, near-plane clipping. */
export type Vec3 = [number, number, number];
export type Vec2 = [number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const normalize = (a: Vec3): Vec3 => {
  const n = length(a) || 1;
  return [a[0] / n, a[1] / n, a[2] / n];
};

export function centroid(points: Vec3[]): Vec3 {
  const sum = points.reduce((acc, p) => add(acc, p), [0, 0, 0] as Vec3);
  return scale(sum, 1 / points.length);
}

/** Newell's method: a polygon's normal, robust for slightly non-planar quads. */
export function polygonNormal(points: Vec3[]): Vec3 {
  const n: Vec3 = [0, 0, 0];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    n[0] += (a[1] - b[1]) * (a[2] + b[2]);
    n[1] += (a[2] - b[2]) * (a[0] + b[0]);
    n[2] += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalize(n);
}

/** A pinhole camera at `eye` looking at `target`, z up. `focal` is in pixels before the frame fit. */
export type Camera = { eye: Vec3; right: Vec3; up: Vec3; forward: Vec3; focal: number };

export function lookAt(eye: Vec3, target: Vec3, focal = 1000): Camera {
  const forward = normalize(sub(target, eye));
  const right = normalize(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  return { eye, right, up, forward, focal };
}

const NEAR = 0.05;

/** Camera-space coordinates: x right, y up, z depth along the view. */
export function toCamera(camera: Camera, p: Vec3): Vec3 {
  const d = sub(p, camera.eye);
  return [dot(d, camera.right), dot(d, camera.up), dot(d, camera.forward)];
}

/** Clips a camera-space polygon to the part in front of the near plane (Sutherland–Hodgman). */
function clipNear(points: Vec3[], near: number): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const aIn = a[2] >= near;
    const bIn = b[2] >= near;
    if (aIn) out.push(a);
    if (aIn !== bIn) {
      const t = (near - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
    }
  }
  return out;
}

/**
 * The polygon on screen (before the frame fit, y down), or null when it is wholly behind the
 * camera. Scenery clips at a metre: a road running past the camera would otherwise reach millions
 * of pixels, beyond what the rasterizer's fixed-point numbers hold.
 */
export function projectPolygon(camera: Camera, points: Vec3[], near = NEAR): Vec2[] | null {
  const clipped = clipNear(points.map((p) => toCamera(camera, p)), near);
  if (clipped.length < 3) return null;
  return clipped.map(([x, y, z]) => [(camera.focal * x) / z, (-camera.focal * y) / z]);
}

export function projectPoint(camera: Camera, p: Vec3): Vec2 | null {
  const [x, y, z] = toCamera(camera, p);
  return z < NEAR ? null : [(camera.focal * x) / z, (-camera.focal * y) / z];
}

/**
 * Monotone cubic interpolation (Fritsch–Carlson) through points sorted by x: smooth, and never
 * overshooting between them, so a profile keeps its creases' heights.
 */
export function monotoneCurve(points: [number, number][]): (x: number) => number {
  const n = points.length;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) slopes.push((ys[i + 1]! - ys[i]!) / (xs[i + 1]! - xs[i]!));
  const tangents: number[] = [slopes[0]!];
  for (let i = 1; i < n - 1; i++) {
    const s0 = slopes[i - 1]!;
    const s1 = slopes[i]!;
    tangents.push(s0 * s1 <= 0 ? 0 : (3 * (s0 + s1)) / ((2 * s1 + s0) / s0 + (s1 + 2 * s0) / s1));
  }
  tangents.push(slopes[n - 2]!);
  return (x: number) => {
    if (x <= xs[0]!) return ys[0]!;
    if (x >= xs[n - 1]!) return ys[n - 1]!;
    let i = 0;
    while (x > xs[i + 1]!) i++;
    const h = xs[i + 1]! - xs[i]!;
    const t = (x - xs[i]!) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (2 * t3 - 3 * t2 + 1) * ys[i]! + (t3 - 2 * t2 + t) * h * tangents[i]! + (-2 * t3 + 3 * t2) * ys[i + 1]! + (t3 - t2) * h * tangents[i + 1]!;
  };
}
