// Set 47 (corrected, amended and stamped paperwork): for each layout and style, seeds 1-3, the truth is valid against
// the reference, deterministic, printed in the PDF (page text, or AcroForm fields for fillable), and follows the
// README's correction rules (the correction, the patch's value and the addendum win; the struck value is not truth).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { money } from './data.ts';
import { INDEPENDENT47_LAYOUT_NAMES, buildIndependent47, generateIndependent47 } from './index.ts';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

// The shared reference data beside the checkout (../shared), from a worktree one level deeper too.
const REF_DIR = ['../../../../shared/reference', '../../../../../shared/reference'].map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((d) => existsSync(`${d}/industries.json`)) ?? '/work/shared/reference';

const ref = (f: string) => JSON.parse(readFileSync(`${REF_DIR}/${f}`, 'utf8')) as { items: { id?: string; code?: string; label?: string; aliases?: string[] }[] };
const industries = ref('industries.json').items, entities = ref('entity-types.json').items, states = ref('states.json').items;
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const squash = (s: string) => s.replace(/\s+/g, '');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const x of industries) for (const a of [x.label!, ...(x.aliases ?? [])]) {
    const n = norm(a);
    if (n && ` ${norm(text)} `.includes(` ${n} `) && (!best || n.length > best[1])) best = [x.id!, n.length];
  }
  return best?.[0] ?? null;
}
const entityOf = (text: string) => entities.find((x) => [x.id!, x.label!, ...(x.aliases ?? [])].some((a) => norm(a) === norm(text)))?.id ?? null;
const isoOk = (d: string | null) => d === null || (/^\d{4}-\d\d-\d\d$/.test(d) && !Number.isNaN(Date.parse(d)));

describe('independent47', () => {
  for (const layout of INDEPENDENT47_LAYOUT_NAMES) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
    it(`${layout} / ${style}`, async () => {
      for (const seed of [1, 2, 3]) {
        const b = await buildIndependent47(layout, seed, style);
        if (seed === 1) expect(Buffer.from((await buildIndependent47(layout, seed, style)).pdf).equals(Buffer.from(b.pdf))).toBe(true);
        const t = b.truth, c = b.case, p = b.plan;
        // Valid against the reference and the spec's formats.
        expect(t.legal_name).toBeTruthy();
        expect(industries.some((x) => x.id === t.industry)).toBe(true);
        expect(entities.some((x) => x.id === t.type_of_entity)).toBe(true);
        expect(states.some((x) => x.code === t.state_region)).toBe(true);
        expect(t.country).toBe('United States');
        expect(t.business_tax_id).toMatch(/^\d{9}$/);
        expect(['EIN', 'SSN', 'ITIN']).toContain(t.business_tax_id_type);
        expect(isoOk(t.business_start_date)).toBe(true);
        expect([null, 'daily', 'weekly', 'biweekly', 'monthly']).toContain(t.payment_frequency);
        expect(t.applicants.length).toBeGreaterThan(0);
        expect(t.applicants.reduce((a, x) => a + (x.ownership ?? 0), 0)).toBeLessThanOrEqual(100);
        for (const a of t.applicants) {
          expect(a.first_name && a.last_name).toBeTruthy();
          expect(a.tax_id === null || /^\d{9}$/.test(a.tax_id)).toBe(true);
          expect(a.tax_id === null ? a.tax_id_type : ['SSN', 'ITIN']).toEqual(a.tax_id === null ? null : expect.arrayContaining([a.tax_id_type]));
          expect(isoOk(a.date_of_birth)).toBe(true);
          // Decoy people never become applicants.
          expect([c.iso.name, c.landlord.name, c.noteName]).not.toContain(`${a.first_name} ${a.last_name}`);
        }
        // The printed texts map to the truth's ids by applications.md's rules.
        expect(b.printed.some((x) => industryOf(x) === t.industry)).toBe(true);
        expect(b.printed.some((x) => entityOf(x) === t.type_of_entity)).toBe(true);
        // Correction rules: the later value wins, the struck or patched one is only in the page.
        const amount = p.amend === 'amount' ? c.amendedAmount : c.amount;
        expect(t.requested_amount).toBe(amount);
        expect(t.business_start_date).toBe(c.start);
        expect(t.legal_name).toBe(p.legalFinal);
        if (p.amend === 'owner') expect(t.applicants.length).toBe(c.owners.length + 1);
        // Every truth-bearing text is really in the PDF.
        const r = await pdfRead(b.pdf);
        const text = squash(r.text), fields = [...r.fields.values()].map(squash);
        for (const e of b.printed) {
          if (style === 'fillable') expect(fields.some((f) => f === squash(e)) || text.includes(squash(e)), `${e}`).toBe(true);
          else expect(text.includes(squash(e)), `${e}`).toBe(true);
        }
        const all = text + '|' + fields.join('|');
        for (const v of [t.legal_name, t.trade_name, ...t.applicants.flatMap((a) => [a.first_name, a.last_name, a.role])]) if (v) for (const w of v.split(' ')) expect(all).toContain(w);
        expect(all).toContain(squash(money(amount)));
        if (style !== 'fillable') {
          if (p.amount !== 'plain') expect(text).toContain(squash(money(c.oldAmount)));
          expect(r.text).not.toMatch(/\{|undefined|NaN/);
        } else expect(r.text).not.toContain(t.legal_name!.split(' ')[0]! + ' ' + t.legal_name!.split(' ')[1]!);
      }
    });
  }

  it('scans typed and handwritten pages to image-only PDFs with the same truth', async () => {
    for (const layout of INDEPENDENT47_LAYOUT_NAMES.slice(0, 2)) {
      const flat = await buildIndependent47(layout, 1, 'handwritten');
      const s = await generateIndependent47(layout, 1, { style: 'handwritten', scan: true });
      expect(s.truth).toEqual(flat.truth);
      expect(Buffer.from(s.pdf.slice(0, 5)).toString()).toBe('%PDF-');
      expect((await pdfRead(s.pdf)).text.trim()).toBe('');
    }
  }, 60_000);
});
