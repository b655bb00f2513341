import { z } from 'zod';
import { allContracts } from '@/lib/api/all-contracts';
import type { Contract } from '@/lib/api/contract';
import { ErrorEnvelope } from '@/lib/errors/envelope';
import { routeContract } from '@/lib/server/api/route';
import { strictParse } from './strict-parse';

type Handler = (request: Request) => Promise<Response> | Response;

export type CallOptions = {
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body` (malformed JSON, other content types, multipart). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  method?: string;
  path?: string;
};

/**
 * Every reply is held to its contract: a success is `{ data }` whose data parses with the
 * contract's response schema in strict mode (no undeclared key at any depth), a failure is the
 * error envelope. So a test of any route also proves /api/openapi.json describes what it sends.
 */
function checkReply(contract: Contract | undefined, status: number, json: unknown, path: string): void {
  if (status >= 400) {
    // Non-JSON failures come only from the file routes (a plain 404 for a photo), never from an API call.
    if (json !== null && typeof json === 'object') strictParse(ErrorEnvelope, json, `${status} reply of ${path}`);
    return;
  }
  if (!contract || status >= 300 || contract.path === '/api/openapi.json') return;
  strictParse(z.object({ data: contract.response }), json, `data of ${contract.path}`);
}

/** Calls a route handler in-process the way Next.js would, returning status, headers and JSON. */
export async function callRoute<T = unknown>(handler: Handler, options: CallOptions = {}) {
  const contract = routeContract(handler) ?? allContracts.find((c) => c.path === options.path);
  const { body, rawBody, headers = {}, method = contract?.method ?? 'POST', path = contract?.path ?? '/api/test' } = options;
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers: { ...(payload !== undefined && rawBody === undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : payload,
    ...(payload instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
  const response = await handler(request);
  const text = await response.text();
  const json = (text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text ? text : null) as T;
  checkReply(contract, response.status, json, path);
  return { status: response.status, headers: response.headers, json };
}

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; requestId?: string } };
