import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, lazyChildLogger, prettyLine } from './log.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  return { lines, stream };
}

describe('logs', () => {
  it('a request\'s logger is made on its first line, bound to the request id and redacted like any other', () => {
    const { lines, stream } = capture();
    const parent = createLogger('info', stream);
    const made = vi.spyOn(parent, 'child');
    const log = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    expect(made).not.toHaveBeenCalled();
    log.debug('below the level');
    log.error({ authorization: 'Bearer mca_secret' }, 'failed');
    log.warn('again');
    expect(made).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([
      { level: 50, reqId: 'r-1', authorization: '[redacted]', msg: 'failed' }, { level: 40, reqId: 'r-1', msg: 'again' }]);
    expect(lines.join('')).not.toContain('mca_secret');
  });

  it('are JSON lines by default, with secrets redacted', () => {
    const { lines, stream } = capture();
    createLogger('info', stream).info({ api_key: 'mca_secret', job: 'j1' }, 'job started');
    const record = JSON.parse(lines[0]!);
    expect(record).toMatchObject({ level: 30, msg: 'job started', job: 'j1', api_key: '[redacted]' });
  });

  it('keep a request line\'s path but not an invitation link\'s token (debug-level request logs)', () => {
    const { lines, stream } = capture();
    const log = createLogger('debug', stream);
    log.debug({ req: { method: 'GET', url: '/app/invite/inv_theSecretToken?x=1' } }, 'incoming request');
    log.debug({ req: { method: 'GET', url: '/app/deals/123' } }, 'incoming request');
    expect(JSON.parse(lines[0]!).req.url).toBe('/app/invite/[redacted]?x=1');
    expect(lines[0]).not.toContain('theSecretToken');
    expect(JSON.parse(lines[1]!).req.url).toBe('/app/deals/123');
  });

  it('are one readable line per record in the pretty format, still redacted', () => {
    const { lines, stream } = capture();
    createLogger('info', stream, 'pretty').warn({ api_key: 'mca_secret', attempt: 2, url: 'http://x/y' }, 'delivery failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} WARN {2}delivery failed api_key=\[redacted\] attempt=2 url=http:\/\/x\/y\n$/);
    expect(lines[0]).not.toContain('mca_secret');
  });

  it('puts an error stack under its line, quotes values with spaces', () => {
    const line = prettyLine({ level: 50, time: Date.UTC(2026, 0, 2, 3, 4, 5, 6), msg: 'job failed', reason: 'no such file',
      err: { message: 'boom', stack: 'Error: boom\n    at x' } });
    expect(line).toBe('03:04:05.006 ERROR job failed reason="no such file"\n  Error: boom\n      at x\n');
  });
});
