import 'server-only';
import { z } from 'zod';
import { allContracts } from '@/lib/api/all-contracts';
import { errorCodes } from '@/lib/errors/codes';
import { ErrorEnvelope } from '@/lib/errors/envelope';

function schemaOf(type: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(type, { io, target: 'draft-2020-12', unrepresentable: 'any' });
}

/** The OpenAPI 3.1 document, generated from the same zod contracts the handlers validate with. */
export function buildOpenApi(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of allContracts) {
    const statuses = new Set<number>([500]);
    if (contract.body) [400, 413, 415, 422].forEach((s) => statuses.add(s));
    if (contract.access === 'user' || contract.access === 'staff') statuses.add(401);
    if (contract.access === 'staff') statuses.add(403);
    const errors = Object.fromEntries(
      [...statuses].map((status) => [
        String(status),
        {
          description: Object.entries(errorCodes)
            .filter(([, s]) => s === status)
            .map(([code]) => code)
            .join(', '),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
    );
    const data = contract.path === '/api/openapi.json' ? schemaOf(contract.response, 'output') : schemaOf(z.object({ data: contract.response }), 'output');
    paths[contract.path] = {
      [contract.method.toLowerCase()]: {
        summary: contract.summary,
        tags: [contract.tag],
        security: contract.access === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
        ...(contract.body
          ? { requestBody: { required: false, content: { 'application/json': { schema: schemaOf(contract.body, 'input') } } } }
          : {}),
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: data } } }, ...errors },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kermo API',
      version: '1',
      description:
        'POST /api/<area>/<action> with a JSON body. Success: { data }. Failure: HTTP status and { error: { code, message, fields } }, the message localized by `lang`, the locale cookie or Accept-Language.',
    },
    servers: serverUrl ? [{ url: serverUrl }] : [],
    paths,
    components: {
      schemas: { Error: schemaOf(ErrorEnvelope, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Opaque access token' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
      },
    },
  };
}
