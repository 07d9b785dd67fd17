// Real-user Core Web Vitals: LCP, INP, CLS (plus FCP and TTFB) measured on users' phones with the web-vitals
// library and sent to the server in one beacon when the page is hidden, so the ministry sees how the portal
// really performs. Loaded after first paint; nothing personal is sent.
import { env } from '@/config/env';
import type { VitalSample, VitalsBody } from '@contract/vitals';

export function startVitalsReporting(): void {
  const queue: VitalSample[] = [];
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const record = (metric: { name: VitalSample['name']; value: number; rating: NonNullable<VitalSample['rating']> }) => {
    queue.push({
      name: metric.name,
      value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
      rating: metric.rating,
      path: window.location.pathname,
      ...(connection?.effectiveType ? { effective_type: connection.effectiveType } : {}),
    });
  };
  const flush = () => {
    if (queue.length === 0) return;
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
