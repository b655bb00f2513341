import { type Camera, type Vec2, type Vec3, projectPolygon, projectPoint } from './geometry';
import { lcg } from './random';

/** Where the car stands: a photo studio, a city street or a road in the countryside. */
export const SCENES = ['studio', 'street', 'country'] as const;
export type Scene = (typeof SCENES)[number];

/** Screen mapping after the frame fit: projected (camera) coordinates to pixels. */
export type Frame = { width: number; height: number; k: number; tx: number; ty: number };

export const toScreen = (frame: Frame, [x, y]: Vec2): Vec2 => [frame.k * x + frame.tx, frame.k * y + frame.ty];

const tenth = (n: number) => Math.round(n * 10) / 10;
export const pathOf = (points: Vec2[]): string => `M${points.map(([x, y]) => `${tenth(x)} ${tenth(y)}`).join('L')}Z`;

/** A polygon on the ground (z = 0 unless given) as it appears on screen, or '' when it is out of view. */
export function groundPath(camera: Camera, frame: Frame, points: Vec3[]): string {
  const projected = projectPolygon(camera, points, 1);
  return projected ? pathOf(projected.map((p) => toScreen(frame, p))) : '';
}

/** The screen y of the horizon (the height of the camera, infinitely far ahead). */
export function horizonY(camera: Camera, frame: Frame): number {
  const ahead: Vec3 = [camera.forward[0], camera.forward[1], 0];
  const n = Math.hypot(ahead[0], ahead[1]) || 1;
  const far: Vec3 = [camera.eye[0] + (ahead[0] / n) * 1e5, camera.eye[1] + (ahead[1] / n) * 1e5, camera.eye[2]];
  const p = projectPoint(camera, far);
  return p ? toScreen(frame, p)[1] : frame.height * 0.45;
}


export const SCENE_DEFS = `
<linearGradient id="alloy" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f3f5"/><stop offset="0.45" stop-color="#a9b0b8"/><stop offset="0.55" stop-color="#c9ced4"/><stop offset="1" stop-color="#6d747c"/></linearGradient>
<linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#d5dde5"/><stop offset="1" stop-color="#9aa6b2"/></linearGradient>
<linearGradient id="taillamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d3313b"/><stop offset="1" stop-color="#7a0d14"/></linearGradient>`;

