import { expect, type Locator } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} is laid out`).not.toBeNull();
  return box!;
}

/** The element's box lies wholly inside the container's (1px of rounding allowed). */
export async function expectInside(element: Locator, container: Locator) {
  const [inner, outer] = await Promise.all([boxOf(element), boxOf(container)]);
  const where = `${element} at ${JSON.stringify(inner)} inside ${container} at ${JSON.stringify(outer)}`;
  expect(inner.x, where).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.y, where).toBeGreaterThanOrEqual(outer.y - 1);
  expect(inner.x + inner.width, where).toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect(inner.y + inner.height, where).toBeLessThanOrEqual(outer.y + outer.height + 1);
}

/** Two elements do not cover each other. */
export async function expectApart(a: Locator, b: Locator) {
  const [one, two] = await Promise.all([boxOf(a), boxOf(b)]);
  const apart = one.x + one.width <= two.x || two.x + two.width <= one.x || one.y + one.height <= two.y || two.y + two.height <= one.y;
  expect(apart, `${a} at ${JSON.stringify(one)} and ${b} at ${JSON.stringify(two)} overlap`).toBe(true);
}
