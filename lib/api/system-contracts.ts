import { z } from 'zod';
import { defineContract } from './contract';

export const healthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Readiness: the database answers and its migrations are applied (503 otherwise)',
  tag: 'system',
  access: 'public',
  response: z.object({ status: z.literal('ok'), database: z.object({ engine: z.enum(['pglite', 'postgres']), latencyMs: z.number() }) }),
});

export const openapiContract = defineContract({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This API as an OpenAPI 3.1 document (not wrapped in the envelope)',
  tag: 'system',
  access: 'public',
  response: z.record(z.string(), z.unknown()),
});
