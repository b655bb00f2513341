import { BODIES, type BodyType } from './bodies';
import { type Camera, type Vec2, type Vec3, dot, length, lookAt, normalize, projectPolygon, sub } from './geometry';
import type { InteriorStyle } from './interior';
import { type Face, buildCarMesh } from './mesh';
import { hexToRgb, shade } from './paint';
import { type Frame, type Scene, SCENE_DEFS, backdrop, pathOf, shadow, toScreen } from './scenes';

/**
 * The demo fleet's photos as SVG: a car of a body type and colour, seen from one of several
 * angles in a scene, or its interior. Pure and deterministic: the same arguments give the same
 * picture (the seed renders each distinct one once and stores a copy per car photo).
 */
export const EXTERIOR_VIEWS = ['front34', 'side', 'rear34', 'front', 'rear', 'wheel'] as const;
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number];

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1067;

export type CarPicture = { body: BodyType; paint: string; view: ExteriorView; scene: Scene; spokes: number } | { view: 'interior' | 'dashboard'; interior: InteriorStyle };

const meshes = new Map<string, Face[]>();
function meshOf(body: BodyType, spokes: number): Face[] {
  const key = `${body}:${spokes}`;
  let mesh = meshes.get(key);
  if (!mesh) {
    mesh = buildCarMesh(BODIES[body], { spokes });
    meshes.set(key, mesh);
  }
  return mesh;
}

type Shot = { camera: Camera; fit: 'car' | 'fixed'; share: number; groundAt: number };

function shotOf(body: BodyType, view: ExteriorView): Shot {
  const b = BODIES[body];
  const l = b.length;
  const height = b.top.reduce((m, [, z]) => Math.max(m, z), 0);
  const centre: Vec3 = [l / 2, 0, height * 0.42];
  const around = (degrees: number, distance: number, eyeHeight: number): Vec3 => {
    const a = (degrees * Math.PI) / 180;
    return [l / 2 - Math.cos(a) * distance, -Math.sin(a) * distance, eyeHeight];
  };
  switch (view) {
    case 'front34':
      return { camera: lookAt(around(36, 8.5, 1.55), centre), fit: 'car', share: 0.8, groundAt: 0.83 };
    case 'side':
      return { camera: lookAt(around(90, 9.5, 1.05), [l / 2, 0, height * 0.45]), fit: 'car', share: 0.84, groundAt: 0.78 };
    case 'rear34':
      return { camera: lookAt(around(142, 8.5, 1.6), centre), fit: 'car', share: 0.78, groundAt: 0.83 };
    case 'front':
      return { camera: lookAt(around(14, 7.5, 1.35), centre), fit: 'car', share: 0.62, groundAt: 0.84 };
    case 'rear':
      return { camera: lookAt(around(166, 7.5, 1.45), centre), fit: 'car', share: 0.62, groundAt: 0.84 };
    case 'wheel': {
      const target: Vec3 = [b.wheels[0], -b.width / 2, b.wheelRadius * 1.25];
      return { camera: lookAt([target[0] - 1.1, target[1] - 2.1, 0.75], target, PHOTO_WIDTH * 0.95), fit: 'fixed', share: 1, groundAt: 0 };
    }
  }
}

const STROKED = new Set(['paint', 'glass', 'trim', 'under', 'tyre', 'tyreSide', 'bed', 'liner']);

/** An exterior picture in two layers: the backdrop with the car's shadow (drawn at half size, then enlarged: out of focus as behind a real car) and the car itself. */
export type LayeredSvg = { backdrop: string; car: string };

/** The backdrop is drawn at this fraction of the photo's size. */
const BACKDROP_SCALE = 0.5;

