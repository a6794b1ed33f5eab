// What set 81's layouts share: the truth each printed value gives (applications.md's rules), the per-seed choices of
// what is printed, blank or masked, and pieces of form every broker prints (the authorisation, the signatures).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Form, Truth } from './canvas.ts';
import { fmtDate, type Addr, type Merchant, type Person } from './model.ts';

interface Industry { id: string; label: string; aliases: string[] }
const INDUSTRIES = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: Industry[] }).items;
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      if (best && a.length <= best.len) continue;
      if (new RegExp(`(^|[^A-Za-z0-9])${esc(a)}($|[^A-Za-z0-9])`, 'i').test(text)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

/** Per-seed choices a layout follows: what is printed in full, masked or left blank. */
export interface Vis {
  dba: 'print' | 'same' | 'blank'; taxId: 'print' | 'masked' | 'blank'; start: 'us' | 'short' | 'long' | 'dash' | 'years';
  ssn: ('print' | 'masked' | 'blank')[]; dob: ('print' | 'masked' | 'blank')[]; score: boolean; payment: boolean; nameOrder: 'first' | 'last';
  middle: boolean;
}

export function vis(rng: Rng, people: number): Vis {
  return {
    dba: rng.weighted([['print', 7], ['same', 1], ['blank', 1]] as const),
    taxId: rng.weighted([['print', 8], ['masked', 1], ['blank', 1]] as const),
    start: rng.weighted([['us', 4], ['short', 2], ['long', 2], ['dash', 1], ['years', 1]] as const),
    ssn: Array.from({ length: people }, () => rng.weighted([['print', 5], ['masked', 3], ['blank', 1]] as const)),
    dob: Array.from({ length: people }, () => rng.weighted([['print', 6], ['masked', 1], ['blank', 1]] as const)),
    score: rng.chance(0.6), payment: rng.chance(0.7), nameOrder: rng.chance(0.25) ? 'last' : 'first', middle: rng.chance(0.5),
  };
}

export const stateCountry = (m: Merchant): Truth => ({ state_region: m.addr.state, country: m.canada ? 'Canada' : 'United States' });

/** The DBA as printed and its truth (SAME / blank give null). */
export function dba(m: Merchant, v: Vis): [string | null, Truth] {
  if (v.dba === 'print') return [m.dba, { trade_name: m.dba }];
  return [v.dba === 'same' ? 'SAME' : null, {}];
}

export function taxId(m: Merchant, v: Vis): [string | null, Truth] {
  if (v.taxId === 'blank') return [null, {}];
  if (v.taxId === 'masked') return [m.canada ? `XXXXX${m.taxId.slice(5)}` : `XX-XXX${m.taxId.slice(-4)}`, {}];
  return [m.taxId, { business_tax_id: m.canada ? m.taxDigits : m.taxId.replace(/\D/g, ''), business_tax_id_type: m.taxType,
    business_tax_id_country: m.canada ? 'CA' : 'US' }];
}

/** Business start date printed, or the years in business (no date: null). */
export function start(m: Merchant, v: Vis): [string, Truth] {
  if (v.start === 'years') return [`${2025 - Number(m.start.slice(0, 4))} yrs`, {}];
  return [fmtDate(m.start, v.start), { business_start_date: m.start }];
}

export const addrLine = (a: Addr): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export function personName(p: Person, v: Vis, order = v.nameOrder): string {
  const mid = v.middle && p.middle ? ` ${p.middle}.` : '';
  return order === 'last' ? `${p.last}, ${p.first}${mid}` : `${p.first}${mid} ${p.last}`;
}

export const nameTruth = (i: number, p: Person): Truth => ({ [`applicants.${i}.first_name`]: p.first, [`applicants.${i}.last_name`]: p.last });

export function ssn(i: number, p: Person, v: Vis, canada: boolean, j = i): [string | null, Truth] {
  const mode = v.ssn[j] ?? 'print';
  if (mode === 'blank') return [null, {}];
  if (mode === 'masked') return [canada ? `XXX-XXX-${p.ssn.slice(-3)}` : `XXX-XX-${p.ssn.slice(-4)}`, {}];
  const digits = p.ssn.replace(/\D/g, '');
  return [p.ssn, { [`applicants.${i}.tax_id`]: digits, [`applicants.${i}.tax_id_type`]: canada ? 'SIN' : digits.startsWith('9') ? 'ITIN' : 'SSN',
    [`applicants.${i}.tax_id_country`]: canada ? 'CA' : 'US' }];
}

export function dob(i: number, p: Person, v: Vis, fmt: 'us' | 'short' | 'long' | 'dash' = 'us', j = i): [string | null, Truth] {
  const mode = v.dob[j] ?? 'print';
  if (mode === 'blank') return [null, {}];
  if (mode === 'masked') return [`**/**/${p.dob.slice(0, 4)}`, {}];
  return [fmtDate(p.dob, fmt), { [`applicants.${i}.date_of_birth`]: p.dob }];
}

export const pctText = (n: number): string => `${n}%`;
export const usd = (n: number, cents = false): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;

export const FREQ_LABEL: Record<Merchant['freq'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export const AUTH = 'By signing below, each of the above (the "Merchant" and each "Owner") certifies that the information in this application is true ' +
  'and complete and authorizes the broker, its assigns and any funding source to obtain consumer and business credit reports, verify ' +
  'bank, processor, landlord and franchisor references, and share this application with funding sources. Franchisor, parent company and ' +
  'management company named above are not applicants and give no guarantee unless they sign below.';

/** The authorisation paragraph and one signature line per person (printed name and title are the signer's). */
export function signatures(f: Form, m: Merchant, x: number, y: number, w: number): number {
  f.text(AUTH, x, y, { size: 6.5, width: w });
  let cy = y + 40;
  m.people.forEach((p, i) => {
    const cx = x + (i % 2) * (w / 2);
    if (i > 0 && i % 2 === 0) cy += 34;
    f.rule(cx, cy + 16, cx + w / 2 - 20, cy + 16);
    f.text(`Signature - Owner ${i + 1}`, cx, cy + 19, { size: 6 });
    f.text('Print name:', cx + 80, cy + 19, { size: 6 });
    f.val(`sig_print_${i}`, `${p.first} ${p.last}`, cx + 115, cy + 18, 110);
  });
  return cy + 34;
}

/** One cell of a boxed row: a small label on top, the value under it. */
export interface Cell { label: string; w: number; name?: string; value?: string | null; truth?: Truth }

/** A row of boxed cells (label above the value); returns the y under the row. */
export function boxRow(f: Form, x: number, y: number, cells: Cell[], h = 24): number {
  let cx = x;
  for (const c of cells) {
    f.rect(cx, y, c.w, h);
    f.text(c.label, cx + 2, y + 2, { size: 5.8 });
    if (c.name) f.val(c.name, c.value ?? null, cx + 3, c.label ? y + 11 : y + (h - 9) / 2, c.w - 6, c.truth ?? {});
    cx += c.w;
  }
  return y + h;
}

/** A run of underlined fields on one line ("Label: ______"); returns the y of the next line. */
export function lineRow(f: Form, x: number, y: number, cells: Cell[], step = 19): number {
  let cx = x;
  for (const c of cells) {
    f.text(`${c.label}:`, cx, y + 2, { size: 7.5 });
    const lw = f.doc.font('Helvetica').fontSize(7.5).widthOfString(`${c.label}:`) + 4;
    f.rule(cx + lw, y + 11, cx + c.w - 8, y + 11, 0.4);
    if (c.name) f.val(c.name, c.value ?? null, cx + lw + 2, y, c.w - lw - 10, c.truth ?? {});
    cx += c.w;
  }
  return y + step;
}

/** The entity-type checkbox row of a US or Canadian form: the merchant's type is the checked one. */
export function entityChecks(f: Form, m: Merchant, x: number, y: number, name = 'entity_type'): number {
  const opts = m.canada ? ['Corporation', 'Ltd.', 'Inc.', 'Partnership', 'Sole Proprietorship'] : ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'LP', 'Sole Prop'];
  return f.checks(name, opts, m.entityText, x, y, { type_of_entity: m.entityId });
}

export type Val = [string | null, Truth];
/** Each printed value of person i's owner row, with its truth. */
export function owner(i: number, p: Person, v: Vis, m: Merchant, dobFmt: 'us' | 'short' | 'long' | 'dash' = 'us'): Record<'name' | 'title' | 'pct' | 'ssn' | 'dob' | 'score', Val> {
  return {
    name: [personName(p, v), nameTruth(i, p)], title: [p.title, { [`applicants.${i}.role`]: p.title }],
    pct: [pctText(p.pct), { [`applicants.${i}.ownership`]: p.pct }], ssn: ssn(i, p, v, m.canada), dob: dob(i, p, v, dobFmt),
    score: v.score && p.score !== null ? [String(p.score), { [`applicants.${i}.credit_score`]: p.score }] : [null, {}],
  };
}

/** Where the holding-LLC owner's row goes among the people's rows (-1: the form has no entity owner). */
export const entitySlot = (m: Merchant, rng: Rng): number => (m.entityOwner ? rng.int(0, m.people.length) : -1);
