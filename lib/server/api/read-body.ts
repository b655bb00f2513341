import 'server-only';
import { AppError } from '@/lib/errors/app-error';

export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads the body, counting bytes as they stream in and giving up at `maxBytes`: a declared
 * Content-Length over the limit is refused before reading, and a body without one (chunked) is
 * cut off at the limit instead of being buffered whole. A body that breaks off midway is a 400.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new AppError('payload_too_large');
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        void reader.cancel().catch(() => undefined);
        throw new AppError('payload_too_large');
      }
      chunks.push(value);
    }
  } catch (error) {
    throw error instanceof AppError ? error : new AppError('invalid_body', { cause: error });
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a JSON body. An empty body is `{}` (the seed calls allow it). A non-empty body must be
 * declared as JSON: this also keeps cross-site "simple" form posts from reaching the handlers.
 * Bytes that are not UTF-8 make it invalid JSON rather than being replaced silently.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const bytes = await readBodyBytes(request, maxBytes);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch (error) {
    throw new AppError('invalid_json', { cause: error });
  }
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new AppError('unsupported_media_type');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError('invalid_json', { cause: error });
  }
}

/**
 * Reads a multipart upload: the bytes are collected under the same streaming limit, then parsed;
 * anything that is not well-formed multipart (no boundary, cut off, garbage) is a 400.
 */
export async function readMultipart(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError('unsupported_media_type');
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch (error) {
    throw new AppError('invalid_body', { cause: error });
  }
}
