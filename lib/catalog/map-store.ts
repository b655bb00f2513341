'use client';

import { create } from 'zustand';

/**
 * What the catalog's list and map point at together (docs/catalog.md "Map"): the card the pointer or
 * the focus is on lights up its marker (or the cluster holding it), and a marker or cluster under
 * the pointer or focus lights up its cards on the page. Two fields, one per direction, so a marker
 * lit from the list is never taken for one the user is on.
 */
export type MapHighlight = {
  /** The car whose card is hovered or focused in the list. */
  listCar: number | null;
  /** The cars of this page under the hovered or focused marker or cluster. */
  mapCars: readonly number[];
  setListCar: (id: number | null) => void;
  setMapCars: (ids: readonly number[]) => void;
};

const NONE: readonly number[] = [];

export const useMapHighlight = create<MapHighlight>()((set) => ({
  listCar: null,
  mapCars: NONE,
  setListCar: (id) => set((state) => (state.listCar === id ? state : { listCar: id })),
  setMapCars: (ids) => set((state) => (ids.length === 0 && state.mapCars.length === 0 ? state : { mapCars: ids.length ? ids : NONE })),
}));
