import 'server-only';
import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './s3-config';

/**
 * An S3 client for any S3-compatible store.
 *
 * Checksums: since @aws-sdk/client-s3 3.729 the client adds a CRC32 (`x-amz-checksum-crc32`,
 * `x-amz-sdk-checksum-algorithm`) to every upload, sends uploads of unknown length as aws-chunked
 * bodies with a trailing checksum, and asks for response checksums (`x-amz-checksum-mode`) on every
 * download (aws/aws-sdk-js-v3#6810). Amazon S3 understands all of it; many compatible stores do not
 * and refuse the upload (Cloudflare R2 answered `501 NotImplemented: Header 'x-amz-checksum-crc32'`,
 * Backblaze B2 and older MinIO/Ceph releases likewise). `WHEN_REQUIRED` sends checksums only where
 * the S3 API demands one. Measured against s3rver (the tests' store): it ignores the new headers,
 * so Buffer uploads work either way, but an upload of unknown length fails in the default mode
 * before leaving the client, and each GET carries `x-amz-checksum-mode`; with `WHEN_REQUIRED` the
 * requests carry no checksum headers at all. We always upload Buffers, whose length is known, and
 * the signed `x-amz-content-sha256` already protects every upload's body.
 *
 * DeleteObjects is one operation where S3 demands a checksum, and the client still sends a CRC32
 * there even with `WHEN_REQUIRED` (aws/aws-sdk-js-v3#6819). S3 has always accepted `Content-MD5`
 * for it, and stores that predate the CRC32 checksums accept only that (`MissingContentMD5`,
 * aws/aws-sdk-js-v3#6920), so the batch deletes carry Content-MD5 instead (the SDK's own
 * supplemental-docs/MD5_FALLBACK.md).
 *
 * The SDK is loaded on first use: an installation on local disk never pays for it (~70 ms).
 */
export async function createS3Client(config: S3Config): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown } | undefined;
      if (context.commandName === 'DeleteObjectsCommand' && request?.headers && (typeof request.body === 'string' || request.body instanceof Uint8Array)) {
        for (const name of Object.keys(request.headers)) {
          if (/^x-amz-(sdk-)?checksum-/i.test(name)) delete request.headers[name];
        }
        request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
      }
      return next(args);
    },
    // After the SDK's own checksum middleware (build step, normal priority), before signing.
    { step: 'build', priority: 'low', name: 'kermoDeleteObjectsContentMd5' },
  );
  return client;
}

const store = globalThis as typeof globalThis & { __kermoS3?: { signature: string; client: Promise<S3Client> } };

/**
 * The process's one S3 client (its connection pool is shared by every request), created on first
 * use. A changed configuration (tests point the storage at another server) replaces it.
 */
export function sharedS3Client(config: S3Config): Promise<S3Client> {
  const signature = JSON.stringify(config);
  if (store.__kermoS3?.signature !== signature) {
    closeSharedS3Client();
    store.__kermoS3 = { signature, client: createS3Client(config) };
  }
  return store.__kermoS3!.client;
}

/** Closes the shared client's connections (tests that pointed the storage at a local server). */
export function closeSharedS3Client(): void {
  void store.__kermoS3?.client.then((client) => client.destroy());
  store.__kermoS3 = undefined;
}
