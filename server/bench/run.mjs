// `npm run bench`: starts the built server on a fresh embedded database and measures API throughput with
// autocannon on loopback. Prints numbers; asserts nothing. BENCH_SECONDS sets each run's length (default 10).
import autocannon from 'autocannon';
import { startBuiltServer } from './builtServer.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const { base, stop } = await startBuiltServer({ port: Number(process.env.BENCH_PORT ?? 3400), env: { SERVE_APPS: 'false' } });

function run(title, url) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${url}`, connections: 20, duration: seconds, headers: { 'x-web-url': 'http://localhost:3000' } }, (error, result) => {
      if (error) return reject(error);
      console.log(
        `${title.padEnd(40)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
      );
      resolve(result);
    });
  });
}

try {
  const started = performance.now();
  await fetch(`${base}/s/api/products?c=staples&s=price_asc&q=dal`);
  console.log(`cold filtered listing (first query)            ${(performance.now() - started).toFixed(1)} ms`);
  console.log(`autocannon: 20 connections, ${seconds} s each, loopback`);
  await run('GET /s/api/products (warm)', '/s/api/products');
  await run('GET /s/api/products?c=staples&s=price_asc', '/s/api/products?c=staples&s=price_asc');
  await run('GET /s/api/init', '/s/api/init');
} finally {
  await stop();
}
