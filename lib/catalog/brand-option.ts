/** A make a renter can filter by, with its models that have listed cars. */
export type BrandOption = { slug: string; name: string; models: { slug: string; name: string }[] };
