import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPROXIMATION, AREA_RADIUS_M, worstOffsetMetres } from './approximate-area';

const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');

describe('the approximate area around a car', () => {
  it('follows the generated columns of the migration', () => {
    const sql = readFileSync(path.join(MIGRATIONS, readdirSync(MIGRATIONS).find((name) => name.startsWith('0014'))!), 'utf8');
    expect(sql).toContain('round(lat::numeric, 2) + ((id * 37) % 7 - 3) * 0.0012');
    expect(sql).toContain('round(lng::numeric, 2) + ((id * 53) % 7 - 3) * 0.0017');
    expect(APPROXIMATION).toEqual({ snapDeg: 0.005, spreadLatDeg: 3 * 0.0012, spreadLngDeg: 3 * 0.0017 });
  });

  it('always holds the car: every pin and id, at the south and the north of the country', () => {
    const metres = (lat: number, dLat: number, dLng: number) => Math.hypot(dLat * 111_320, dLng * 111_320 * Math.cos((lat * Math.PI) / 180));
    let worst = 0;
    for (const base of [44.38, 46.48, 50.45, 52.37]) {
      for (let step = 0; step <= 100; step += 1) {
        const lat = base + step * 0.0001;
        const lng = 30 + step * 0.0001;
        for (let id = 1; id <= 7; id += 1) {
          const publicLat = Math.round(lat * 100) / 100 + (((id * 37) % 7) - 3) * 0.0012;
          const publicLng = Math.round(lng * 100) / 100 + (((id * 53) % 7) - 3) * 0.0017;
          worst = Math.max(worst, metres(lat, publicLat - lat, publicLng - lng));
        }
      }
    }
    expect(worst).toBeLessThanOrEqual(worstOffsetMetres() + 1);
    expect(worst).toBeGreaterThan(1000);
    expect(AREA_RADIUS_M).toBeGreaterThanOrEqual(worstOffsetMetres());
    expect(AREA_RADIUS_M).toBe(1250);
  });
});
