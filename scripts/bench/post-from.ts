// One POST of JSON from a socket bound to a given local address (127.0.0.2, 127.0.0.3, ...): how the fair-hashing
// bench and its hardening test play several clients from one machine, since the server trusts no forwarded header.
import http from 'node:http';

export interface Answer {
  status: number;
  ms: number;
}

/** Status 0 for a network error or a 15 s timeout; `ms` from the call to the end of the answer. */
export function postFrom(
  url: URL,
  agent: http.Agent,
  localAddress: string,
  path: string,
  body: object,
): Promise<Answer> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent,
        localAddress,
        timeout: 15_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(payload);
  });
}
