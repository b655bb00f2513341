import type { z } from 'zod';
import type { ErrorCode } from '@/lib/errors/codes';
import type { Contract } from './contract';

/**
 * The web islands' one way to call the API (uploads with progress: ./upload.ts). The path, method
 * and types come from the endpoint's contract; every reply is read by one envelope parser. Only
 * types are imported from zod, so calling the API adds no validation code to a page's bundle (the
 * server already validated what it sends).
 */

/** Codes the client makes up when no envelope came back: the server was not reached, or the call was cancelled. */
export type ClientErrorCode = 'network' | 'aborted';
/** The server's codes come from the one table, lib/errors/codes.ts. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

declare const contractType: unique symbol;

/**
 * What the client needs of a contract at run time (method and path), carrying the contract's type.
 * A contract is one; `lib/api/endpoints.ts` has zod-free ones for islands that must stay small.
 */
export type Endpoint<C extends Contract = Contract> = { readonly method: C['method']; readonly path: C['path']; readonly [contractType]?: C };

export type JsonContract = Contract & { upload?: undefined };
export type UploadContract = Contract & { upload: object };
/** The contract behind a contract or an endpoint (a union of endpoints gives the union of contracts). */
export type ContractOf<E> = E extends Contract ? E : E extends { readonly [contractType]?: infer C extends Contract } ? C : never;
export type ContractBody<E> = ContractOf<E> extends infer C ? (C extends { body: infer B extends z.ZodType } ? z.input<B> : undefined) : never;
export type ContractData<E> = ContractOf<E> extends infer C ? (C extends Contract ? z.output<C['response']> : never) : never;

export type CallOptions = { signal?: AbortSignal };

/** The zod-free reference to a contract: checked against the contract's literal method and path. */
export function endpoint<C extends Contract>(method: C['method'], path: C['path']): Endpoint<C> {
  return { method, path };
}

/**
 * A refused or failed call. `message` is the server's localized message when `localized` is true;
 * otherwise (network failure, a proxy's HTML error page) it is a diagnostic for the log, and the UI
 * shows the `Errors.<code>` message instead (see `apiErrorMessage`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;
  readonly requestId: string | undefined;
  readonly localized: boolean;

  constructor(init: { status: number; code: ApiErrorCode; message: string; fields?: Record<string, string>; requestId?: string; localized: boolean }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId;
    this.localized = init.localized;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The codes a page words itself (`Errors.<code>`): the server words every refusal it sends
 * (`localized`), so only these, for replies without its words, reach the browser's messages
 * (lib/i18n/pick-messages.ts keeps the `Errors` namespace to them).
 */
export const UNWORDED_ERROR_CODES = ['network', 'payload_too_large', 'rate_limited', 'unavailable', 'internal'] as const satisfies readonly ApiErrorCode[];
type UnwordedErrorCode = (typeof UNWORDED_ERROR_CODES)[number];

/** What a reply without our envelope (a proxy's or platform's error page) most likely means. */
function codeForBareStatus(status: number): UnwordedErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'internal';
}

/** The one reader of the API's replies: `{ data }` on success, `{ error: { code, message, fields?, requestId? } }` on failure. */
export function readEnvelope<T>(status: number, text: string): T {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300 && isRecord(body) && 'data' in body) return body.data as T;
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    const fields = isRecord(error.fields)
      ? Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {};
    const requestId = typeof error.requestId === 'string' ? error.requestId : undefined;
    throw new ApiError({ status, code: error.code as ErrorCode, message: error.message, fields, requestId, localized: true });
  }
  throw new ApiError({ status, code: codeForBareStatus(status), message: `unexpected ${status} reply without the API envelope`, localized: false });
}

/** Any failure of a call as an ApiError: the server's refusal as it is, else `aborted` or `network`. */
export function toApiError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  const aborted = signal?.aborted || (error instanceof Error && error.name === 'AbortError');
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, code: aborted ? 'aborted' : 'network', message: aborted ? 'the call was aborted' : `network failure: ${detail}`, localized: false });
}

/**
 * Calls a JSON endpoint. Resolves with the reply's `data`, typed by the contract; rejects with an
 * `ApiError` (the server's refusal, `network`, or `aborted`).
 */
export async function callApi<E extends JsonContract | Endpoint<JsonContract>>(contract: E, body: ContractBody<E>, options: CallOptions = {}): Promise<ContractData<E>> {
  const { signal } = options;
  try {
    const post = contract.method !== 'GET';
    const response = await fetch(contract.path, {
      method: contract.method,
      credentials: 'same-origin',
      headers: post ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
      body: post ? JSON.stringify(body ?? {}) : undefined,
      signal,
    });
    return readEnvelope<ContractData<E>>(response.status, await response.text());
  } catch (error) {
    throw toApiError(error, signal);
  }
}

/**
 * The text to show for a failed call: the server's message about `field` when asked for one (a
 * single-input island), else its localized message, else the `Errors.<code>` message (`network`,
 * `unavailable`…) when the server's words never arrived.
 */
export function apiErrorMessage(error: unknown, translate: (code: string) => string | null, field?: string): string {
  if (error instanceof ApiError && field && error.fields[field]) return error.fields[field];
  if (error instanceof ApiError && error.localized && error.message) return error.message;
  const code = error instanceof ApiError ? error.code : 'internal';
  return translate(code) ?? translate('internal') ?? '';
}
