// Real-user Core Web Vitals: LCP, INP, CLS (plus FCP and TTFB) measured on users' phones with the web-vitals
// library and sent to the server in one beacon when the page is hidden, so the ministry sees how the portal
// really performs. Loaded after first paint; nothing personal is sent.
import { env } from '@/config/env';
import { readFeatures } from './capabilities-api';
import type { VitalSample, VitalsBody } from '@contract/vitals';

export function startVitalsReporting(): void {
  const queue: VitalSample[] = [];
  // The beacon is an extension (issue 30): sent only to a host that names it. Asked here, off the first load (the
  // portal's own question, src/lib/capabilities-api.ts, lives in the store); the browser's cache answers it (5 minutes).
  let offered = false;
  void fetch(`${env.apiBaseUrl}/clap/capabilities`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      offered = readFeatures(body).includes('vitals');
    })
    .catch(() => undefined);
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const record = (metric: {
    name: VitalSample['name'];
    value: number;
    rating: NonNullable<VitalSample['rating']>;
  }) => {
    queue.push({
      name: metric.name,
      value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
      rating: metric.rating,
      path: window.location.pathname,
      ...(connection?.effectiveType ? { effective_type: connection.effectiveType } : {}),
    });
  };
  const flush = () => {
    // The beacon is an extension (issue 30): a host that has not said it takes one is sent none.
    if (queue.length === 0 || !offered) return;
    const beacon: VitalsBody = { samples: queue.splice(0, 10) };
    const body = JSON.stringify(beacon);
    // text/plain keeps the beacon a "simple" request; the server parses it as JSON.
    navigator.sendBeacon?.(`${env.apiBaseUrl}/clap/vitals`, new Blob([body], { type: 'text/plain' }));
  };
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onLCP(record);
    onINP(record);
    onCLS(record);
    onFCP(record);
    onTTFB(record);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
