import { expect } from 'vitest';
import { ApiError } from '@/lib/api/client';

/** The ApiError a client call rejected with (the test fails if it resolved or threw something else). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
