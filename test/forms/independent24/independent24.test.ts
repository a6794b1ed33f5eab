// Set 24's own checks: deterministic and varied by seed, every non-null truth value printed (page text or AcroForm
// field) and read back from its print by the spec's rules, decoys never a truth value, reference ids valid, scans
// without text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfRead } from '../generator/pdf-read.ts';
import { buildIndependent24, generateIndependent24, INDEPENDENT24_LAYOUT_NAMES } from './index.ts';
import type { Shown } from './pen.ts';

interface Ref { id: string; label: string; aliases?: string[]; countries?: string[] }
const ref = (f: string): Ref[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: Ref[] }).items;
const INDUSTRIES = ref('industries.json');
const ENTITIES = ref('entity-types.json');
const PROVINCES = (JSON.parse(readFileSync('/work/shared/reference/provinces.json', 'utf8')) as { items: { code: string; name: string; name_fr: string; aliases: string[] }[] }).items;

const squash = (s: string): string => s.replace(/\s+/g, '');
const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9à-ÿ]+/g, '');
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  for (const i of INDUSTRIES) for (const a of [i.label, ...(i.aliases ?? [])]) {
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${esc(a.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(text.toLowerCase()) && (!best || a.length > best[1])) best = [i.id, a.length];
  }
  return best?.[0] ?? null;
}
function entityOf(text: string): string | null {
  const hits = ENTITIES.filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => key(a) === key(text)));
  return (hits.find((e) => e.countries?.length === 1 && e.countries[0] === 'CA') ?? hits.find((e) => e.countries?.includes('CA')) ?? hits[0])?.id ?? null;
}
const provinceOf = (t: string): string | null => PROVINCES.find((p) => [p.code, p.name, p.name_fr, ...p.aliases].some((a) => key(a) === key(t)))?.code ?? null;
function moneyOf(t: string): number {
  let s = t.replace(/CAD|\$/g, '').trim();
  s = /,\d{2}$/.test(s) ? s.replace(/[\s.]/g, '').replace(',', '.') : s.replace(/[\s,]/g, '');
  return Number(s);
}
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
function dateOf(t: string): string | null {
  const p2 = (n: number | string): string => String(n).padStart(2, '0');
  let m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return `${m[3]}-${p2(m[1]!)}-${p2(m[2]!)}`;
  m = /^(\p{L}+) (\d{1,2}), (\d{4})$/u.exec(t);
  if (m) return `${m[3]}-${p2(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}-${p2(m[2]!)}`;
  m = /^(\d{1,2}) (\p{L}+) (\d{4})$/u.exec(t);
  if (m) return `${m[3]}-${p2(MOIS.indexOf(m[2]!) + 1)}-${p2(m[1]!)}`;
  return null;
}
const FREQ: Record<string, string> = { daily: 'daily', weekly: 'weekly', 'bi-weekly': 'biweekly', monthly: 'monthly', quotidienne: 'daily', hebdomadaire: 'weekly', 'aux deux semaines': 'biweekly', mensuelle: 'monthly' };

/** The value the spec reads from a printed text for a truth path. */
function readBack(path: string, text: string, checkbox: boolean, alone: boolean): unknown {
  const f = path.replace(/^applicants\.\d+\./, 'a.');
  if (['legal_name', 'trade_name', 'a.role', 'country', 'a.last_name', 'a.first_name'].includes(f)) {
    if (f === 'a.first_name' || f === 'a.last_name') {
      const c = /^(.+), (.+)$/.exec(text);
      const parts = c ? [c[2]!.replace(/ [A-Z]\.$/, ''), c[1]!] : [text.split(' ')[0]!, text.split(' ').filter((w) => !/^[A-Z]\.$/.test(w)).slice(1).join(' ') || text];
      return alone ? text : f === 'a.first_name' ? parts[0] : parts[1];
    }
    return text;
  }
  if (f === 'type_of_entity') return entityOf(checkbox ? text.split(' / ')[0]! : text) ?? entityOf(text);
  if (f === 'industry') return industryOf(text);
  if (f === 'state_region') return provinceOf(text);
  if (f === 'requested_amount' || f === 'requested_payment') return moneyOf(text);
  if (f === 'business_start_date' || f === 'a.date_of_birth') return dateOf(text);
  if (f === 'business_tax_id' || f === 'a.tax_id') return /[*X]/.test(text) ? null : text.replace(/^SIN /, '').replace(/[^0-9A-Z]/g, '');
  if (f === 'payment_frequency') return FREQ[text.toLowerCase()];
  if (f === 'a.ownership') return Number.parseFloat(text);
  if (f === 'number_of_payments' || f === 'a.credit_score') return Number(text);
  return undefined; // types: derived from the format or the label
}

function leaves(truth: object): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(truth)) {
    if (k === 'applicants') (v as object[]).forEach((a, i) => Object.entries(a).forEach(([k2, v2]) => out.push([`applicants.${i}.${k2}`, v2])));
    else out.push([k, v]);
  }
  return out;
}
const DERIVED = /^(country|business_tax_id_type|business_tax_id_country|applicants\.\d+\.(tax_id_type|tax_id_country))$/;

