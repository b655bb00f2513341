import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { FUEL_TYPES, GEARBOXES } from '@/lib/cars/dictionary';
import { type CatalogQuery, filterProblems, filtersOfBody, ZBBox, ZCatalogFilterFields, ZInstant, ZSlug } from './search-query';

/** `POST /api/catalog/facets`: the search's body without paging, sort and markers. */
export const ZCatalogFacetsBody = z
  .strictObject({
    city: ZSlug.optional(),
    start: ZInstant.optional(),
    end: ZInstant.optional(),
    bbox: ZBBox.optional(),
    ...ZCatalogFilterFields,
    lang: LangField,
  })
  .superRefine((body, ctx) => {
    if ((body.start === undefined) !== (body.end === undefined)) ctx.addIssue({ code: 'custom', message: 'required', path: [body.start ? 'end' : 'start'] });
    for (const [path, message] of Object.entries(filterProblems(filtersOfBody(body)))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });
export type TCatalogFacetsBody = z.output<typeof ZCatalogFacetsBody>;

/** The search a facets body counts for (the body already validated). */
export type FacetQuery = Pick<CatalogQuery, 'city' | 'period' | 'filters' | 'bbox'>;
export function facetQueryOfBody(body: TCatalogFacetsBody): FacetQuery {
  return { city: body.city ?? null, period: body.start && body.end ? { start: body.start, end: body.end } : null, filters: filtersOfBody(body), bbox: body.bbox ?? null };
}

const ZCount = z.int().min(0);
const ZOption = <V extends z.ZodType>(value: V) => z.object({ value, count: ZCount });
/** A choice of one value (or none): `any` without it, `options` for each value. */
const ZChoice = <V extends z.ZodType>(value: V, description: string) =>
  z.object({ any: ZCount.meta({ description: 'Cars with this filter left out' }), options: z.array(ZOption(value)).meta({ description }) });

export const ZCatalogFacetCounts = z
  .object({
    gearbox: z.array(ZOption(z.enum(GEARBOXES))).meta({ description: 'Every gearbox: the cars of that gearbox alone' }),
    fuel: z.array(ZOption(z.enum(FUEL_TYPES))).meta({ description: 'Every fuel type: the cars of that fuel alone' }),
    seats_min: ZChoice(z.int(), 'The seat minimums the filters offer (2, 4, 5, 7, 9)'),
    rating_min: ZChoice(z.number(), 'The rating minimums the filters offer (4, 4.5)'),
    delivery: ZCount.meta({ description: 'With `delivery: true`' }),
    free_delivery: ZCount.meta({ description: 'With `free_delivery: true`' }),
    no_deposit: ZCount.meta({ description: 'With `no_deposit: true`' }),
    taxi: ZCount.meta({ description: 'With `taxi: true` (taxi cars included)' }),
    brand: ZChoice(z.string(), 'Makes (slugs) with at least one car; any other make gives none'),
    model: ZChoice(z.string(), 'With a make: its models (slugs) with at least one car').nullable(),
  })
  .meta({
    description:
      'For each option, how many cars the search would find were that option chosen instead of its filter’s current value, every other filter as given',
  });
export type TCatalogFacetCounts = z.infer<typeof ZCatalogFacetCounts>;

export const ZCatalogFacetsResult = z.object({
  total: z.int().meta({ description: 'Cars the search finds as given (as POST /api/catalog/search counts them)' }),
  total_capped: z.boolean().meta({ description: 'A nationwide search with dates counts to 1 000, as the search does' }),
  counts: ZCatalogFacetCounts.nullable().meta({ description: 'Null for a nationwide search with dates (too costly to count every option)' }),
});
export type TCatalogFacetsResult = z.infer<typeof ZCatalogFacetsResult>;

export const catalogFacetsContract = defineContract({
  method: 'POST',
  path: '/api/catalog/facets',
  summary:
    'How many cars a catalog search (city, dates, filters, box: as POST /api/catalog/search) finds, and how many each filter option would leave; money in kopiyky',
  tag: 'catalog',
  access: 'public',
  body: ZCatalogFacetsBody,
  response: ZCatalogFacetsResult,
});
