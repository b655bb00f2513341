import { catalogPriceContract } from '@/lib/catalog/car-contracts';
import { apiRoute } from '@/lib/server/api/route';
import { quoteCarPrice } from '@/lib/server/catalog/car-price';

// POST /api/catalog/price — public: a listed car's price for a period, line by line, or why it cannot be booked
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(catalogPriceContract, ({ body }) =>
  quoteCarPrice({ carId: body.car_id, period: { start: body.start, end: body.end }, delivery: body.delivery ?? false }, new Date()),
);
