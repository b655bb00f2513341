import 'server-only';
import type { Quote } from '@/lib/pricing/quote';
import type { Car, StoredBookingTerms } from '@/lib/server/db/schema';

/** What a booking keeps of the car's prices at request time: the extras after the trip are counted from these. */
export function termsSnapshot(car: Car, quote: Quote): StoredBookingTerms {
  return {
    price_per_day_kop: car.pricePerDayKop ?? 0,
    price_per_hour_kop: car.pricePerHourKop,
    price_per_km_kop: car.pricePerKmKop,
    free_mileage_per_day: car.freeMileagePerDay,
    delivery_price_kop: car.deliveryOffered ? (car.deliveryFree ? 0 : car.deliveryPriceKop) : null,
    mode: quote.mode,
    days: quote.days,
    hours: quote.hours,
  };
}
