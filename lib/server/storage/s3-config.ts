import 'server-only';

/** Where the S3 adapter stores objects; read from the `S3_*` environment variables. */
export type S3Config = {
  bucket: string;
  region: string;
  /** Any S3-compatible store (MinIO, Cloudflare R2, DigitalOcean Spaces…); unset, Amazon S3. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset, the AWS SDK's own chain applies (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export class StorageConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageConfigError';
  }
}

function flag(name: string, value: string | undefined): boolean | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  throw new StorageConfigError(`${name} must be true or false, not ${JSON.stringify(value)}`);
}

/**
 * The S3 configuration, or null when `S3_BUCKET` is unset (files then stay on local disk). A
 * half-done configuration is an error rather than a silent fall back to disk: files written to a
 * replica's own disk would be lost or missing on the other replicas.
 */
export function s3ConfigFromEnv(env: Record<string, string | undefined> = process.env): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  if (bucket.includes('/')) throw new StorageConfigError('S3_BUCKET is a bucket name, without slashes');

  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new StorageConfigError('S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com');
    }
  }

  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new StorageConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }

  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    // Self-hosted stores rarely have a wildcard DNS name per bucket, so with an endpoint the
    // bucket goes in the path unless told otherwise.
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE) ?? Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
