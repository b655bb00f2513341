import 'server-only';
import { z } from 'zod';
import { allContracts } from '@/lib/api/all-contracts';
import { type Contract, operationIdOf } from '@/lib/api/contract';
import { errorCodes } from '@/lib/errors/codes';
import { ErrorEnvelope } from '@/lib/errors/envelope';
import { createSchemaComponents } from './schema-components';

const TAGS: Record<string, string> = {
  site: 'Settings, menus and dictionaries the apps start with',
  auth: 'Registration, sign-in, sessions and passwords',
  profile: 'The signed-in account and public profiles',
  reports: 'Reports about users',
  verification: 'E-mail and phone codes, driving licences, host and company verification',
  cars: 'Hosts’ and companies’ cars: listing, photos, availability calendar, moderation state, switching on and off',
  catalog: 'The public catalog: search with filters, sorts and the map, car pages and their prices',
  bookings: 'Booking a car and everything after: the request, the owner’s answer, payment, the contract, mileage, the trip, cancellation, reviews (docs/bookings.md)',
  payments: 'The acquirer’s pages and callbacks, a renter’s payments, receipts and saved cards (docs/payments.md, docs/cabinet-payments.md)',
  chat: 'A conversation per booking between its renter and owner, and the 10-second status poll (docs/chat.md)',
  payouts: 'Hosts’ and companies’ earnings net of the commission, their payout card and payouts (docs/payouts.md)',
  notifications: 'The notification centre: booking events for the signed-in person, read and unread (docs/notifications.md)',
  admin: 'Operators only',
  system: 'Readiness and this document',
};

/** Image parts of uploads are checked by content, re-encoded, and these are the types accepted. */
const IMAGE_TYPES = 'image/jpeg, image/png, image/webp, image/avif';

type Components = ReturnType<typeof createSchemaComponents>;

/** The error statuses an operation can answer with, each listing the codes it carries. */
function errorResponses(contract: Contract) {
  const statuses = new Set<number>([500]);
  // Every POST reads its body (for `lang` at least): unreadable, too large, not JSON, or invalid text.
  if (contract.method === 'POST') [400, 413, 415, 422].forEach((status) => statuses.add(status));
  if (contract.access === 'user' || contract.access === 'staff') statuses.add(401);
  if (contract.access === 'staff' || (contract.access !== 'public' && contract.method === 'POST')) statuses.add(403);
  if (contract.path === '/api/health') statuses.add(503);
  return Object.fromEntries(
    [...statuses].sort().map((status) => [
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
}

function requestBody(contract: Contract, operationId: string, components: Components) {
  const hint = `${operationId[0]!.toUpperCase()}${operationId.slice(1)}Request`;
  if (contract.upload) {
    const fields = (contract.body ? components.convert(contract.body, 'input', hint) : { type: 'object', properties: {} }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const files = contract.upload.files;
    const schema = {
      ...fields,
      type: 'object',
      properties: {
        ...fields.properties,
        ...Object.fromEntries(
          files.map((file) => {
            const types = file.accept ?? IMAGE_TYPES;
            const image = { type: 'string', format: 'binary', description: file.accept ? `A file (${types})` : `An image (${types})` };
            return [file.name, file.max && file.max > 1 ? { type: 'array', items: image, minItems: file.required ? 1 : 0, maxItems: file.max, description: `Up to ${file.max} files, each a part of this name (${types})` } : image];
          }),
        ),
      },
      required: [...(fields.required ?? []), ...files.filter((file) => file.required).map((file) => file.name)],
    };
    if (!schema.required.length) delete (schema as { required?: string[] }).required;
    return {
      required: true,
      description: `multipart/form-data of at most ${contract.upload.maxBytes} bytes`,
      content: { 'multipart/form-data': { schema, encoding: Object.fromEntries(files.map((file) => [file.name, { contentType: file.accept ?? IMAGE_TYPES }])) } },
    };
  }
  if (!contract.body) return undefined;
  // An empty body is accepted as {} (the seed calls send none).
  return { required: false, content: { 'application/json': { schema: components.convert(contract.body, 'input', hint) } } };
}

function security(contract: Contract) {
  if (contract.access === 'public') return [];
  const signedIn = [{ bearer: [] }, { cookie: [] }];
  return contract.access === 'optional' ? [{}, ...signedIn] : signedIn;
}

/** The OpenAPI 3.1 document, generated from the same zod contracts the handlers validate with. */
export function buildOpenApi(serverUrl?: string) {
  const components = createSchemaComponents();
  components.register('Error', components.convert(ErrorEnvelope, 'output', 'Error'));
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const contract of allContracts) {
    const operationId = operationIdOf(contract);
    if (operationIds.has(operationId)) throw new Error(`Two API operations share the operationId ${operationId}`);
    operationIds.add(operationId);
    const hint = `${operationId[0]!.toUpperCase()}${operationId.slice(1)}Response`;
    // The document itself is not wrapped in the envelope.
    const data = contract.path === '/api/openapi.json' ? contract.response : z.object({ data: contract.response });
    const body = requestBody(contract, operationId, components);
    paths[contract.path] = {
      ...paths[contract.path],
      [contract.method.toLowerCase()]: {
        operationId,
        summary: contract.summary,
        // Who may call it (public, optional, user, staff), for clients and the fuzz test.
        'x-access': contract.access,
        tags: [contract.tag],
        security: security(contract),
        ...(body ? { requestBody: body } : {}),
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: components.convert(data, 'output', hint) } } },
          ...errorResponses(contract),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kermo API',
      version: '1',
      description:
        'POST /api/<area>/<action> with a JSON body (multipart/form-data for uploads). Success: { data }. Failure: HTTP status and { error: { code, message, fields, requestId } }, the message localized by `lang`, the locale cookie or Accept-Language. Unknown paths answer 404 and other methods 405, in the same envelope.',
    },
    // Without a known origin, relative to wherever the document was fetched from.
    servers: [serverUrl ? { url: serverUrl } : { url: '/', description: 'The origin serving this document' }],
    tags: [...new Set(allContracts.map((contract) => contract.tag))].map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Opaque access token (Authorization: Bearer …), for the apps' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken', description: 'The web session cookie (HttpOnly); calls must come from the site’s own origin' },
      },
    },
  };
}
