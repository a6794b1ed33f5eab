import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { INDEPENDENT109_LAYOUT_NAMES, generateIndependent109 } from './index.ts';
import type { Generated109 } from './index.ts';
import { FREQ, dateOf, digitsOf, entityOf, industryOf, moneyOf, nameOf } from './rules.ts';
import type { Printed } from './sheet.ts';
import { INDUSTRIES } from './merchant.ts';

const STYLES = ['typed', 'handwritten', 'fillable'] as const;
const REGIONS = ['states.json', 'provinces.json'].flatMap((f) => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: { code: string; name: string; country: string }[] }).items);
const sp = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Our own read-back of one printed value for one truth path, by applications.md's rules. */
function readBack(path: string, p: Printed, g: Generated109): unknown {
  const t = p.text.trim();
  const f = path.replace(/^application\.(applicants\[\d+\]\.)?/, '');
  const owner = path.includes('applicants');
  switch (f) {
    case 'legal_name': case 'role': return t;
    case 'trade_name': return /^(same|n\/a)$/i.test(t) ? null : t;
    case 'type_of_entity': return entityOf(t, g.country);
    case 'industry': return industryOf(t);
    case 'business_tax_id': case 'tax_id': return /[*X]/.test(t) ? null : digitsOf(t);
    case 'business_tax_id_type': case 'tax_id_type':
      if (/^\d{2}-\d{7}$/.test(t)) return 'EIN';
      if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
      if (/^\d{3} \d{3} \d{3}$/.test(t)) return 'SIN';
      return /^\d{9}( RC\d{4})?$/.test(t) && !owner ? 'BN' : null;
    case 'business_tax_id_country': case 'tax_id_country': return /^\d{2}-\d{7}$|^\d{3}-\d{2}-\d{4}$/.test(t) ? 'US' : 'CA';
    case 'state_region': return REGIONS.find((r) => r.code === t || r.name === t)?.code ?? null;
    case 'country': return REGIONS.find((r) => r.code === t || r.name === t)?.country === 'CA' ? 'Canada' : 'United States';
    case 'requested_amount': case 'requested_payment': return moneyOf(t);
    case 'number_of_payments': case 'credit_score': return Number(t);
    case 'ownership': return parseFloat(t);
    case 'payment_frequency': return FREQ[t.toLowerCase()] ?? null;
    case 'business_start_date': case 'date_of_birth': return dateOf(t);
    case 'first_name': return /[ ,]/.test(t) ? nameOf(t).first : t;
    case 'last_name': return /[ ,]/.test(t) && !p.key.endsWith('_last') ? nameOf(t).last : t;
    default: throw new Error(`no read-back for ${path}`);
  }
}

function truthValues(a: TruthApplication): string[] {
  const out: unknown[] = Object.entries(a).filter(([k]) => k !== 'applicants').map(([, v]) => v);
  for (const o of a.applicants) out.push(...Object.values(o));
  return out.filter((v) => v !== null && v !== undefined).map((v) => String(v).toLowerCase());
}

