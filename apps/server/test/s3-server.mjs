// Child process of the test harness (test/s3-test-server.ts): an s3rver on a free loopback port.
// It runs in its own process because s3rver's paginated listings need the legacy OpenSSL provider
// (DES continuation tokens), which the harness passes through NODE_OPTIONS. Prints one JSON line
// `{ "port": n }` when ready and exits when its parent closes stdin.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
// Browser uploads need the bucket to answer preflights and expose ETag (api.md §3.4).
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.stdin.on('end', () => server.close(() => process.exit(0)));
process.stdin.resume();
