import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from '../../server/bench/builtServer.mjs';
const runs = Number(process.env.RUNS ?? 7);
const page = process.env.PAGE ?? '/';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const { base, stop } = await startBuiltServer({ port: 3403 });
try {
  for (let w = 0; w < 3; w++) await (await fetch(`${base}${page}`)).text();
  await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const tbts = [];
  for (let r = 0; r < runs; r++) {
    const { lhr } = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const tbt = lhr.audits['total-blocking-time'].numericValue; tbts.push(tbt);
    const tasks = (lhr.audits['long-tasks'].details?.items ?? []).map((t) => `${(t.url || '').split('/').pop().slice(0, 28)}:${Math.round(t.startTime)}+${Math.round(t.duration)}`).join('  ');
    console.log(`perf ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(tbt)} LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} | ${tasks}`);
  }
  tbts.sort((a, b) => a - b);
  console.log('median TBT', Math.round(tbts[tbts.length >> 1]), 'all', tbts.map(Math.round).join(' '));
} finally { await stop(); await chrome.kill(); }
