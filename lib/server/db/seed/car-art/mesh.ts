import type { BodyShape } from './bodies';
import { type Vec3, centroid, monotoneCurve, polygonNormal, sub, dot, scale } from './geometry';

/**
 * A car as flat polygons: cross-sections lofted along the body's profile (so the plan view has
 * rounded corners and the glasshouse leans in), caps at the nose and tail, wheels in cut-out arches,
 * and decals (lights, grille, plates, door cuts, handles) laid on the surfaces. render.ts shades and
 * sorts them.
 */
export type Material =
  | 'paint'
  | 'glass'
  | 'trim'
  | 'under'
  | 'liner'
  | 'tyre'
  | 'tyreSide'
  | 'rim'
  | 'rimDark'
  | 'hub'
  | 'light'
  | 'lightInner'
  | 'drl'
  | 'tail'
  | 'tailInner'
  | 'plate'
  | 'plateBand'
  | 'plateText'
  | 'grille'
  | 'grilleFrame'
  | 'chrome'
  | 'bed'
  | 'seam'
  | 'handle';

export type Face = {
  points: Vec3[];
  /** The points' mean, kept for the painter's order. */
  centre: Vec3;
  material: Material;
  /** Outward normal, for culling and shading. */
  normal: Vec3;
  /** Metres drawn nearer than its centroid: decals lie on a surface and must come after it. */
  bias: number;
  /** For the body's lofted quads: the section segment and the station, so render.ts can merge runs of equal colour into one strip. */
  strip?: [number, number];
};

const SECTION = 11; // points per half section, bottom centre (0) to roof centre (10)

function face(points: Vec3[], material: Material, outwardFrom: Vec3 | null, bias = 0, normal?: Vec3): Face {
  let n = normal ?? polygonNormal(points);
  const centre = centroid(points);
  if (!normal && outwardFrom && dot(n, sub(centre, outwardFrom)) < 0) n = scale(n, -1);
  return { points, centre, material, normal: n, bias };
}

/** The body's half width at x: full in the middle, rounded towards the nose and tail. */
function halfWidthAt(body: BodyShape, x: number): number {
  const d = Math.min(x, body.length - x);
  const reach = 0.36;
  const t = Math.min(1, Math.max(0, d) / reach);
  return (body.width / 2) * (0.9 + 0.1 * Math.sqrt(1 - (1 - t) * (1 - t)));
}

type Profile = {
  top: (x: number) => number;
  /** The underside before the wheel arches are cut. */
  under: (x: number) => number;
  bottom: (x: number) => number;
  belt: (x: number) => number;
  half: (x: number) => number;
  archRadius: number;
};

function profileOf(body: BodyShape): Profile {
  const top = monotoneCurve(body.top);
  const under = monotoneCurve(body.bottom);
  const archRadius = body.wheelRadius * 1.14;
  const r = body.wheelRadius;
  const bottom = (x: number) => {
    let z = under(x);
    for (const xc of body.wheels) {
      const dx = Math.abs(x - xc);
      if (dx < archRadius) z = Math.max(z, r + Math.sqrt(archRadius * archRadius - dx * dx));
    }
    return z;
  };
  const [beltFront, beltRear] = body.belt;
  const belt = (x: number) => {
    const t = Math.min(1, Math.max(0, (x - body.aBase) / (body.cBase - body.aBase)));
    return beltFront + (beltRear - beltFront) * t;
  };
  return { top, under, bottom, belt, half: (x) => halfWidthAt(body, x), archRadius };
}

