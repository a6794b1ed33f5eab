import { describe, expect, it } from 'vitest';
import { deepFreeze, Lru } from './lru.ts';

describe('Lru', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const c = new Lru<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1); // a is now the most recent
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.size).toBe(2);
  });

  it('keeps the total weight within maxWeight, and does not keep an entry heavier than all of it', () => {
    const c = new Lru<string, string>(10, 100);
    c.set('a', 'x', 60);
    c.set('b', 'y', 30);
    c.set('c', 'z', 30); // 120 > 100: a goes
    expect(c.get('a')).toBeUndefined();
    expect(c.weight).toBe(60);
    c.set('huge', 'w', 101);
    expect(c.get('huge')).toBeUndefined();
    expect(c.size).toBe(2);
    c.set('b', 'y2', 10); // replacing an entry replaces its weight
    expect(c.weight).toBe(40);
    c.delete('c');
    expect(c.weight).toBe(10);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays', () => {
    const v = deepFreeze({ a: [{ b: 1 }], c: { d: 'e' } });
    expect(Object.isFrozen(v.a[0])).toBe(true);
    expect(Object.isFrozen(v.c)).toBe(true);
    expect(() => { (v.a as unknown[]).push(1); }).toThrow(TypeError);
  });
});
