import { describe, expect, it } from 'vitest';
import { carPageFixture } from '@/tests/support/car-page';
import { carJsonLd, jsonLdText } from './car-json-ld';

const options = {
  origin: new URL('https://kermo.ua'),
  description: 'Оренда Toyota Camry 2021 у місті Київ',
  breadcrumbs: [
    { name: 'Головна', path: '/' },
    { name: 'Оренда авто', path: '/catalog' },
    { name: 'Київ', path: '/catalog/kyiv' },
    { name: 'Toyota Camry 2021', path: '/catalog/kyiv/toyota-camry-2021-1234' },
  ],
};

describe('carJsonLd', () => {
  it('describes the car as a Product and a Car offered for lease at its daily price, with absolute URLs', () => {
    const [product, breadcrumbs] = carJsonLd(carPageFixture(), options) as [Record<string, unknown>, Record<string, unknown>];
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Car'],
      name: 'Toyota Camry 2021',
      url: 'https://kermo.ua/catalog/kyiv/toyota-camry-2021-1234',
      image: ['https://kermo.ua/media/images/1000/cars/a.webp', 'https://kermo.ua/media/images/1000/cars/b.webp'],
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Camry',
      vehicleModelDate: '2021',
      vehicleTransmission: 'https://schema.org/AutomaticTransmission',
      fuelType: 'Бензин',
      vehicleSeatingCapacity: 5,
      numberOfDoors: 4,
      offers: {
        '@type': ['Offer', 'OfferForLease'],
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        price: '1200.00',
        priceCurrency: 'UAH',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: '1200.00', priceCurrency: 'UAH', unitCode: 'DAY' },
        seller: { '@type': 'Person', name: 'Олена К.', url: 'https://kermo.ua/host/77' },
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Головна', item: 'https://kermo.ua/' }, {}, {}, { position: 4, item: 'https://kermo.ua/catalog/kyiv/toyota-camry-2021-1234' }] });
  });

  it('rates the car only when it has real reviews, and names a company as an organisation', () => {
    const [unrated] = carJsonLd(carPageFixture(), options) as [Record<string, unknown>];
    expect(unrated).not.toHaveProperty('aggregateRating');
    const [rated] = carJsonLd(carPageFixture({ rating: 4.75, review_count: 12, owner: { ...carPageFixture().owner, kind: 'company', url: '/legal/77' } }), options) as [Record<string, { seller?: unknown } & Record<string, unknown>>];
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.8', reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(rated.offers!.seller).toMatchObject({ '@type': 'Organization', url: 'https://kermo.ua/legal/77' });
  });

  it('writes JSON no text inside can close the script with', () => {
    const text = jsonLdText(carJsonLd(carPageFixture({ title: 'Car</script><script>alert(1)</script>' }), options));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)[0].name).toBe('Car</script><script>alert(1)</script>');
  });
});