/** The right half of the cross-section at x ([y, z] from the bottom centre to the roof centre) and whether it has a glasshouse. */
function sectionAt(body: BodyShape, p: Profile, x: number): { half: [number, number][]; glasshouse: boolean } {
  const hw = p.half(x);
  const zb = p.bottom(x);
  const zt = p.top(x);
  const belt = p.belt(x);
  const glasshouse = x > body.aBase && x < body.cBase && zt > belt + 0.01;
  const zs = glasshouse ? belt : zt - 0.025;
  const lower: [number, number][] = [
    [0, zb],
    [hw * 0.9, zb],
    [hw * 0.985, zb + 0.18 * (zs - zb)],
    [hw, zb + 0.6 * (zs - zb)],
    [hw * 0.985, zs - 0.015],
    [hw * 0.945, zs + 0.012],
  ];
  if (glasshouse) {
    const tum = hw * body.tumblehome;
    const z6 = zs + 0.03;
    const z7 = Math.max(z6, zt - 0.05);
    const z8 = Math.max(z7, zt - 0.005);
    return {
      glasshouse,
      half: [...lower, [hw * 0.9, Math.min(z6, z8)], [tum * 1.02, z7], [tum * 0.94, z8], [tum * 0.55, zt + 0.018], [0, zt + 0.025]],
    };
  }
  return { glasshouse, half: [...lower, [hw * 0.86, zt + 0.004], [hw * 0.74, zt + 0.01], [hw * 0.6, zt + 0.016], [hw * 0.32, zt + 0.022], [0, zt + 0.026]] };
}

/** How far back the nose and the tail lean: a point at height z near either end moves this much towards the middle. */
const NOSE_LEAN = 0.14;
const TAIL_LEAN = 0.08;
const LEAN_REACH = 0.45;

function leaned(body: BodyShape, p: Profile, x: number, z: number): number {
  const fromNose = Math.max(0, 1 - x / LEAN_REACH);
  const fromTail = Math.max(0, 1 - (body.length - x) / LEAN_REACH);
  if (fromNose > 0) {
    const zb = p.bottom(0);
    return x + NOSE_LEAN * fromNose * Math.min(1, Math.max(0, (z - zb) / (p.top(0) - zb)));
  }
  if (fromTail > 0) {
    const zb = p.bottom(body.length);
    return x - TAIL_LEAN * fromTail * Math.min(1, Math.max(0, (z - zb) / (p.top(body.length) - zb)));
  }
  return x;
}

/** The full ring of a half section at x: bottom centre, right side up, roof centre, left side down. */
function ring(body: BodyShape, p: Profile, x: number, half: [number, number][]): Vec3[] {
  const right = half.map(([y, z]): Vec3 => [leaned(body, p, x, z), y, z]);
  const left = half
    .slice(1, SECTION - 1)
    .reverse()
    .map(([y, z]): Vec3 => [leaned(body, p, x, z), -y, z]);
  return [...right, ...left];
}

function stationsOf(body: BodyShape, p: Profile): number[] {
  const xs = new Set<number>();
  for (let x = 0; x <= body.length + 1e-9; x += 0.075) xs.add(Math.min(body.length, Number(x.toFixed(4))));
  for (let x = 0; x < 0.4; x += 0.025) xs.add(Number(x.toFixed(4)));
  for (let x = body.length - 0.4; x < body.length; x += 0.025) xs.add(Number(x.toFixed(4)));
  for (const xc of body.wheels) for (let k = -12; k <= 12; k++) xs.add(Number((xc + (k / 12) * p.archRadius).toFixed(4)));
  for (const key of [body.aBase, body.aTop, body.cTop, body.cBase, body.sideGlassEnd, body.length]) xs.add(key);
  for (const pillar of body.pillars) for (const d of [-0.045, 0.045]) xs.add(pillar + d);
  if (body.bedFrom) xs.add(body.bedFrom);
  return [...xs].filter((x) => x >= 0 && x <= body.length).sort((a, b) => a - b);
}

function segmentMaterial(body: BodyShape, segment: number, xm: number, glasshouse: boolean): Material {
  const bed = body.bedFrom !== undefined && xm > body.bedFrom;
  const windscreen = xm > body.aBase && xm < body.aTop;
  const rearGlass = xm > body.cTop && xm < body.cBase;
  switch (segment) {
    case 0:
      return 'under';
    case 1:
      return body.cladding ? 'trim' : 'paint';
    case 6:
      if (!glasshouse) return bed ? 'bed' : 'paint';
      if (body.pillars.some((x) => Math.abs(xm - x) < 0.045)) return 'trim';
      return xm > body.aBase && xm < body.sideGlassEnd ? 'glass' : 'paint';
    case 7:
      if (!glasshouse) return bed ? 'bed' : 'paint';
      return windscreen ? 'trim' : 'paint';
    case 8:
    case 9:
      if (!glasshouse) return bed ? 'bed' : 'paint';
      return windscreen || rearGlass ? 'glass' : 'paint';
    default:
      return 'paint';
  }
}

