// Set 120: values drawn in comb boxes and recorded at once (truth path, decoy or context), so the truth holds exactly
// what the page shows. Shared by the three layouts; each layout decides where the rows go and how they look.
import type { Group, Sheet } from './draw.ts';
import { iso, p2, type Merchant, type Owner, type Ymd } from './data.ts';

/** What a printed value is: a truth field (path under application. and its value), a decoy, or context. */
export type Kind = { path: string; truth: unknown } | 'decoy' | 'context';

export function record(s: Sheet, key: string, text: string | null, kind: Kind) {
  if (!text || !text.trim()) return;
  if (kind === 'decoy') s.decoy(key, text);
  else if (kind === 'context') s.printed.push({ key, text, page: s.page });
  else s.value(key, text, kind.path, kind.truth);
}

/** A single comb row of n boxes holding `v` from the left. */
export function combText(s: Sheet, key: string, x: number, y: number, n: number, v: string | null, kind: Kind, cap?: string, o: { cw?: number; ch?: number; right?: boolean } = {}) {
  if (v && v.length > n) throw new Error(`${key}: "${v}" does not fit ${n} boxes`);
  const end = s.comb(key, x, y, [{ n, cap, right: o.right }], [v], o);
  record(s, key, v, kind);
  return end;
}

/** Date box groups with small captions (MM DD YYYY or DD MM YYYY). */
export function dateBoxes(s: Sheet, key: string, x: number, y: number, d: Ymd | null, order: 'MDY' | 'DMY', kind: Kind | null, caps?: [string, string, string], o: { cw?: number; ch?: number; sep?: string } = {}) {
  const c = caps ?? (order === 'MDY' ? ['MM', 'DD', 'YYYY'] : ['DD', 'MM', 'YYYY']);
  const a = d ? (order === 'MDY' ? [p2(d.m), p2(d.d)] : [p2(d.d), p2(d.m)]) : null;
  const groups: Group[] = [{ n: 2, cap: c[0] }, { n: 2, cap: c[1], sep: o.sep }, { n: 4, cap: c[2], sep: o.sep }];
  const end = s.comb(key, x, y, groups, d && a ? [a[0]!, a[1]!, String(d.y)] : null, o);
  if (d && a && kind) record(s, key, `${a[0]} ${a[1]} ${d.y}`, kind);
  return end;
}

/** Money: printed $ before, dollars right-aligned in `n` boxes, a printed point, 2 cents boxes. */
export function moneyBoxes(s: Sheet, key: string, x: number, y: number, n: number, cents: number | null, kind: Kind, o: { cw?: number; ch?: number; commas?: boolean } = {}) {
  const ch = o.ch ?? s.ch;
  s.text('$', x, y + ch * 0.22, ch * 0.6, 'Helvetica-Bold');
  const x0 = x + ch * 0.55;
  const dollars = cents === null ? null : String(Math.floor(cents / 100)), c = cents === null ? null : p2(cents % 100);
  let end: number;
  if (o.commas) {
    // thousands groups of 3 with printed commas: the first group right-aligned, the others full
    const g = Math.ceil(n / 3), parts: (string | null)[] = [];
    if (dollars && dollars.length > g * 3) throw new Error(`${key}: ${dollars} does not fit ${n} boxes`);
    const padded = dollars?.padStart(g * 3, ' ') ?? null;
    const groups: Group[] = [];
    for (let i = 0; i < g; i++) {
      groups.push({ n: 3, sep: i ? ',' : undefined, right: true });
      parts.push(padded ? padded.slice(i * 3, i * 3 + 3).trim() || null : null);
    }
    groups.push({ n: 2, sep: '.' });
    end = s.comb(key, x0, y, groups, cents === null ? null : [...parts, c], o);
  } else {
    end = s.comb(key, x0, y, [{ n, right: true }, { n: 2, sep: '.' }], cents === null ? null : [dollars, c], o);
  }
  if (cents !== null) record(s, key, `$${dollars}.${c}`, kind);
  return end;
}

