type Handler = (request: Request) => Promise<Response> | Response;

export type CallOptions = {
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body` (malformed JSON, other content types). */
  rawBody?: string;
  headers?: Record<string, string>;
  method?: string;
  path?: string;
};

/** Calls a route handler in-process the way Next.js would, returning status, headers and JSON. */
export async function callRoute<T = unknown>(handler: Handler, options: CallOptions = {}) {
  const { body, rawBody, headers = {}, method = 'POST', path = '/api/test' } = options;
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers: { ...(payload !== undefined && !rawBody ? { 'content-type': 'application/json' } : {}), ...headers },
    body: method === 'GET' ? undefined : payload,
  });
  const response = await handler(request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : null) as T };
}

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; requestId?: string } };
