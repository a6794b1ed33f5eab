import { describe, expect, it } from 'vitest';
import { isReferenceKind, listReference, referenceKinds } from './service.ts';

describe('listReference', () => {
  it('serves every kind with id, label and aliases, plus country or risk_category where the contract says', () => {
    for (const kind of referenceKinds) {
      const { data } = listReference(kind);
      expect(data.length, kind).toBeGreaterThan(0);
      for (const e of data) expect(e).toMatchObject({ id: expect.any(String), label: expect.any(String), aliases: expect.any(Array) });
    }
    expect(listReference('states').data.every((s) => s.country === 'US')).toBe(true);
    expect(listReference('provinces').data.every((p) => p.country === 'CA')).toBe(true);
    expect(listReference('industries').data.every((i) => typeof i.risk_category === 'string')).toBe(true);
    expect(listReference('countries').data.map((c) => c.label)).toEqual(['United States', 'Canada']);
  });

  it('gives a stable, quoted, per-kind ETag', () => {
    const etags = referenceKinds.map((k) => listReference(k).etag);
    expect(new Set(etags).size).toBe(referenceKinds.length);
    for (const etag of etags) expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(listReference('states').etag).toBe(etags[1]);
    expect(listReference('states')).toBe(listReference('states'));
  });

  it('knows its kinds', () => {
    expect(isReferenceKind('entity-types')).toBe(true);
    expect(isReferenceKind('entity_types')).toBe(false);
  });
});