/** The backdrop behind the car and the ground it stands on. */
export function backdrop(scene: Scene, camera: Camera, frame: Frame, seed: number): string {
  const { width: w, height: h } = frame;
  const horizon = Math.min(h * 0.92, Math.max(h * 0.12, horizonY(camera, frame)));
  const ground = (points: Vec3[], fill: string, extra = '') => {
    const d = groundPath(camera, frame, points);
    return d ? `<path d="${d}" fill="${fill}"${extra}/>` : '';
  };
  const rnd = lcg(seed);
  if (scene === 'studio') {
    return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9d0d8"/><stop offset="${(horizon / h).toFixed(3)}" stop-color="#eef1f4"/><stop offset="1" stop-color="#dfe3e8"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="${(horizon / h).toFixed(3)}" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/><rect width="${w}" height="${h}" fill="url(#spot)"/>`;
  }
  if (scene === 'street') {
    const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8de"/><stop offset="1" stop-color="#e4eef6"/></linearGradient>
<linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6d727a"/><stop offset="1" stop-color="#464b52"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    // Buildings stand along the far kerb, facing the street.
    let buildings = '';
    const palette = ['#d9c7ad', '#c7b59b', '#e3d8c6', '#b9a58b', '#cfc2b4', '#a99a8c', '#d6d0c4'];
    let x = -60;
    while (x < 60) {
      const width = 7 + rnd() * 9;
      const height = 9 + rnd() * 14;
      const y = 9;
      const facade: Vec3[] = [[x, y, 0], [x + width, y, 0], [x + width, y, height], [x, y, height]];
      const colour = palette[Math.floor(rnd() * palette.length)]!;
      buildings += ground(facade, colour);
      // Rows of windows.
      for (let floor = 1; floor * 3.2 + 1.6 < height; floor++) {
        for (let col = 0.8; col + 1.3 < width; col += 2.2) {
          const z = floor * 3.2 - 1.4;
          buildings += ground([[x + col, y - 0.01, z], [x + col + 1.3, y - 0.01, z], [x + col + 1.3, y - 0.01, z + 1.7], [x + col, y - 0.01, z + 1.7]], rnd() > 0.75 ? '#f1e6c8' : '#5d6a78');
        }
      }
      // The ground floor: shop windows under an awning line.
      buildings += ground([[x, y - 0.02, 0], [x + width, y - 0.02, 0], [x + width, y - 0.02, 3], [x, y - 0.02, 3]], '#6f675f');
      for (let col = 0.5; col + 2 < width; col += 2.8) buildings += ground([[x + col, y - 0.03, 0.4], [x + col + 2.2, y - 0.03, 0.4], [x + col + 2.2, y - 0.03, 2.5], [x + col, y - 0.03, 2.5]], rnd() > 0.5 ? '#3e4f5e' : '#54687a');
      x += width;
    }
    const road = ground([[-200, -40, 0], [200, -40, 0], [200, 5, 0], [-200, 5, 0]], 'url(#asphalt)');
    const pavement = ground([[-200, 5, 0], [200, 5, 0], [200, 9, 0], [-200, 9, 0]], '#b9b4ab');
    const kerb = ground([[-200, 5, 0], [200, 5, 0], [200, 5, 0.15], [-200, 5, 0.15]], '#d9d5cd');
    let marks = '';
    for (let m = -60; m < 60; m += 6) marks += ground([[m, -2.6, 0], [m + 3, -2.6, 0], [m + 3, -2.45, 0], [m, -2.45, 0]], '#e8e6df');
    let trees = '';
    for (let t = -40; t < 40; t += 11 + rnd() * 4) {
      trees += ground([[t, 7.2, 0], [t + 0.25, 7.2, 0], [t + 0.25, 7.2, 3], [t, 7.2, 3]], '#5b4a3a');
      const crown = projectPolygon(camera, [[t - 1.8, 7.2, 2.6], [t + 2.05, 7.2, 2.6], [t + 2.05, 7.2, 6.2], [t - 1.8, 7.2, 6.2]], 1);
      if (crown) {
        const [a, b, c] = [toScreen(frame, crown[0]!), toScreen(frame, crown[1]!), toScreen(frame, crown[2]!)];
        const cx = (a[0] + b[0]) / 2;
        const rx = Math.abs(b[0] - a[0]) / 2;
        const ry = Math.abs(c[1] - b[1]) / 2;
        trees += `<ellipse cx="${cx.toFixed(1)}" cy="${(c[1] + ry).toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="#4f7a45"/><ellipse cx="${(cx - rx * 0.25).toFixed(1)}" cy="${(c[1] + ry * 0.8).toFixed(1)}" rx="${(rx * 0.6).toFixed(1)}" ry="${(ry * 0.6).toFixed(1)}" fill="#6a9a5b"/>`;
      }
    }
    return sky + buildings + road + pavement + kerb + marks + trees;
  }
  // The countryside: hills under a summer sky, the car on a quiet road.
  const hills = (offset: number, amplitude: number, colour: string, phase: number) => {
    let d = `M0 ${h}L0 ${(horizon - offset).toFixed(1)}`;
    for (let px = 0; px <= w; px += w / 16) {
      const y = horizon - offset - amplitude * (0.5 + 0.5 * Math.sin(px / (w / 5) + phase) * Math.cos(px / (w / 2.3) + phase * 1.7));
      d += `L${px.toFixed(1)} ${y.toFixed(1)}`;
    }
    return `<path d="${d}L${w} ${h}Z" fill="${colour}"/>`;
  };
  const sun = `<circle cx="${(w * (0.15 + rnd() * 0.7)).toFixed(1)}" cy="${(horizon * 0.35).toFixed(1)}" r="${(h * 0.22).toFixed(1)}" fill="url(#sun)"/>`;
  let clouds = '';
  for (let i = 0; i < 4; i++) {
    const cx = rnd() * w;
    const cy = horizon * (0.15 + rnd() * 0.45);
    const rx = w * (0.06 + rnd() * 0.06);
    clouds += `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${(rx * 0.22).toFixed(1)}" fill="#ffffff" opacity="0.7"/><ellipse cx="${(cx + rx * 0.3).toFixed(1)}" cy="${(cy - rx * 0.12).toFixed(1)}" rx="${(rx * 0.55).toFixed(1)}" ry="${(rx * 0.22).toFixed(1)}" fill="#ffffff" opacity="0.75"/>`;
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa5d6"/><stop offset="${(horizon / h).toFixed(3)}" stop-color="#eaf1ec"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fff8e1" stop-opacity="0.95"/><stop offset="1" stop-color="#fff8e1" stop-opacity="0"/></radialGradient>
<linearGradient id="field" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9bb36a"/><stop offset="1" stop-color="#5f8a3f"/></linearGradient>
<linearGradient id="lane" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a7f86"/><stop offset="1" stop-color="#52575e"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>${sun}${clouds}
${hills(h * 0.03, h * 0.09, '#a9bfc9', seed % 7)}${hills(0, h * 0.05, '#8faa86', (seed % 5) + 2)}
<rect x="0" y="${horizon.toFixed(1)}" width="${w}" height="${(h - horizon).toFixed(1)}" fill="url(#field)"/>
${ground([[-300, -3.5, 0], [300, -3.5, 0], [300, 3.5, 0], [-300, 3.5, 0]], 'url(#lane)')}
${ground([[-300, -3.4, 0], [300, -3.4, 0], [300, -3.3, 0], [-300, -3.3, 0]], '#e6e4dc')}
${ground([[-300, 3.3, 0], [300, 3.3, 0], [300, 3.4, 0], [-300, 3.4, 0]], '#e6e4dc')}`;
}

/**
 * The car's shadow on the ground: soft ellipses under the body and under each tyre, each the
 * projection of an ellipse on the ground (a unit circle mapped by the footprint's axes) filled
 * with a radial gradient that fades to nothing at its edge: a soft shadow without a blur filter,
 * which would cost librsvg a second a picture.
 */
export function shadow(camera: Camera, frame: Frame, lengthM: number, widthM: number, wheels: readonly number[]): string {
  const at = (p: Vec3): Vec2 | null => {
    const projected = projectPoint(camera, p);
    return projected ? toScreen(frame, projected) : null;
  };
  const ellipse = (cx: number, cy: number, rx: number, ry: number, gradient: string) => {
    const [c, front, back, left, right] = [at([cx, cy, 0]), at([cx - rx, cy, 0]), at([cx + rx, cy, 0]), at([cx, cy - ry, 0]), at([cx, cy + ry, 0])];
    if (!c || !front || !back || !left || !right) return '';
    const u = [(back[0] - front[0]) / 2, (back[1] - front[1]) / 2];
    const v = [(right[0] - left[0]) / 2, (right[1] - left[1]) / 2];
    const m = [u[0], u[1], v[0], v[1], c[0], c[1]].map((n) => n!.toFixed(2)).join(' ');
    return `<circle r="1" transform="matrix(${m})" fill="url(#${gradient})"/>`;
  };
  const middle = lengthM / 2;
  const tyres = wheels.flatMap((x) => [ellipse(x, widthM / 2 - 0.15, 0.45, 0.22, 'shadow-tyre'), ellipse(x, -widthM / 2 + 0.15, 0.45, 0.22, 'shadow-tyre')]);
  return `<defs><radialGradient id="shadow-wide"><stop offset="0" stop-color="#000" stop-opacity="0.4"/><stop offset="0.6" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow-core"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.75" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow-tyre"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
${ellipse(middle, 0, middle * 1.3, widthM * 0.95, 'shadow-wide')}${ellipse(middle, 0, middle * 1.05, widthM * 0.62, 'shadow-core')}${tyres.join('')}`;
}