/** A flat shape on the body's side (y sign `side`), given as [x, z] points; y follows the body's width there. */
function sideDecal(p: Profile, side: 1 | -1, shape: [number, number][], material: Material, bias = 0.5): Face {
  const points = shape.map(([x, z]): Vec3 => [x, side * (p.half(x) + 0.006), z]);
  return face(points, material, null, bias, [0, side, 0]);
}

/** A flat shape on a cap (the nose at x = 0 looks to −x, the tail to +x), given as [y, z] points; it leans with the cap. */
function capDecal(body: BodyShape, p: Profile, facing: 1 | -1, shape: [number, number][], material: Material, bias: number): Face {
  const x = facing < 0 ? -0.004 : body.length + 0.004;
  return face(
    shape.map(([y, z]): Vec3 => [leaned(body, p, facing < 0 ? 0 : body.length, z) + x - (facing < 0 ? 0 : body.length), y, z]),
    material,
    null,
    // A cap is one big face: its centroid may be nearer than a decal near its edge.
    bias + 0.5,
    [facing, 0, 0],
  );
}

const mirrorY = (shape: [number, number][]): [number, number][] => shape.map(([y, z]) => [-y, z]);

function circle(cx: number, cz: number, r: number, n: number, from = 0, to = Math.PI * 2): [number, number][] {
  const out: [number, number][] = [];
  const closed = Math.abs(to - from - Math.PI * 2) < 1e-9;
  const steps = closed ? n : n + 1;
  for (let i = 0; i < steps; i++) {
    const a = from + ((to - from) * i) / n;
    out.push([cx + r * Math.cos(a), cz + r * Math.sin(a)]);
  }
  return out;
}

function wheel(body: BodyShape, p: Profile, xc: number, side: 1 | -1, spokes: number): Face[] {
  const r = body.wheelRadius;
  const outer = side * (body.width / 2 - 0.035);
  const inner = side * (body.width / 2 - 0.26);
  const axis: Vec3 = [xc, (outer + inner) / 2, r];
  const n = 22;
  const rim = circle(xc, r, r, n);
  const faces: Face[] = [];
  for (let i = 0; i < n; i++) {
    const [ax, az] = rim[i]!;
    const [bx, bz] = rim[(i + 1) % n]!;
    faces.push(face([[ax, inner, az], [bx, inner, bz], [bx, outer, bz], [ax, outer, az]], 'tyre', axis));
  }
  const at = (y: number) => (shape: [number, number][]) => shape.map(([x, z]): Vec3 => [x, y, z]);
  const on = at(outer);
  faces.push(face(on(rim), 'tyreSide', null, 0, [0, side, 0]));
  faces.push(face(at(inner)(rim), 'tyreSide', null, 0, [0, -side, 0]));
  const decal = (shape: [number, number][], material: Material, bias: number) => face(at(outer + side * 0.004)(shape), material, null, bias, [0, side, 0]);
  faces.push(decal(circle(xc, r, r * 0.68, n), 'rim', 0.01));
  faces.push(decal(circle(xc, r, r * 0.6, n), 'rimDark', 0.02));
  for (let k = 0; k < spokes; k++) {
    const a = (k / spokes) * Math.PI * 2 + 0.3;
    const w0 = spokes > 6 ? 0.16 : 0.3;
    const w1 = spokes > 6 ? 0.09 : 0.2;
    const pt = (rad: number, da: number): [number, number] => [xc + rad * Math.cos(a + da), r + rad * Math.sin(a + da)];
    faces.push(decal([pt(r * 0.16, -w0), pt(r * 0.62, -w1), pt(r * 0.62, w1), pt(r * 0.16, w0)], 'rim', 0.03));
  }
  faces.push(decal(circle(xc, r, r * 0.19, 16), 'hub', 0.04));
  faces.push(decal(circle(xc, r, r * 0.08, 12), 'rimDark', 0.05));
  // The dark wheel well behind the tyre: the whole arch cut out of the body, down to its sills.
  const sill = Math.min(p.under(xc - p.archRadius), p.under(xc + p.archRadius)) - 0.02;
  // Wider than the arch: it sits behind the tyre, so perspective shows it smaller than the opening.
  const well = circle(xc, r, p.archRadius + 0.08, 24, -0.6, Math.PI + 0.6).map(([x, z]): [number, number] => [x, Math.max(z, sill)]);
  faces.push(face(at(side * (body.width / 2 - 0.28))(well), 'liner', null, 0, [0, side, 0]));
  return faces;
}

