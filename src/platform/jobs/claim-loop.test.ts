import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { createClaimLoop } from './claim-loop.ts';

describe('claim loop', () => {
  it('stop() waits for a claim already sent: what it returns runs before stop() resolves, nothing starts after', async () => {
    let answer!: (items: string[]) => void;
    const started: string[] = [];
    let claims = 0;
    const loop = createClaimLoop<string>({
      concurrency: 2, pollMs: 60_000, keepAlive: false, log: createLogger('silent'), what: 'test',
      claim: () => { claims++; return claims === 1 ? new Promise<string[]>((r) => { answer = r; }) : Promise.resolve([]); },
      run: async (item) => { started.push(item); },
    });
    loop.start();
    let stopResolved = false;
    const stopped = loop.stop(1000).then(() => { stopResolved = true; });
    await new Promise((r) => setImmediate(r));
    expect(stopResolved).toBe(false); // still waiting for the claim in flight
    answer(['claimed-before-stop']); // it returns work after stop() was called
    await stopped;
    expect(started).toEqual(['claimed-before-stop']);
    expect(loop.activeCount).toBe(0);
    loop.notify(); // stopped: no further claims
    await Promise.resolve();
    expect(claims).toBe(1);
  });

  it('runs up to the concurrency limit and claims again as slots free up', async () => {
    const queue = ['a', 'b', 'c', 'd', 'e'];
    let inFlight = 0;
    let peak = 0;
    const done: string[] = [];
    let finish!: () => void;
    const allDone = new Promise<void>((r) => { finish = r; });
    const loop = createClaimLoop<string>({
      concurrency: 2, pollMs: 60_000, keepAlive: false, log: createLogger('silent'), what: 'test',
      claim: async (slots) => queue.splice(0, slots),
      run: async (item) => {
        inFlight++; peak = Math.max(peak, inFlight);
        await new Promise((r) => setImmediate(r));
        inFlight--; done.push(item);
        if (done.length === 5) finish();
      },
    });
    loop.start();
    await allDone;
    await loop.stop(1000);
    expect(done.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(peak).toBe(2);
  });
});
