import { lcg } from './random';

/**
 * The cabin seen from the rear seat: the road through the windscreen, the dashboard with its
 * screens, the steering wheel and the front seats, in one of three trims.
 */
export const INTERIOR_STYLES = ['dark', 'light', 'ev'] as const;
export type InteriorStyle = (typeof INTERIOR_STYLES)[number];

type Trim = { dash: string; dashLower: string; strip: string; seat: string; seatShade: string; stitch: string; wheel: string; roof: string; pillar: string; screen: string; screenUi: string };

const TRIMS: Record<InteriorStyle, Trim> = {
  dark: { dash: '#23262b', dashLower: '#2e3238', strip: '#8f969e', seat: '#2b2e34', seatShade: '#1d2024', stitch: '#4a4f57', wheel: '#1b1d21', roof: '#3a3d42', pillar: '#2f3237', screen: '#0f1318', screenUi: '#2f7de1' },
  light: { dash: '#2a2c30', dashLower: '#cdbfa9', strip: '#9b7350', seat: '#d8c8b0', seatShade: '#b9a689', stitch: '#a38f72', wheel: '#202226', roof: '#d9d4cb', pillar: '#c9c2b6', screen: '#0f1318', screenUi: '#35a37a' },
  ev: { dash: '#e7e4de', dashLower: '#d6d2ca', strip: '#b38b62', seat: '#ecebe7', seatShade: '#cfcdc7', stitch: '#bdbab3', wheel: '#2a2c30', roof: '#e9e7e2', pillar: '#d8d5cf', screen: '#11151b', screenUi: '#4aa3ff' },
};


/**
 * `zoom`: the driver's place up close (the wheel, the instruments and the screen), the same cabin
 * framed as a second photo.
 */