/** A row of tick boxes with labels; the checked one (if any) gives `kind`. Radio group in fillable forms. */
export function tickRow(s: Sheet, key: string, x: number, y: number, labels: string[], checked: string | null, kind: Kind | null,
  o: { size?: number; gap?: number; font?: string; fontSize?: number; widths?: number[]; radio?: boolean } = {}) {
  const size = o.size ?? 8, fs = o.fontSize ?? 7;
  const group = o.radio === false ? undefined : s.radio(key);
  let cx = x;
  labels.forEach((l, i) => {
    const state = l.replace(/[^A-Za-z0-9]/g, '') || `Opt${i}`;
    s.tick(`${key}.${state}`, cx, y, size, l === checked, state, group);
    s.text(l, cx + size + 3, y + (size - fs) / 2 + 0.5, fs, o.font);
    cx += o.widths?.[i] ?? size + 3 + s.doc.font(o.font ?? s.capFont).fontSize(fs).widthOfString(l) + (o.gap ?? 12);
  });
  if (checked && kind) record(s, key, checked, kind);
  return cx;
}

/** How a merchant fills an owner's tax number: in full, masked (null truth) or blank. */
export function ownerTaxMode(s: Sheet, m: Merchant): 'full' | 'masked' | 'blank' {
  // a sole proprietor's SSN is the business TIN, printed in full elsewhere: never masked beside it
  if (m.entity === 'Sole Proprietor' && m.country === 'US') return 'full';
  return s.rng.weighted([['full', 14], ['masked', 3], ['blank', 1]] as const);
}

/** Splits an owner's tax number into groups (3-2-4 SSN/ITIN, 3-3-3 SIN); masked shows only the last digits. */
export function ownerTaxGroups(o: Owner, mode: 'full' | 'masked' | 'blank', maskChar = 'X'): (string | null)[] | null {
  if (mode === 'blank') return null;
  const t = mode === 'full' ? o.taxId : o.taxId.replace(/^\d{5}/, maskChar.repeat(5));
  return o.taxType === 'SIN' ? [t.slice(0, 3), t.slice(3, 6), t.slice(6)] : [t.slice(0, 3), t.slice(3, 5), t.slice(5)];
}

/** Records an owner's tax number (full: digits and type; masked or blank: nothing of the applicant, a decoy-free text). */
export function recordOwnerTax(s: Sheet, i: number, o: Owner, mode: 'full' | 'masked' | 'blank', text: string | null, country: 'US' | 'CA') {
  if (mode === 'blank' || !text) return;
  if (mode === 'masked') { record(s, `owner${i + 1}.tax_id`, text, 'context'); return; }
  record(s, `owner${i + 1}.tax_id`, text, { path: `applicants[${i}].tax_id`, truth: o.taxId });
  const type = o.taxType === 'SSN' && o.taxId.startsWith('9') ? 'ITIN' : o.taxType;
  record(s, `owner${i + 1}.tax_id_type`, text, { path: `applicants[${i}].tax_id_type`, truth: type });
  record(s, `owner${i + 1}.tax_id_country`, text, { path: `applicants[${i}].tax_id_country`, truth: country });
}

/** The business tax id's truth (digits; BN with program account), type and country, recorded against `text`. */
export function recordBusinessTax(s: Sheet, text: string, digits: string, type: string, country: 'US' | 'CA') {
  record(s, 'business_tax_id', text, { path: 'business_tax_id', truth: digits });
  record(s, 'business_tax_id_type', text, { path: 'business_tax_id_type', truth: type });
  record(s, 'business_tax_id_country', text, { path: 'business_tax_id_country', truth: country });
}

export function recordRegion(s: Sheet, code: string, country: 'US' | 'CA') {
  record(s, 'state_region', code, { path: 'state_region', truth: code });
  record(s, 'country', code, { path: 'country', truth: country === 'US' ? 'United States' : 'Canada' });
}

export const isoDate = (d: Ymd) => iso(d);
/** The DBA as printed, and its truth (null when blank, SAME, N/A or equal to the legal name). */
export function dbaText(s: Sheet, m: Merchant): { text: string | null; truth: string | null } {
  if (m.dba) return { text: m.dba, truth: m.dba };
  const t = s.rng.weighted([[null, 3], ['SAME', 2], ['N/A', 1]] as const);
  return { text: t, truth: null };
}
