import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, UNITS, resolveSettings, type DeepPartial, type ParseSettings } from './settings.ts';
import { wordsToLines, type Word } from './layout/layout.ts';
import { settingsTable } from '../../scripts/settings-table.ts';
import { readFileSync } from 'node:fs';
import { extractDocument } from './pipeline.ts';

describe('resolveSettings', () => {
  it('gives the defaults when nothing is overridden, as a new frozen object', () => {
    const s = resolveSettings();
    expect(s).toEqual(DEFAULT_SETTINGS);
    expect(s).not.toBe(DEFAULT_SETTINGS);
    expect(Object.isFrozen(s) && Object.isFrozen(s.layout)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SETTINGS.records)).toBe(true);
  });

  it('overrides one value and keeps every other', () => {
    const s = resolveSettings({ records: { columnSnap: 9 } });
    expect(s.records.columnSnap).toBe(9);
    expect(s.records.continuationGap).toBe(DEFAULT_SETTINGS.records.continuationGap);
    expect(s.layout).toEqual(DEFAULT_SETTINGS.layout);
    expect(DEFAULT_SETTINGS.records.columnSnap).toBe(6);
  });

  it('rejects an unknown key and an unknown part, naming it', () => {
    expect(() => resolveSettings({ records: { columnSnapp: 9 } } as DeepPartial<ParseSettings>)).toThrow(/settings\.records\.columnSnapp is not a setting/);
    expect(() => resolveSettings({ tables: {} } as DeepPartial<ParseSettings>)).toThrow(/settings\.tables is not a settings part/);
  });

  it('rejects NaN, infinities, negatives, strings and shares above 1, naming the key', () => {
    expect(() => resolveSettings({ layout: { cellGap: NaN } })).toThrow(/settings\.layout\.cellGap must be a finite number/);
    expect(() => resolveSettings({ extract: { timeoutMs: Infinity } })).toThrow(/settings\.extract\.timeoutMs/);
    expect(() => resolveSettings({ records: { columnSnap: -1 } })).toThrow(/settings\.records\.columnSnap must be >= 0/);
    expect(() => resolveSettings({ hypotheses: { roleAgreement: 1.5 } })).toThrow(/settings\.hypotheses\.roleAgreement must be a share between 0 and 1/);
    expect(() => resolveSettings({ verify: { maxUndecidedRun: 2.5 } })).toThrow(/settings\.verify\.maxUndecidedRun must be a whole number/);
    expect(() => resolveSettings({ layout: { sameLine: '0.4' } } as unknown as DeepPartial<ParseSettings>)).toThrow(/settings\.layout\.sameLine/);
  });

  it('every default is valid for its unit (the defaults resolve through the same checks)', () => {
    for (const [part, values] of Object.entries(DEFAULT_SETTINGS)) {
      expect(() => resolveSettings({ [part]: { ...values } })).not.toThrow();
      expect(Object.keys(UNITS[part as keyof ParseSettings]).sort()).toEqual(Object.keys(values).sort());
    }
  });
});

describe('the settings reach the stage that uses them', () => {
  const word = (text: string, x0: number): Word => ({ text, x0, x1: x0 + text.length * 5, y: 100, h: 10, font: 'f' });
  it('layout: a wider cell gap joins words that the default gap keeps apart', () => {
    const words = [word('Deposit', 0), word('12.00', 50)]; // a 15 pt gap: more than 0.9 x 10 pt
    expect(wordsToLines(words, 1, 612, 792, DEFAULT_SETTINGS.layout)[0]!.cells).toHaveLength(2);
    const wide = resolveSettings({ layout: { cellGap: 2 } }).layout;
    expect(wordsToLines(words, 1, 612, 792, wide)[0]!.cells).toHaveLength(1);
  });

  it('extractDocument resolves its settings once at entry: an invalid value is refused before the file is read', async () => {
    const file = { name: 'x.pdf', bytes: new Uint8Array([1, 2, 3]) };
    await expect(extractDocument(file, { settings: { layout: { cellGap: -1 } } })).rejects.toThrow(/settings\.layout\.cellGap must be >= 0/);
    await expect(extractDocument(file, { maxPages: 1.5 })).rejects.toThrow(/settings\.extract\.maxPages/);
    expect((await extractDocument(file, { settings: { layout: { cellGap: 1 } } })).warnings).toEqual(['corrupt']);
  });

  it('the reader takes its part from the settings given: a continuation gap too small to reach a wrapped line cuts it', async () => {
    const pdf = new URL('../../../shared/corpus/samples/s02/s02_statement_2026-07.pdf', import.meta.url);
    const bytes = new Uint8Array(readFileSync(pdf));
    const transfer = (d: Awaited<ReturnType<typeof extractDocument>>) => d.statements.flatMap((st) => st.transactions).find((t) => t.amount === 22300)?.description;
    expect(transfer(await extractDocument({ name: 's02.pdf', bytes }))).toMatch(/Market Rate Savings .* on 07\/31\/26$/);
    expect(transfer(await extractDocument({ name: 's02.pdf', bytes }, { settings: { records: { continuationGap: 0.1 } } }))).toBe('Online Transfer to Glenwood Lawn And Garden INC Business');
  });
});

describe('the OCR part', () => {
  it('reaches the OCR: a page limit of 0 given as a setting reads no page of a scan', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('../../../shared/corpus/real/generic_bank_estatement_dummy_scanned.pdf', import.meta.url)));
    const pages: number[] = [];
    const doc = await extractDocument({ name: 'scan.pdf', bytes }, { settings: { ocr: { maxPages: 0 } }, onOcrPage: (p) => pages.push(p.page) });
    expect(pages).toEqual([]);
    expect(doc.warnings).toEqual(expect.arrayContaining(['too_many_pages', 'no_text_layer']));
    expect(() => resolveSettings({ ocr: { minTextQuality: 2 } })).toThrow(/settings\.ocr\.minTextQuality must be a share/);
  });
});

describe('docs/parsing.md', () => {
  it('holds the settings table written from the comments of settings.ts', () => {
    const doc = readFileSync(new URL('../../docs/parsing.md', import.meta.url), 'utf8');
    expect(doc).toContain(settingsTable());
  });
});