export type CarMeshOptions = { spokes: number };

export function buildCarMesh(body: BodyShape, options: CarMeshOptions): Face[] {
  const p = profileOf(body);
  const xs = stationsOf(body, p);
  const sections = xs.map((x) => sectionAt(body, p, x));
  const rings = xs.map((x, i) => ring(body, p, x, sections[i]!.half));
  const faces: Face[] = [];
  const count = rings[0]!.length;
  for (let i = 0; i < xs.length - 1; i++) {
    const xm = (xs[i]! + xs[i + 1]!) / 2;
    const glasshouse = sections[i]!.glasshouse && sections[i + 1]!.glasshouse;
    // Outward is away from a point inside the body; near the nose and tail that point stays a metre in, so the near-vertical faces there turn the right way.
    const axis: Vec3 = [Math.min(body.length - 1, Math.max(1, xm)), 0, 0.62 * p.top(xm)];
    for (let k = 0; k < count; k++) {
      const a = rings[i]![k]!;
      const b = rings[i]![(k + 1) % count]!;
      const c = rings[i + 1]![(k + 1) % count]!;
      const d = rings[i + 1]![k]!;
      const segment = k < SECTION - 1 ? k : count - 1 - k;
      faces.push({ ...face([a, b, c, d], segmentMaterial(body, segment, xm, glasshouse), axis), strip: [k, i] });
    }
  }
  faces.push(face(rings[0]!, 'paint', null, 0, [-1, 0, 0]));
  faces.push(face(rings[rings.length - 1]!, 'paint', null, 0, [1, 0, 0]));
  faces.push(...noseDecals(body, p), ...tailDecals(body, p));
  for (const side of [1, -1] as const) {
    faces.push(...sideDecals(body, p, side));
    for (const xc of body.wheels) faces.push(...wheel(body, p, xc, side, options.spokes));
    faces.push(...mirror(body, p, side));
    if (body.roofRails) faces.push(...roofRail(body, p, side));
  }
  return faces;
}

/** The door mirror: a wedge from the window's foot outwards, narrower at its tip. */
function mirror(body: BodyShape, p: Profile, side: 1 | -1): Face[] {
  const x0 = body.aBase + 0.1;
  const z0 = p.belt(x0) + 0.02;
  const inner = side * p.half(x0) * 0.9;
  const outer = side * (p.half(x0) + 0.15);
  const foot: Vec3[] = [[x0, inner, z0], [x0 + 0.2, inner, z0], [x0 + 0.2, inner, z0 + 0.13], [x0, inner, z0 + 0.13]];
  const tip: Vec3[] = [[x0 + 0.03, outer, z0 + 0.015], [x0 + 0.2, outer, z0 + 0.015], [x0 + 0.2, outer, z0 + 0.12], [x0 + 0.03, outer, z0 + 0.12]];
  const c: Vec3 = [x0 + 0.1, (inner + outer) / 2, z0 + 0.065];
  const faces: Face[] = [face(tip, 'paint', c)];
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    faces.push(face([foot[i]!, foot[j]!, tip[j]!, tip[i]!], i === 0 ? 'trim' : 'paint', c));
  }
  return faces;
}

function roofRail(body: BodyShape, p: Profile, side: 1 | -1): Face[] {
  const faces: Face[] = [];
  const from = body.aTop + 0.12;
  const to = body.cTop - 0.06;
  const steps = 8;
  for (let i = 0; i < steps; i++) {
    const x0 = from + ((to - from) * i) / steps;
    const x1 = from + ((to - from) * (i + 1)) / steps;
    const y = (x: number) => side * p.half(x) * body.tumblehome * 0.74;
    const z = (x: number) => p.top(x) + 0.045;
    faces.push(face([[x0, y(x0), z(x0) - 0.05], [x1, y(x1), z(x1) - 0.05], [x1, y(x1), z(x1)], [x0, y(x0), z(x0)]], 'trim', null, 0.02, [0, side, 0.3]));
    faces.push(face([[x0, y(x0) - side * 0.035, z(x0)], [x1, y(x1) - side * 0.035, z(x1)], [x1, y(x1), z(x1)], [x0, y(x0), z(x0)]], 'trim', null, 0.02, [0, 0, 1]));
  }
  return faces;
}

