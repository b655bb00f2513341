import { z } from 'zod';
import { CAR_STATUSES } from './car-view';

/** One of an owner's cars as the account state lists it (spec §3 "cars"): enough for menus and badges. */
export const ZCarSummary = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    status: z.enum(CAR_STATUSES),
    active: z.boolean(),
    /** The main photo's path for `/media/images/{size}{file}`, or null. */
    main_photo: z.string().nullable(),
    /** Whole hryvnias, or null while a draft has no price. */
    price_per_day: z.number().nullable(),
  })
  .meta({ id: 'CarSummary' });
export type TCarSummary = z.infer<typeof ZCarSummary>;
