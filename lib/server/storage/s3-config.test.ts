import { describe, expect, it } from 'vitest';
import { s3ConfigFromEnv, StorageConfigError } from './s3-config';

describe('s3ConfigFromEnv', () => {
  it('is off without S3_BUCKET: files stay on disk', () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(s3ConfigFromEnv({ S3_BUCKET: '  ', S3_ENDPOINT: 'https://s3.example.com' })).toBeNull();
  });

  it('defaults to Amazon S3 in us-east-1 with virtual-hosted buckets and the SDK’s own credentials', () => {
    expect(s3ConfigFromEnv({ S3_BUCKET: 'kermo-media' })).toEqual({
      bucket: 'kermo-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('puts the bucket in the path for an S3-compatible endpoint unless told otherwise', () => {
    const env = { S3_BUCKET: 'kermo', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'auto' };
    expect(s3ConfigFromEnv(env)).toEqual({
      bucket: 'kermo',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(s3ConfigFromEnv({ ...env, S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false);
    expect(s3ConfigFromEnv({ S3_BUCKET: 'kermo', S3_FORCE_PATH_STYLE: '1' })?.forcePathStyle).toBe(true);
  });

  it('refuses a half-done configuration instead of quietly writing to the local disk', () => {
    for (const env of [
      { S3_BUCKET: 'kermo', S3_ENDPOINT: 's3.example.com' },
      { S3_BUCKET: 'kermo', S3_ENDPOINT: 'ftp://s3.example.com' },
      { S3_BUCKET: 'kermo', S3_ACCESS_KEY_ID: 'id' },
      { S3_BUCKET: 'kermo', S3_SECRET_ACCESS_KEY: 'secret' },
      { S3_BUCKET: 'kermo', S3_FORCE_PATH_STYLE: 'maybe' },
      { S3_BUCKET: 'kermo/media' },
    ]) {
      expect(() => s3ConfigFromEnv(env), JSON.stringify(env)).toThrow(StorageConfigError);
    }
  });
});