function noseDecals(body: BodyShape, p: Profile): Face[] {
  const hw = p.half(0);
  const zt = p.top(0);
  const zb = p.bottom(0);
  const h = zt - zb;
  const faces: Face[] = [];
  const both = (shape: [number, number][], material: Material, bias: number) => {
    faces.push(capDecal(body, p, -1, shape, material, bias), capDecal(body, p, -1, mirrorY(shape), material, bias));
  };
  const lampTop = zt - 0.045;
  both([[hw * 0.95, lampTop], [hw * 0.42, lampTop - 0.015], [hw * 0.44, lampTop - 0.1], [hw * 0.9, lampTop - 0.075]], 'light', 0.02);
  both([[hw * 0.9, lampTop - 0.012], [hw * 0.46, lampTop - 0.024], [hw * 0.46, lampTop - 0.04], [hw * 0.9, lampTop - 0.03]], 'drl', 0.03);
  both([[hw * 0.8, lampTop - 0.045], [hw * 0.62, lampTop - 0.05], [hw * 0.62, lampTop - 0.085], [hw * 0.8, lampTop - 0.07]], 'lightInner', 0.03);
  if (body.electric) {
    faces.push(capDecal(body, p, -1, [[-hw * 0.45, lampTop - 0.02], [hw * 0.45, lampTop - 0.02], [hw * 0.45, lampTop - 0.032], [-hw * 0.45, lampTop - 0.032]], 'drl', 0.03));
    faces.push(capDecal(body, p, -1, [[-hw * 0.5, zb + h * 0.05], [hw * 0.5, zb + h * 0.05], [hw * 0.42, zb + h * 0.24], [-hw * 0.42, zb + h * 0.24]], 'trim', 0.02));
  } else {
    const gTop = lampTop - 0.02;
    const gBottom = zb + h * 0.52;
    faces.push(capDecal(body, p, -1, [[-hw * 0.42, gTop], [hw * 0.42, gTop], [hw * 0.36, gBottom], [-hw * 0.36, gBottom]], 'grilleFrame', 0.02));
    faces.push(capDecal(body, p, -1, [[-hw * 0.4, gTop - 0.012], [hw * 0.4, gTop - 0.012], [hw * 0.34, gBottom + 0.012], [-hw * 0.34, gBottom + 0.012]], 'grille', 0.03));
    const slats = 4;
    for (let i = 1; i < slats; i++) {
      const z = gBottom + ((gTop - gBottom) * i) / slats;
      const w = hw * (0.32 + (0.05 * i) / slats);
      faces.push(capDecal(body, p, -1, [[-w, z + 0.005], [w, z + 0.005], [w, z - 0.005], [-w, z - 0.005]], 'chrome', 0.04));
    }
    faces.push(capDecal(body, p, -1, [[-hw * 0.6, zb + h * 0.04], [hw * 0.6, zb + h * 0.04], [hw * 0.52, zb + h * 0.2], [-hw * 0.52, zb + h * 0.2]], 'trim', 0.02));
  }
  faces.push(...plate(body, p, -1, zb + h * 0.24));
  return faces;
}

function plate(body: BodyShape, p: Profile, facing: 1 | -1, zBottom: number): Face[] {
  const w = 0.26;
  const h = 0.11;
  const faces: Face[] = [capDecal(body, p, facing, [[-w, zBottom], [w, zBottom], [w, zBottom + h], [-w, zBottom + h]], 'plate', 0.04)];
  // The blue band is on the plate's left as one faces it.
  const left = -facing * w;
  const band = left + facing * 0.045;
  faces.push(capDecal(body, p, facing, [[left, zBottom], [band, zBottom], [band, zBottom + h], [left, zBottom + h]], 'plateBand', 0.05));
  // "AA 1234 BB" as eight strokes.
  const glyphs = [0.065, 0.1, 0.165, 0.2, 0.235, 0.27, 0.335, 0.37];
  for (const g of glyphs) {
    const y0 = left + facing * g;
    const y1 = left + facing * (g + 0.024);
    faces.push(capDecal(body, p, facing, [[y0, zBottom + 0.025], [y1, zBottom + 0.025], [y1, zBottom + h - 0.025], [y0, zBottom + h - 0.025]], 'plateText', 0.05));
  }
  return faces;
}

