/**
 * The reference lists the car form chooses from, as the server pages hand them to the wizard
 * (lib/server/cars/car-references.ts, lib/server/geo/list-cities.ts, the site dictionary).
 */
export type CarModelOption = { id: number; name: string };
export type CarBrandOption = { id: number; name: string; models: CarModelOption[] };
/** A city with the point the location map opens at. */
export type CarCityOption = { id: number; name: string; region: string; lat: number; lng: number };
/** A dictionary entry (fuel type, gearbox): the key the car stores and its name in the page's language. */
export type DictionaryOption = { key: string; name: string };

export type CarReferences = {
  brands: CarBrandOption[];
  cities: CarCityOption[];
  fuelTypes: DictionaryOption[];
  gearboxes: DictionaryOption[];
};
