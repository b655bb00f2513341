import { describe, expect, it } from 'vitest';
import { cellKey, clusterSpot, gridCell, MAP_CELL_PX } from './map-grid';

describe('the map grid', () => {
  it('spans 120 × 60 screen pixels at every zoom: halves with each zoom level', () => {
    // 256-pixel tiles: at zoom 0 the world's 360° are 256 pixels.
    expect(gridCell(0).lng).toBeCloseTo((360 / 256) * MAP_CELL_PX.x, 12);
    for (let zoom = 1; zoom <= 20; zoom += 1) {
      expect(gridCell(zoom).lng).toBeCloseTo(gridCell(zoom - 1).lng / 2, 12);
      expect(gridCell(zoom).lat).toBeCloseTo(gridCell(zoom - 1).lat / 2, 12);
    }
    // Kyiv at city zoom: about 0.16° × 0.05° (a sixth of the city across).
    expect(gridCell(10).lng).toBeCloseTo(0.1648, 4);
    // Taller in degrees of longitude than of latitude by cos(49°), so the cells are 2:1 on screen.
    expect(gridCell(12).lat / gridCell(12).lng).toBeCloseTo(0.5 * Math.cos((49 * Math.PI) / 180), 12);
  });

  it('puts a point in the cell floor(lng / size), floor(lat / size), the same cell the SQL groups it in', () => {
    const cell = gridCell(10);
    expect(cellKey(50.45, 30.52, cell)).toBe(`${Math.floor(30.52 / cell.lng)}:${Math.floor(50.45 / cell.lat)}`);
    // A cell's edges belong to the cell that starts there.
    const edge = 232 * cell.lng;
    expect(cellKey(50.45, edge, cell).split(':')[0]).toBe('232');
    expect(cellKey(50.45, edge - 1e-9, cell).split(':')[0]).toBe('231');
    // West of Greenwich and south of the equator floor downwards, as SQL's floor does.
    expect(cellKey(-0.001, -0.001, cell)).toBe('-1:-1');
  });

  it('draws a cluster at its cars’ average place, kept inside its cell so neighbouring bubbles never overlap', () => {
    const cell = gridCell(12);
    const at = (x: number, y: number) => ({ lng: x * cell.lng, lat: y * cell.lat });
    // Well inside its cell: where its cars are.
    const inside = { ...at(100.5, 500.5), bounds: [at(100.2, 0).lng, at(0, 500.2).lat, at(100.8, 0).lng, at(0, 500.8).lat] as const };
    expect(clusterSpot(inside, cell)).toEqual({ lat: inside.lat, lng: inside.lng });
    // Two clusters hugging their shared edge are pushed apart to 0.8 of a cell across, 0.7 up.
    const west = clusterSpot({ ...at(100.99, 500.99), bounds: [at(100.98, 0).lng, at(0, 500.98).lat, at(100.999, 0).lng, at(0, 500.999).lat] }, cell);
    const east = clusterSpot({ ...at(101.01, 501.01), bounds: [at(101.001, 0).lng, at(0, 501.001).lat, at(101.02, 0).lng, at(0, 501.02).lat] }, cell);
    expect((east.lng - west.lng) / cell.lng).toBeCloseTo(0.8, 9);
    expect((east.lat - west.lat) / cell.lat).toBeCloseTo(0.7, 9);
    // Still in its own cell.
    expect(cellKey(west.lat, west.lng, cell)).toBe('100:500');
    expect(cellKey(east.lat, east.lng, cell)).toBe('101:501');
  });
});
