/**
 * The body shapes the demo fleet's illustrations are built from (metres, the car's front at x = 0,
 * its rear at x = length, z up from the ground). Each is a side profile (the top line and the
 * underside), the glasshouse's key points and the wheels; mesh.ts lofts cross-sections along it.
 */
export const BODY_TYPES = ['sedan', 'hatchback', 'wagon', 'crossover', 'suv', 'minivan', 'coupe', 'pickup', 'ev'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export type BodyShape = {
  length: number;
  width: number;
  /** The top line from the nose to the tail: [x, z] points, interpolated smoothly. */
  top: [number, number][];
  /** The underside from nose to tail (before the wheel arches are cut). */
  bottom: [number, number][];
  /** The window line: z at the windscreen's foot and at the rear of the glasshouse. */
  belt: [number, number];
  /** Windscreen foot and top, rear glass top and foot (x). The glasshouse spans aBase…cBase. */
  aBase: number;
  aTop: number;
  cTop: number;
  cBase: number;
  /** Where the side glass ends towards the rear (the C or D pillar starts). */
  sideGlassEnd: number;
  /** Pillars between side windows (x of their middle). */
  pillars: number[];
  /** Door cuts on the side (x), from the front. */
  doorCuts: number[];
  wheelRadius: number;
  /** Wheel centres (x). */
  wheels: [number, number];
  /** Width at the roof, as a share of the body's. */
  tumblehome: number;
  /** Dark plastic on the sills and arches (crossovers, SUVs, pickups). */
  cladding?: boolean;
  roofRails?: boolean;
  /** A covered load bed from this x to the tail (pickups). */
  bedFrom?: number;
  /** A closed front without a radiator grille and a light bar (electric cars). */
  electric?: boolean;
};

export const BODIES: Record<BodyType, BodyShape> = {
  sedan: {
    length: 4.75,
    width: 1.83,
    top: [[0, 0.7], [0.06, 0.77], [0.3, 0.83], [0.9, 0.89], [1.62, 0.95], [2.3, 1.36], [2.55, 1.44], [3.1, 1.45], [3.45, 1.39], [4.08, 1.06], [4.5, 1.04], [4.68, 1.0], [4.75, 0.93]],
    bottom: [[0, 0.27], [0.3, 0.22], [0.6, 0.19], [4.2, 0.19], [4.55, 0.23], [4.75, 0.3]],
    belt: [0.96, 1.04],
    aBase: 1.62,
    aTop: 2.48,
    cTop: 3.38,
    cBase: 4.08,
    sideGlassEnd: 3.62,
    pillars: [2.78],
    doorCuts: [1.72, 2.78, 3.78],
    wheelRadius: 0.33,
    wheels: [0.95, 3.75],
    tumblehome: 0.78,
  },
  hatchback: {
    length: 4.15,
    width: 1.79,
    top: [[0, 0.72], [0.06, 0.79], [0.3, 0.85], [0.75, 0.9], [1.32, 0.97], [2.02, 1.4], [2.3, 1.47], [3.3, 1.46], [3.7, 1.42], [3.92, 1.3], [4.08, 1.05], [4.15, 0.98]],
    bottom: [[0, 0.28], [0.3, 0.22], [0.5, 0.18], [3.75, 0.18], [4.0, 0.23], [4.15, 0.32]],
    belt: [0.97, 1.05],
    aBase: 1.32,
    aTop: 2.2,
    cTop: 3.72,
    cBase: 4.08,
    sideGlassEnd: 3.4,
    pillars: [2.5],
    doorCuts: [1.42, 2.5, 3.45],
    wheelRadius: 0.32,
    wheels: [0.85, 3.45],
    tumblehome: 0.8,
  },
  wagon: {
    length: 4.86,
    width: 1.83,
    top: [[0, 0.7], [0.06, 0.77], [0.3, 0.83], [0.9, 0.89], [1.6, 0.96], [2.3, 1.4], [2.55, 1.47], [4.3, 1.46], [4.62, 1.4], [4.8, 1.12], [4.86, 1.02]],
    bottom: [[0, 0.27], [0.3, 0.22], [0.6, 0.19], [4.35, 0.19], [4.65, 0.23], [4.86, 0.3]],
    belt: [0.97, 1.05],
    aBase: 1.6,
    aTop: 2.48,
    cTop: 4.62,
    cBase: 4.8,
    sideGlassEnd: 4.45,
    pillars: [2.78, 3.82],
    doorCuts: [1.7, 2.78, 3.8],
    wheelRadius: 0.33,
    wheels: [0.95, 3.75],
    tumblehome: 0.8,
    roofRails: true,
  },
  crossover: {
    length: 4.5,
    width: 1.86,
    top: [[0, 0.86], [0.06, 0.93], [0.3, 0.99], [0.75, 1.04], [1.35, 1.1], [2.05, 1.58], [2.3, 1.64], [3.7, 1.62], [4.1, 1.55], [4.35, 1.38], [4.45, 1.18], [4.5, 1.1]],
    bottom: [[0, 0.34], [0.3, 0.3], [0.6, 0.27], [3.9, 0.27], [4.25, 0.3], [4.5, 0.38]],
    belt: [1.1, 1.17],
    aBase: 1.35,
    aTop: 2.2,
    cTop: 4.1,
    cBase: 4.42,
    sideGlassEnd: 3.85,
    pillars: [2.58, 3.55],
    doorCuts: [1.45, 2.58, 3.6],
    wheelRadius: 0.36,
    wheels: [0.92, 3.62],
    tumblehome: 0.8,
    cladding: true,
    roofRails: true,
  },
  suv: {
    length: 4.92,
    width: 1.95,
    top: [[0, 0.98], [0.06, 1.05], [0.3, 1.1], [0.8, 1.14], [1.5, 1.2], [2.15, 1.76], [2.4, 1.82], [4.5, 1.8], [4.78, 1.74], [4.9, 1.36], [4.92, 1.2]],
    bottom: [[0, 0.38], [0.3, 0.33], [0.6, 0.3], [4.3, 0.3], [4.65, 0.34], [4.92, 0.42]],
    belt: [1.22, 1.28],
    aBase: 1.5,
    aTop: 2.32,
    cTop: 4.76,
    cBase: 4.9,
    sideGlassEnd: 4.5,
    pillars: [2.85, 3.95],
    doorCuts: [1.6, 2.85, 3.95],
    wheelRadius: 0.39,
    wheels: [1.0, 3.9],
    tumblehome: 0.82,
    cladding: true,
    roofRails: true,
  },
  minivan: {
    length: 4.95,
    width: 1.9,
    top: [[0, 0.84], [0.06, 0.92], [0.3, 0.99], [0.6, 1.04], [1.05, 1.12], [1.95, 1.76], [2.2, 1.84], [4.6, 1.83], [4.85, 1.76], [4.93, 1.26], [4.95, 1.1]],
    bottom: [[0, 0.3], [0.3, 0.24], [0.55, 0.2], [4.4, 0.2], [4.7, 0.25], [4.95, 0.34]],
    belt: [1.1, 1.14],
    aBase: 1.05,
    aTop: 2.08,
    cTop: 4.82,
    cBase: 4.93,
    sideGlassEnd: 4.55,
    pillars: [2.3, 3.5],
    doorCuts: [1.15, 2.3, 3.55],
    wheelRadius: 0.34,
    wheels: [0.9, 3.95],
    tumblehome: 0.86,
  },
  coupe: {
    length: 4.65,
    width: 1.88,
    top: [[0, 0.66], [0.06, 0.72], [0.3, 0.78], [1.0, 0.85], [1.85, 0.92], [2.55, 1.27], [2.8, 1.33], [3.2, 1.32], [3.7, 1.18], [4.3, 1.0], [4.58, 0.98], [4.65, 0.9]],
    bottom: [[0, 0.25], [0.3, 0.19], [0.6, 0.16], [4.15, 0.16], [4.45, 0.21], [4.65, 0.28]],
    belt: [0.93, 0.98],
    aBase: 1.85,
    aTop: 2.72,
    cTop: 3.22,
    cBase: 4.3,
    sideGlassEnd: 3.62,
    pillars: [],
    doorCuts: [1.95, 3.25],
    wheelRadius: 0.35,
    wheels: [1.1, 3.82],
    tumblehome: 0.74,
  },
  pickup: {
    length: 5.32,
    width: 1.86,
    top: [[0, 1.0], [0.06, 1.07], [0.3, 1.12], [0.9, 1.16], [1.55, 1.22], [2.15, 1.74], [2.35, 1.8], [3.15, 1.79], [3.3, 1.7], [3.36, 1.2], [5.2, 1.19], [5.32, 1.14]],
    bottom: [[0, 0.42], [0.3, 0.36], [0.6, 0.33], [4.7, 0.33], [5.05, 0.38], [5.32, 0.45]],
    belt: [1.24, 1.26],
    aBase: 1.55,
    aTop: 2.28,
    cTop: 3.18,
    cBase: 3.34,
    sideGlassEnd: 3.12,
    pillars: [2.62],
    doorCuts: [1.65, 2.62, 3.36],
    wheelRadius: 0.39,
    wheels: [1.0, 4.1],
    tumblehome: 0.84,
    cladding: true,
    bedFrom: 3.4,
  },
  ev: {
    length: 4.26,
    width: 1.81,
    top: [[0, 0.74], [0.06, 0.82], [0.3, 0.88], [0.6, 0.93], [1.05, 1.0], [1.95, 1.5], [2.25, 1.57], [3.5, 1.55], [3.88, 1.5], [4.08, 1.36], [4.2, 1.1], [4.26, 1.02]],
    bottom: [[0, 0.3], [0.3, 0.23], [0.5, 0.19], [3.85, 0.19], [4.1, 0.24], [4.26, 0.33]],
    belt: [1.0, 1.1],
    aBase: 1.05,
    aTop: 2.12,
    cTop: 3.9,
    cBase: 4.18,
    sideGlassEnd: 3.6,
    pillars: [2.5],
    doorCuts: [1.15, 2.5, 3.6],
    wheelRadius: 0.35,
    wheels: [0.85, 3.6],
    tumblehome: 0.8,
    electric: true,
  },
};