export function exteriorSvg(picture: Extract<CarPicture, { body: BodyType }>, seed = 1): LayeredSvg {
  const { body, paint, view, scene, spokes } = picture;
  const shape = BODIES[body];
  const { camera, fit, share, groundAt } = shotOf(body, view);
  const base = hexToRgb(paint);
  // One view direction for the shading (towards the car's middle): flat panels get one colour and merge into strips.
  const towardsEye = normalize(sub(camera.eye, [shape.length / 2, 0, 0.7]));
  const visible: Visible[] = [];
  for (const face of meshOf(body, spokes)) {
    const toEye = sub(camera.eye, face.centre);
    if (dot(face.normal, toEye) <= 0) continue;
    const projected = projectPolygon(camera, face.points);
    if (!projected) continue;
    visible.push({ face, projected, depth: length(toEye) - face.bias, fill: shade(face.material, face.normal, towardsEye, base) });
  }
  const frame = frameOf(visible.flatMap((f) => f.projected), fit, share, groundAt);
  const drawn = mergeStrips(visible);
  drawn.sort((a, b) => b.depth - a.depth);
  let car = '';
  for (const { projected, fill, seamless } of drawn) {
    const screen = projected.map((p) => toScreen(frame, p));
    if (area(screen) < 0.4) continue;
    car += seamless ? `<path d="${pathOf(screen)}" fill="${fill}" stroke="${fill}" stroke-width="1" stroke-linejoin="round"/>` : `<path d="${pathOf(screen)}" fill="${fill}"/>`;
  }
  const small: Frame = { width: Math.round(PHOTO_WIDTH * BACKDROP_SCALE), height: Math.round(PHOTO_HEIGHT * BACKDROP_SCALE), k: frame.k * BACKDROP_SCALE, tx: frame.tx * BACKDROP_SCALE, ty: frame.ty * BACKDROP_SCALE };
  const svg = (w: number, h: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
  return {
    backdrop: svg(small.width, small.height, `<defs>${SCENE_DEFS}</defs>${backdrop(scene, camera, small, seed)}${shadow(camera, small, shape.length, shape.width, shape.wheels)}${vignette(small.width, small.height)}`),
    car: svg(PHOTO_WIDTH, PHOTO_HEIGHT, `<defs>${SCENE_DEFS}</defs>${car}`),
  };
}

type Visible = { face: Face; projected: Vec2[]; depth: number; fill: string };
type Drawn = { projected: Vec2[]; depth: number; fill: string; seamless: boolean };

/** Quads of the body in a row along its length with one colour become one strip (at most this many). */
const MAX_RUN = 16;

/**
 * Joins runs of neighbouring body quads (same section segment, consecutive stations, same colour)
 * into strips: a tenth of the paths to rasterize, and no seams between them. Strips are short
 * enough for the painter's order to stay right.
 */
function mergeStrips(visible: Visible[]): Drawn[] {
  const out: Drawn[] = [];
  const runs = new Map<number, Visible[]>();
  for (const v of visible) {
    if (!v.face.strip || v.projected.length !== 4) out.push({ projected: v.projected, depth: v.depth, fill: v.fill, seamless: STROKED.has(v.face.material) });
    else {
      const [k] = v.face.strip;
      const list = runs.get(k) ?? [];
      list.push(v);
      runs.set(k, list);
    }
  }
  for (const list of runs.values()) {
    list.sort((a, b) => a.face.strip![1] - b.face.strip![1]);
    let run: Visible[] = [];
    const flush = () => {
      if (!run.length) return;
      // Quad points are a, b (this station), c, d (the next): the strip is a, b, every c, then every d back.
      const top = [run[0]!.projected[0]!, run[0]!.projected[1]!, ...run.map((q) => q.projected[2]!)];
      const bottom = run.map((q) => q.projected[3]!).reverse();
      out.push({ projected: [...top, ...bottom], depth: run.reduce((sum, q) => sum + q.depth, 0) / run.length, fill: run[0]!.fill, seamless: true });
      run = [];
    };
    for (const q of list) {
      const last = run[run.length - 1];
      if (last && (last.fill !== q.fill || q.face.strip![1] !== last.face.strip![1] + 1 || run.length >= MAX_RUN)) flush();
      run.push(q);
    }
    flush();
  }
  return out;
}

function area(points: Vec2[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[(i + 1) % points.length]!;
    sum += x0 * y1 - x1 * y0;
  }
  return Math.abs(sum) / 2;
}

function vignette(w: number, h: number): string {
  return `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

/** Scales and moves the projection so the car fills `share` of the frame's width (or height) and stands at `groundAt`. */
function frameOf(points: Vec2[], fit: 'car' | 'fixed', share: number, groundAt: number): Frame {
  const frame = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT };
  if (fit === 'fixed') return { ...frame, k: 1, tx: PHOTO_WIDTH / 2, ty: PHOTO_HEIGHT / 2 };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const k = Math.min((PHOTO_WIDTH * share) / (maxX - minX), (PHOTO_HEIGHT * 0.62) / (maxY - minY));
  return { ...frame, k, tx: PHOTO_WIDTH / 2 - (k * (minX + maxX)) / 2, ty: PHOTO_HEIGHT * groundAt - k * maxY };
}
