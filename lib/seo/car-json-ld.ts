import type { TCarPage } from '@/lib/catalog/car-contracts';
import { imageUrl } from '@/lib/media/image-sizes';
import { breadcrumbListLd, type Crumb } from './json-ld';

// The car page imports the serializer from here; it lives with the other pages' JSON-LD.
export { jsonLdText } from './json-ld';

/**
 * schema.org data of a car page (research/catalog-search.md §5): the car as a Product and a Car
 * with its offer to lease (`Offer` and `OfferForLease`, GoodRelations' LeaseOut, the daily price as
 * a UnitPriceSpecification in UAH per day), a rating only when real reviews exist, and the page's
 * breadcrumbs. URLs are absolute.
 */

const GEARBOX: Record<string, string> = { manual: 'ManualTransmission', automatic: 'AutomaticTransmission', robotic: 'AutomaticTransmission', cvt: 'AutomaticTransmission' };

const money = (kopiyky: number) => (kopiyky / 100).toFixed(2);

export function carJsonLd(car: TCarPage, options: { origin: URL; description: string; breadcrumbs: Crumb[] }): object[] {
  const absolute = (path: string) => new URL(path, options.origin).toString();
  const url = absolute(car.url);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    '@id': `${url}#car`,
    name: car.title,
    description: options.description,
    url,
    image: car.photos.map((photo) => absolute(imageUrl(1000, photo.file))),
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.specs.gearbox ? { vehicleTransmission: GEARBOX[car.specs.gearbox.key] ? `https://schema.org/${GEARBOX[car.specs.gearbox.key]}` : car.specs.gearbox.name } : {}),
    ...(car.specs.fuel_type ? { fuelType: car.specs.fuel_type.name } : {}),
    ...(car.specs.seats ? { vehicleSeatingCapacity: car.specs.seats } : {}),
    ...(car.specs.doors ? { numberOfDoors: car.specs.doors } : {}),
    ...(car.specs.color ? { color: car.specs.color } : {}),
    offers: {
      '@type': ['Offer', 'OfferForLease'],
      url,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      price: money(car.prices.per_day),
      priceCurrency: 'UAH',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: money(car.prices.per_day), priceCurrency: 'UAH', unitCode: 'DAY', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' } },
      availability: 'https://schema.org/InStock',
      availableAtOrFrom: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: car.city.name, addressCountry: 'UA' } },
      seller: { '@type': car.owner.kind === 'company' ? 'Organization' : 'Person', name: car.owner.name, url: absolute(car.owner.url) },
    },
  };
  // Only real reviews: an empty or made-up rating breaks the search engines' review rules.
  if (car.review_count > 0 && car.rating !== null) {
    product.aggregateRating = { '@type': 'AggregateRating', ratingValue: car.rating.toFixed(1), reviewCount: car.review_count, bestRating: 5, worstRating: 1 };
  }
  return [product, breadcrumbListLd(options.breadcrumbs, options.origin)];
}