export function interiorSvg(style: InteriorStyle, w: number, h: number, seed: number, zoom = false): string {
  const t = TRIMS[style];
  const rnd = lcg(seed);
  const vx = w * 0.52;
  const horizon = h * 0.4;
  // Through the windscreen: sky, hills and the road running to the horizon.
  let hills = `M0 ${horizon}`;
  for (let x = 0; x <= w; x += w / 12) hills += `L${x.toFixed(0)} ${(horizon - 20 - 45 * Math.abs(Math.sin(x / 260 + rnd() * 0.6))).toFixed(0)}`;
  hills += `L${w} ${horizon}Z`;
  let trees = '';
  for (let i = 0; i < 9; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const d = 0.15 + (i / 9) * 0.8;
    const x = vx + side * (60 + 700 * d * d);
    const y = horizon + 6 + 170 * d * d;
    const r = 14 + 60 * d * d;
    trees += `<ellipse cx="${x.toFixed(0)}" cy="${(y - r).toFixed(0)}" rx="${(r * 0.8).toFixed(0)}" ry="${r.toFixed(0)}" fill="${i % 3 ? '#4f7d47' : '#3f6a3c'}"/>`;
  }
  const outside = `<defs><linearGradient id="isky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb0dc"/><stop offset="1" stop-color="#e7f0f4"/></linearGradient>
<linearGradient id="idash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.dash}"/><stop offset="1" stop-color="${t.dashLower}"/></linearGradient>
<linearGradient id="iseat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${t.seatShade}"/><stop offset="0.5" stop-color="${t.seat}"/><stop offset="1" stop-color="${t.seatShade}"/></linearGradient>
<linearGradient id="iscreen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2330"/><stop offset="1" stop-color="${t.screen}"/></linearGradient>
<radialGradient id="ilight" cx="0.5" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#isky)"/>
<path d="${hills}" fill="#9fb8a6"/>
<rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="#86a765"/>
<path d="M${vx - 8} ${horizon}L${vx + 8} ${horizon}L${w * 0.95} ${h}L${w * 0.05} ${h}Z" fill="#5d6269"/>
<path d="M${vx - 1.5} ${horizon}L${vx + 1.5} ${horizon}L${vx + 14} ${h}L${vx - 14} ${h}Z" fill="#e9e6d8" opacity="0.85"/>${trees}`;
  // The cabin around it.
  const cabin = `<path d="M0 0H${w}V${h * 0.11}C${w * 0.75} ${h * 0.085} ${w * 0.25} ${h * 0.085} 0 ${h * 0.11}Z" fill="${t.roof}"/>
<path d="M0 0L${w * 0.15} ${h * 0.1}L${w * 0.04} ${h * 0.56}L0 ${h * 0.6}Z" fill="${t.pillar}"/>
<path d="M${w} 0L${w * 0.85} ${h * 0.1}L${w * 0.96} ${h * 0.56}L${w} ${h * 0.6}Z" fill="${t.pillar}"/>
<rect x="${w * 0.5 - 110}" y="${h * 0.1}" width="220" height="58" rx="20" fill="#1b1d21"/><rect x="${w * 0.5 - 100}" y="${h * 0.1 + 8}" width="200" height="42" rx="15" fill="#6f8397"/>
<path d="M0 ${h * 0.6}C${w * 0.2} ${h * 0.5} ${w * 0.8} ${h * 0.5} ${w} ${h * 0.6}V${h}H0Z" fill="url(#idash)"/>
<path d="M0 ${h * 0.69}C${w * 0.2} ${h * 0.62} ${w * 0.8} ${h * 0.62} ${w} ${h * 0.69}V${h * 0.705}C${w * 0.8} ${h * 0.637} ${w * 0.2} ${h * 0.637} 0 ${h * 0.705}Z" fill="${t.strip}"/>
${[0.1, 0.83].map((x) => `<rect x="${w * x}" y="${h * 0.63}" width="${w * 0.07}" height="${h * 0.035}" rx="10" fill="#16181b"/>`).join('')}
<rect width="${w}" height="${h}" fill="url(#ilight)"/>`;
  const screen =
    style === 'ev'
      ? `<rect x="${w * 0.36}" y="${h * 0.46}" width="${w * 0.3}" height="${h * 0.17}" rx="16" fill="url(#iscreen)" stroke="#0a0c0f" stroke-width="6"/>${mapUi(w * 0.36, h * 0.46, w * 0.3, h * 0.17, t.screenUi)}`
      : `<rect x="${w * 0.44}" y="${h * 0.5}" width="${w * 0.18}" height="${h * 0.14}" rx="14" fill="url(#iscreen)" stroke="#0a0c0f" stroke-width="6"/>${mapUi(w * 0.44, h * 0.5, w * 0.18, h * 0.14, t.screenUi)}
<rect x="${w * 0.2}" y="${h * 0.55}" width="${w * 0.16}" height="${h * 0.08}" rx="12" fill="url(#iscreen)"/>
<circle cx="${w * 0.245}" cy="${h * 0.59}" r="${h * 0.028}" fill="none" stroke="${t.screenUi}" stroke-width="5"/><circle cx="${w * 0.315}" cy="${h * 0.59}" r="${h * 0.028}" fill="none" stroke="#e8eef5" stroke-width="5" stroke-dasharray="60 200"/>`;
  const wheelX = w * 0.28;
  const wheelY = h * 0.8;
  const r = h * 0.2;
  const wheel = `<circle cx="${wheelX}" cy="${wheelY}" r="${r}" fill="none" stroke="${t.wheel}" stroke-width="${h * 0.035}"/>
<path d="M${wheelX - r} ${wheelY}Q${wheelX} ${wheelY + r * 0.25} ${wheelX + r} ${wheelY}L${wheelX + r * 0.3} ${wheelY + r * 0.35}L${wheelX - r * 0.3} ${wheelY + r * 0.35}Z" fill="${t.wheel}"/>
<circle cx="${wheelX}" cy="${wheelY + r * 0.05}" r="${r * 0.3}" fill="${t.wheel}"/><circle cx="${wheelX}" cy="${wheelY + r * 0.05}" r="${r * 0.09}" fill="#8d949c"/>`;
  const seat = (x: number, flip: boolean) => {
    const s = flip ? -1 : 1;
    const ox = x;
    return `<path d="M${ox} ${h}V${h * 0.74}C${ox} ${h * 0.66} ${ox + s * w * 0.04} ${h * 0.62} ${ox + s * w * 0.12} ${h * 0.62}C${ox + s * w * 0.2} ${h * 0.62} ${ox + s * w * 0.24} ${h * 0.66} ${ox + s * w * 0.24} ${h * 0.74}V${h}Z" fill="url(#iseat)"/>
<path d="M${ox + s * w * 0.05} ${h * 0.62}C${ox + s * w * 0.05} ${h * 0.5} ${ox + s * w * 0.19} ${h * 0.5} ${ox + s * w * 0.19} ${h * 0.62}Z" fill="url(#iseat)"/>
<path d="M${ox + s * w * 0.04} ${h * 0.8}H${ox + s * w * 0.2}M${ox + s * w * 0.04} ${h * 0.9}H${ox + s * w * 0.2}" stroke="${t.stitch}" stroke-width="4"/>`;
  };
  const console = `<path d="M${w * 0.42} ${h}L${w * 0.45} ${h * 0.72}H${w * 0.61}L${w * 0.64} ${h}Z" fill="${t.dashLower}"/><rect x="${w * 0.5}" y="${h * 0.76}" width="${w * 0.06}" height="${h * 0.09}" rx="16" fill="#1c1e22"/><circle cx="${w * 0.53}" cy="${h * 0.8}" r="${h * 0.025}" fill="#8d949c"/>`;
  const view = zoom ? `${(w * 0.17).toFixed(0)} ${(h * 0.42).toFixed(0)} ${(w * 0.58).toFixed(0)} ${(h * 0.58).toFixed(0)}` : `0 0 ${w} ${h}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${view}">${outside}${cabin}${screen}${console}${wheel}${seat(w * -0.02, false)}${seat(w * 1.02, true)}</svg>`;
}

function mapUi(x: number, y: number, w: number, h: number, accent: string): string {
  const pad = 14;
  return `<rect x="${x + pad}" y="${y + pad}" width="${w - 2 * pad}" height="${h - 2 * pad}" rx="8" fill="#dfe6ec"/>
<path d="M${x + pad} ${y + h * 0.6}L${x + w * 0.4} ${y + h * 0.45}L${x + w - pad} ${y + h * 0.55}" stroke="#ffffff" stroke-width="10" fill="none"/>
<path d="M${x + w * 0.2} ${y + h - pad}L${x + w * 0.35} ${y + h * 0.5}L${x + w * 0.7} ${y + pad}" stroke="${accent}" stroke-width="7" fill="none" stroke-linecap="round"/>
<circle cx="${x + w * 0.35}" cy="${y + h * 0.5}" r="9" fill="${accent}" stroke="#fff" stroke-width="4"/>`;
}
