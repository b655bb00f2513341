import { type Vec3, dot, normalize, add } from './geometry';
import type { Material } from './mesh';

/** Colours as 0–1 RGB triples; the light model of the illustrations (a key light, sky and ground reflections, a highlight). */
export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const times = (a: Rgb, k: number): Rgb => [a[0] * k, a[1] * k, a[2] * k];

/** From above, in front and to the left of the car (the side the cameras mostly stand on). */
export const KEY_LIGHT: Vec3 = normalize([-0.35, -0.55, 0.76]);
const SKY: Rgb = hexToRgb('#e9f0f7');
const GROUND: Rgb = hexToRgb('#3d424a');
const GLASS: Rgb = hexToRgb('#161b22');
const GLASS_SKY: Rgb = hexToRgb('#7f93a8');

type Finish = { base: Rgb; gloss: number; reflect: number };

const FINISHES: Partial<Record<Material, Finish>> = {
  trim: { base: hexToRgb('#1d2024'), gloss: 0.25, reflect: 0.12 },
  under: { base: hexToRgb('#121316'), gloss: 0, reflect: 0 },
  liner: { base: hexToRgb('#0b0c0e'), gloss: 0, reflect: 0 },
  tyre: { base: hexToRgb('#1b1c1f'), gloss: 0.05, reflect: 0.05 },
  tyreSide: { base: hexToRgb('#202124'), gloss: 0.05, reflect: 0.04 },
  bed: { base: hexToRgb('#24262a'), gloss: 0.15, reflect: 0.1 },
};

/** Flat colours of details that are not lit like surfaces (lamps, plates) or that use a gradient of the scene's <defs>. */
const FIXED: Partial<Record<Material, string>> = {
  rim: 'url(#alloy)',
  hub: 'url(#alloy)',
  rimDark: '#25282c',
  light: 'url(#lamp)',
  lightInner: '#7d8a97',
  drl: '#ffffff',
  tail: 'url(#taillamp)',
  tailInner: '#e2434d',
  plate: '#f3f4f1',
  plateBand: '#1d4fb8',
  plateText: '#2a2d33',
  grille: '#15171a',
  grilleFrame: '#2c3036',
  chrome: '#8d949c',
};

/** The colour a surface of `material` shows with normal `n`, seen along `view` (towards the eye). */
export function shade(material: Material, n: Vec3, view: Vec3, paint: Rgb): string {
  const fixed = FIXED[material];
  if (fixed) return fixed;
  if (material === 'seam') return rgbToHex(times(litPaint(n, view, paint), 0.55));
  if (material === 'handle') return rgbToHex(times(litPaint(n, view, paint), 0.82));
  if (material === 'paint') return rgbToHex(litPaint(n, view, paint));
  // Tinted glass: dark, with the sky in the surfaces that face up (no highlight: it bands on curved glass).
  if (material === 'glass') return rgbToHex(mix(GLASS, GLASS_SKY, Math.min(0.55, Math.max(0.08, 0.1 + 0.55 * n[2]))));
  const finish = FINISHES[material]!;
  return rgbToHex(lit(n, view, finish));
}

function litPaint(n: Vec3, view: Vec3, paint: Rgb): Rgb {
  return lit(n, view, { base: paint, gloss: 0.75, reflect: 0.32 });
}

function lit(n: Vec3, view: Vec3, { base, gloss, reflect }: Finish): Rgb {
  const diffuse = Math.max(0, dot(n, KEY_LIGHT));
  const sky = 0.5 + 0.5 * n[2];
  let colour = times(base, 0.36 + 0.52 * diffuse + 0.2 * sky);
  const facing = Math.max(0, dot(n, view));
  const fresnel = (1 - facing) ** 3;
  const environment = n[2] > 0 ? mix(GROUND, SKY, Math.min(1, 0.35 + n[2])) : mix(GROUND, hexToRgb('#6c727a'), 0.3);
  colour = mix(colour, environment, reflect * (0.25 + 0.75 * fresnel) * (n[2] > -0.2 ? 1 : 0.4));
  const half = normalize(add(KEY_LIGHT, view));
  const specular = Math.max(0, dot(n, half)) ** 60 * gloss;
  return mix(colour, [1, 1, 1], Math.min(0.85, specular));
}