function tailDecals(body: BodyShape, p: Profile): Face[] {
  const hw = p.half(body.length);
  const zt = p.top(body.length);
  const zb = p.bottom(body.length);
  const h = zt - zb;
  const faces: Face[] = [];
  const lampTop = Math.min(zt, p.belt(body.length)) - 0.04;
  const lamp: [number, number][] = [[hw * 0.96, lampTop], [hw * 0.5, lampTop], [hw * 0.52, lampTop - 0.09], [hw * 0.93, lampTop - 0.13]];
  const inner: [number, number][] = [[hw * 0.9, lampTop - 0.025], [hw * 0.58, lampTop - 0.025], [hw * 0.59, lampTop - 0.06], [hw * 0.88, lampTop - 0.085]];
  for (const shape of [lamp, mirrorY(lamp)]) faces.push(capDecal(body, p, 1, shape, 'tail', 0.02));
  for (const shape of [inner, mirrorY(inner)]) faces.push(capDecal(body, p, 1, shape, 'tailInner', 0.03));
  if (body.electric || body.cladding) faces.push(capDecal(body, p, 1, [[-hw * 0.5, lampTop - 0.03], [hw * 0.5, lampTop - 0.03], [hw * 0.5, lampTop - 0.045], [-hw * 0.5, lampTop - 0.045]], 'tail', 0.03));
  faces.push(capDecal(body, p, 1, [[-hw * 0.75, zb + 0.01], [hw * 0.75, zb + 0.01], [hw * 0.7, zb + h * 0.18], [-hw * 0.7, zb + h * 0.18]], 'trim', 0.02));
  faces.push(...plate(body, p, 1, zb + h * 0.3));
  return faces;
}

function sideDecals(body: BodyShape, p: Profile, side: 1 | -1): Face[] {
  const faces: Face[] = [];
  for (const cut of body.doorCuts) {
    const z0 = p.bottom(cut) + 0.05;
    const z1 = p.belt(cut) - 0.008;
    faces.push(sideDecal(p, side, [[cut - 0.004, z0], [cut + 0.004, z0], [cut + 0.004, z1], [cut - 0.004, z1]], 'seam'));
  }
  for (let i = 1; i < body.doorCuts.length; i++) {
    const end = body.doorCuts[i]!;
    const z = p.belt(end) - 0.1;
    faces.push(sideDecal(p, side, [[end - 0.27, z], [end - 0.12, z], [end - 0.12, z + 0.028], [end - 0.27, z + 0.028]], 'handle'));
  }
  const head = p.top(0) - 0.045;
  faces.push(sideDecal(p, side, [[0.01 + NOSE_LEAN * 0.85, head], [0.36, head - 0.005], [0.32, head - 0.045], [0.01 + NOSE_LEAN * 0.6, head - 0.085]], 'light'));
  const l = body.length;
  const tail = Math.min(p.top(l), p.belt(l)) - 0.04;
  faces.push(sideDecal(p, side, [[l - 0.01 - TAIL_LEAN * 0.8, tail], [l - 0.3, tail - 0.01], [l - 0.26, tail - 0.06], [l - 0.01 - TAIL_LEAN * 0.55, tail - 0.11]], 'tail'));
  if (body.cladding) {
    for (const xc of body.wheels) {
      const outer = circle(xc, body.wheelRadius, p.archRadius + 0.055, 14, 0.05, Math.PI - 0.05);
      const innerArc = circle(xc, body.wheelRadius, p.archRadius - 0.005, 14, 0.05, Math.PI - 0.05).reverse();
      faces.push(sideDecal(p, side, [...outer, ...innerArc], 'trim'));
    }
  }
  return faces;
}