describe('independent24', () => {
  for (const layout of INDEPENDENT24_LAYOUT_NAMES) {
    it(`${layout}: truth printed and read back, decoys apart`, async () => {
      for (const seed of [1, 2, 3, 4]) for (const style of ['typed', 'handwritten', 'fillable'] as const) {
        const b = await buildIndependent24(layout, seed, { style, scan: false });
        const r = await pdfRead(b.pdf);
        const page = squash(r.text);
        const where = `${layout} seed ${seed} ${style}`;
        const printed = (s: Shown): boolean => s.field ? (s.checkbox ? r.fields.get(s.field) !== 'Off' && r.fields.get(s.field) !== '' : r.fields.get(s.field) === s.text) && (!s.checkbox || page.includes(squash(s.text)))
          : page.includes(squash(s.text));
        for (const s of b.shown) {
          expect(printed(s), `${where}: ${s.paths.join(',')} "${s.text}" printed`).toBe(true);
          if (style !== 'fillable') expect(page.includes(squash(s.text)), `${where}: not only a field`).toBe(true);
          for (const p of s.paths) {
            const want = leaves(b.truth).find(([k]) => k === p)?.[1];
            const got = readBack(p, s.text, s.checkbox, s.paths.length === 1);
            if (got !== undefined) expect(got, `${where}: ${p} from "${s.text}"`).toEqual(want);
          }
        }
        const shownPaths = new Set(b.shown.flatMap((s) => s.paths));
        for (const [k, v] of leaves(b.truth)) if (v !== null && !DERIVED.test(k)) expect(shownPaths.has(k), `${where}: ${k}=${String(v)} has a print`).toBe(true);
        expect(b.truth.applicants.length, where).toBe(b.merchant.owners.length);
        for (const a of b.truth.applicants) expect(a.first_name && a.last_name, where).toBeTruthy();
        // reference ids
        expect(INDUSTRIES.some((i) => i.id === b.truth.industry), where).toBe(true);
        expect(ENTITIES.some((e) => e.id === b.truth.type_of_entity), where).toBe(true);
        expect(PROVINCES.some((p) => p.code === b.truth.state_region), where).toBe(true);
        expect(b.truth.country).toBe('Canada');
        expect(b.truth.requested_amount).toBeGreaterThan(0);
        // decoys
        const ids = [b.truth.business_tax_id, ...b.truth.applicants.map((a) => a.tax_id)].filter(Boolean) as string[];
        const names = [b.truth.legal_name, b.truth.trade_name, ...b.truth.applicants.map((a) => `${a.first_name} ${a.last_name}`)].filter(Boolean) as string[];
        for (const d of b.decoys) {
          const digits = d.text.replace(/\D/g, '');
          for (const id of ids) expect(digits === id.replace(/\D/g, '') && digits.length > 0, `${where}: decoy "${d.text}" is a tax id`).toBe(false);
          expect(names.includes(d.text), `${where}: decoy "${d.text}" is a name`).toBe(false);
          if (b.truth.requested_amount) expect(moneyOf(d.text) === b.truth.requested_amount, `${where}: decoy "${d.text}" is the amount`).toBe(false);
        }
        expect(b.decoys.length, where).toBeGreaterThan(5);
        if (style === 'fillable') expect(r.fields.size, where).toBeGreaterThan(15);
      }
    }, 30000);
  }

  it('is deterministic per seed and varied by seed', async () => {
    for (const layout of INDEPENDENT24_LAYOUT_NAMES) {
      const a = await generateIndependent24(layout, 7, { style: 'typed', scan: false });
      const b = await generateIndependent24(layout, 7, { style: 'typed', scan: false });
      expect(a.truth).toEqual(b.truth);
      const all = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => generateIndependent24(layout, s, { style: 'typed', scan: false })));
      expect(new Set(all.map((x) => x.truth.legal_name)).size).toBeGreaterThan(3);
      expect(new Set(all.map((x) => x.truth.requested_amount)).size).toBeGreaterThan(2);
      expect(new Set(all.map((x) => x.truth.applicants.length)).size, layout).toBeGreaterThan(1);
    }
  }, 30000);

  it('scans carry no text and keep the truth', async () => {
    const styles = ['typed', 'handwritten', 'fillable'] as const;
    for (const [i, layout] of INDEPENDENT24_LAYOUT_NAMES.entries()) {
      const style = styles[i % 3]!;
      const s = await generateIndependent24(layout, 11, { style, scan: true });
      const t = await generateIndependent24(layout, 11, { style, scan: false });
      const r = await pdfRead(s.pdf);
      expect(r.text.trim(), layout).toBe('');
      expect(r.fields.size).toBe(0);
      expect(s.truth).toEqual(t.truth);
    }
  }, 60000);
});
