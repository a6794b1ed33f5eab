import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('ids made in one millisecond sort in the order they were made, and stay valid v7 ids', () => {
    const now = Date.now() + 60_000;
    const ids = Array.from({ length: 5000 }, () => uuidv7(now));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isUuid(id) && id[14] === '7' && '89ab'.includes(id[19]!)).toBe(true);
  });

  it('a clock that steps back does not make an id sort before the ones already made', () => {
    const a = uuidv7(Date.now() + 120_000);
    const b = uuidv7(Date.now() - 120_000);
    expect(b > a).toBe(true);
  });

  it('the timestamp is the time the id was made', () => {
    const now = Date.now() + 180_000;
    const id = uuidv7(now);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });
});
