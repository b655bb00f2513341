import { describe, expect, it } from 'vitest';
import { reportListContract } from '@/lib/accounts/contracts';
import { ZProfileUpdateRequest, ZPublicProfileRequest, ZReportRequest } from '@/lib/accounts/schemas';
import { ZMenuGetByIdsRequest } from '@/lib/site/schemas';
import { ZLicenceDecisionRequest, ZOwnerDecisionRequest } from '@/lib/verification/schemas';
import { INT32_MAX, ZId, ZPage } from './numbers';

const beyond = [INT32_MAX + 1, 2 ** 53, Number.MAX_VALUE, 1e308, -1, 0, 1.5, Number.NaN, Infinity];

describe('ZId', () => {
  it('takes what a PostgreSQL integer column holds, from 1', () => {
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse(INT32_MAX)).toBe(INT32_MAX);
    for (const value of [...beyond, '1', null]) expect(ZId.safeParse(value).success, String(value)).toBe(false);
  });

  it('is what every id and page of a request uses', () => {
    const cases: [string, (v: number) => boolean][] = [
      ['menu ids', (v) => ZMenuGetByIdsRequest.safeParse({ ids: [1, v] }).success],
      ['city_id', (v) => ZProfileUpdateRequest.shape.city_id.safeParse(v).success],
      ['report user_id', (v) => ZReportRequest.shape.user_id.safeParse(v).success],
      ['public profile id', (v) => ZPublicProfileRequest.safeParse({ id: v }).success],
      ['licence_id', (v) => ZLicenceDecisionRequest.safeParse({ licence_id: v, decision: 'approved' }).success],
      ['application_id', (v) => ZOwnerDecisionRequest.safeParse({ application_id: v, decision: 'approved' }).success],
      ['page', (v) => reportListContract.body.safeParse({ page: v }).success],
    ];
    for (const [name, accepts] of cases) {
      expect(accepts(1), name).toBe(true);
      for (const value of beyond) expect(accepts(value), `${name}: ${value}`).toBe(false);
    }
  });

  it('pages default to 1 and stop at 10 000', () => {
    expect(ZPage.parse(undefined)).toBe(1);
    expect(ZPage.safeParse(10_001).success).toBe(false);
  });
});
