// Runs s3rver in a process of its own, for tests/support/s3-server.ts: started with
// --openssl-legacy-provider because s3rver 3.7 makes ListObjectsV2 continuation tokens with DES,
// which OpenSSL 3 (Node 17+) only has in its legacy provider (jamhall/s3rver#818): without it
// every truncated listing answers 500. Prints `{"port":…}` once listening; stops on SIGTERM, or
// when the test process that started it goes away (stdin closes).
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
