/**
 * How far a car's public point may be from its owner's pin (migration 0014's cars.approx_lat/lng):
 * the pin rounded to 0.01° (up to 0.005° off), then spread by the car's id in seven steps of
 * 0.0012° north–south and 0.0017° east–west (up to three steps either way).
 */
export const APPROXIMATION = { snapDeg: 0.005, spreadLatDeg: 3 * 0.0012, spreadLngDeg: 3 * 0.0017 } as const;

/** Ukraine's southernmost latitude (Cape Sarych): a degree of longitude is shortest there. */
const SOUTHMOST_LAT = 44.38;
const METRES_PER_DEG = 111_320;

/** The farthest a car can be from its public point anywhere in Ukraine, in metres. */
export function worstOffsetMetres(): number {
  const north = (APPROXIMATION.snapDeg + APPROXIMATION.spreadLatDeg) * METRES_PER_DEG;
  const east = (APPROXIMATION.snapDeg + APPROXIMATION.spreadLngDeg) * METRES_PER_DEG * Math.cos((SOUTHMOST_LAT * Math.PI) / 180);
  return Math.hypot(north, east);
}

/** The car page's circle: the worst offset rounded up to the next 50 m, so the car is always inside it. */
export const AREA_RADIUS_M = Math.ceil(worstOffsetMetres() / 50) * 50;