describe('independent109: e-signed MCA applications', () => {
  it('is deterministic for (layout, seed, style)', async () => {
    for (const style of STYLES) {
      const a = await generateIndependent109('paperpact_keystone_us', 7, { style, scan: false });
      const b = await generateIndependent109('paperpact_keystone_us', 7, { style, scan: false });
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
    const c = await generateIndependent109('paperpact_keystone_us', 8, { style: 'typed', scan: false });
    expect(c.truth).not.toEqual((await generateIndependent109('paperpact_keystone_us', 7, { style: 'typed', scan: false })).truth);
  });

  for (const layout of INDEPENDENT109_LAYOUT_NAMES) {
    for (const style of STYLES) {
      it(`${layout} / ${style}: every truth value is printed and reads back; decoys are not truth`, async () => {
        for (const seed of [1, 2, 3]) {
          const g = await generateIndependent109(layout, seed * 11 + 3, { style, scan: false });
          const r = await pdfRead(g.pdf);
          expect(r.pages.length).toBe(g.pages);
          expect(g.truth.applicants.length).toBeGreaterThan(0);
          const formText = sp(r.pages.slice(0, g.certificatePage - 1).join(' '));
          for (const p of g.printed) {
            if (!Object.keys(p.fields).length) continue;
            if (p.check) expect(style === 'typed' ? /\bX\b/.test(r.pages[p.page - 1]!) : true).toBe(true);
            else if (style === 'fillable') {
              expect(p.acroform, p.key).toBeDefined();
              expect(r.fields.get(p.acroform!), p.key).toBe(p.text);
              const isRole = Object.keys(p.fields).some((k) => k.endsWith('.role'));
              if (p.text.length >= 5 && !isRole) expect(formText.includes(sp(p.text)), `${p.key} leaked into page text`).toBe(false);
            } else expect(sp(r.pages[p.page - 1]!).includes(sp(p.text)), `${p.key}: ${p.text}`).toBe(true);
            for (const [path, v] of Object.entries(p.fields)) expect(readBack(path, p, g), `${p.key} ${path} from "${p.text}"`).toEqual(v);
          }
          // every non-null truth value has a printed place
          const placed = new Set(g.printed.flatMap((p) => Object.keys(p.fields)));
          for (const [k, v] of Object.entries(g.truth)) if (k !== 'applicants' && v !== null) expect(placed.has(`application.${k}`), k).toBe(true);
          g.truth.applicants.forEach((o, i) => { for (const [k, v] of Object.entries(o)) if (v !== null) expect(placed.has(`application.applicants[${i}].${k}`)).toBe(true); });
          // decoys: printed, and never a truth value
          const values = new Set(truthValues(g.truth));
          const printedTruthText = new Set(g.printed.filter((p) => Object.keys(p.fields).length).map((p) => sp(p.text).toLowerCase()));
          expect(g.decoys.length).toBeGreaterThan(10);
          for (const d of g.decoys) {
            const t = sp(d.text).toLowerCase();
            expect(values.has(t) || values.has(t.replace(/[^0-9a-z]/g, '')) || printedTruthText.has(t), `decoy ${d.key}: ${d.text}`).toBe(false);
            if (style === 'fillable' && d.acroform) expect(r.fields.get(d.acroform)).toBe(d.text);
            else expect(sp(r.pages[d.page - 1]!).includes(sp(d.text)), `decoy ${d.key}`).toBe(true);
          }
          // the certificate page: envelope ID, signer e-mails and IPs
          const cert = r.pages[g.certificatePage - 1]!;
          expect(cert).toMatch(/Certificate|Audit|History/i);
          expect(cert).toMatch(/\d+\.\d+\.\d+\.\d+|2600:1700/);
          for (const d of g.decoys.filter((x) => x.key.startsWith('env_id_p'))) expect(r.pages[d.page - 1]).toContain(d.text);
          expect(g.decoys.filter((x) => x.key.startsWith('env_id_p')).length).toBe(g.pages);
          if (style === 'handwritten') for (const it of r.items) expect(it.str.trim()).not.toBe('X');
        }
      });
    }
  }

  it('reads each free-text industry to the intended reference id', () => {
    for (const [, text, id] of INDUSTRIES) expect(industryOf(text), text).toBe(id);
  });

  it('varies the merchant over seeds', async () => {
    const seen = { dba: new Set<boolean>(), owners: new Set<number>(), masked: 0, full: 0, noScore: 0, entities: new Set<string>(), soleSsn: 0,
      countries: new Set<string>(), noStart: 0, legal: new Set<string>(), freq: new Set<string>(), itinOrSsn: new Set<string>() };
    for (const layout of INDEPENDENT109_LAYOUT_NAMES) {
      for (let seed = 100; seed < 124; seed++) {
        const g = await generateIndependent109(layout, seed, { style: 'typed', scan: false });
        const a = g.truth;
        seen.dba.add(a.trade_name !== null);
        seen.owners.add(a.applicants.length);
        for (const o of a.applicants) { if (o.tax_id) seen.full++; else seen.masked++; if (o.credit_score === null) seen.noScore++; if (o.tax_id_type) seen.itinOrSsn.add(o.tax_id_type); }
        if (a.type_of_entity) seen.entities.add(a.type_of_entity);
        if (a.business_tax_id_type === 'SSN' || a.business_tax_id_type === 'ITIN') seen.soleSsn++;
        if (a.country) seen.countries.add(a.country);
        if (a.business_start_date === null) seen.noStart++;
        if (a.payment_frequency) seen.freq.add(a.payment_frequency);
        seen.legal.add(a.legal_name ?? '');
      }
    }
    expect([...seen.dba].sort()).toEqual([false, true]);
    expect([...seen.owners].sort()).toEqual([1, 2, 3, 4]);
    expect(seen.masked).toBeGreaterThan(5);
    expect(seen.full).toBeGreaterThan(5);
    expect(seen.noScore).toBeGreaterThan(5);
    expect(seen.entities.size).toBeGreaterThanOrEqual(5);
    expect(seen.soleSsn).toBeGreaterThan(0);
    expect([...seen.countries].sort()).toEqual(['Canada', 'United States']);
    expect(seen.noStart).toBeGreaterThan(0);
    expect(seen.freq.size).toBe(4);
    expect(seen.itinOrSsn.has('SIN') && seen.itinOrSsn.has('SSN')).toBe(true);
    expect(seen.legal.size).toBeGreaterThan(100);
  }, 60000);

  it('scans to an image-only PDF', async () => {
    const g = await generateIndependent109('signharbor_prairie_ca', 5, { style: 'handwritten', scan: true });
    const r = await pdfRead(g.pdf);
    expect(r.pages.length).toBe(g.pages);
    expect(r.text.includes(g.truth.legal_name!)).toBe(false);
    expect(g.truth.country).toBe('Canada');
  }, 120000);
});
