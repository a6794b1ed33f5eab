// One webhook POST over node:http(s), with the destination guard in the connection's DNS lookup, no redirects
// followed, a time limit, and the response body discarded unread past its status (a capped read of nothing).
// What is recorded of a failure is a short reason, never the network error's details.
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, RefusedDestination } from './destination.ts';

export interface PostResult { status: number | null; retryAfter: string | null; error: string | null }

export function postWebhook(url: string, headers: Record<string, string>, body: string, timeoutMs: number, allowPrivate: boolean): Promise<PostResult> {
  return new Promise((resolve) => {
    let target: URL;
    try { target = new URL(url); } catch { resolve({ status: null, retryAfter: null, error: 'invalid URL' }); return; }
    const client = target.protocol === 'https:' ? https : http;
    let settled = false;
    const done = (r: PostResult) => { if (!settled) { settled = true; resolve(r); } };
    const req = client.request(target, {
      method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, timeout: timeoutMs,
      lookup: guardedLookup(allowPrivate) as never, agent: false,
    }, (res) => {
      const retry = res.headers['retry-after'];
      done({ status: res.statusCode ?? null, retryAfter: Array.isArray(retry) ? retry[0] ?? null : retry ?? null, error: null });
      res.destroy();
    });
    req.on('timeout', () => { req.destroy(); done({ status: null, retryAfter: null, error: `timeout: no response within ${timeoutMs} ms` }); });
    req.on('error', (e) => done({ status: null, retryAfter: null,
      error: e instanceof RefusedDestination || (e as { code?: string }).code === 'EREFUSEDDEST' ? 'destination refused (private address)' : 'connection failed' }));
    req.end(body);
  });
}
