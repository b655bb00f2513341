/** A city as the catalog's screens show it (the server's CityView has this shape). */
export type CatalogCity = { id: number; slug: string; name: string; region: string; lat: number; lng: number };
