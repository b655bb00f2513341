import 'server-only';
import { AppError } from '@/lib/errors/app-error';

export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads a JSON body. An empty body is `{}` (the seed calls allow it). A non-empty body must be
 * declared as JSON: this also keeps cross-site "simple" form posts from reaching the handlers.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BYTES) throw new AppError('payload_too_large');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new AppError('payload_too_large');
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new AppError('unsupported_media_type');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError('invalid_json', { cause: error });
  }
}

/** Reads a multipart upload, refusing anything larger than `maxBytes` or not multipart. */
export async function readMultipart(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError('unsupported_media_type');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new AppError('payload_too_large');
  try {
    return await request.formData();
  } catch (error) {
    throw new AppError('invalid_json', { cause: error });
  }
}
