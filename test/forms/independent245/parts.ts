// Pieces the four layouts share: the truth each printed value gives, how optional values print, and small drawing
// helpers (a labelled grid cell, an underlined row, the entity checkbox row).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtEin, fmtMoney, fmtSsn, type DateFmt, type Merchant, type MoneyFmt, type Person } from './model.ts';
import type { Sheet, Truth } from './sheet.ts';

export interface Ctx { s: Sheet; m: Merchant; r: Rng; df: DateFmt; mf: MoneyFmt }

const a = (i: number, f: string): string => `applicants.${i}.${f}`;
export const T = {
  name: (i: number, p: Person): Truth => ({ [a(i, 'first_name')]: p.first, [a(i, 'last_name')]: p.last }),
  role: (i: number, p: Person): Truth => ({ [a(i, 'role')]: p.role }),
  pct: (i: number, p: Person): Truth => ({ [a(i, 'ownership')]: p.pct }),
  ssn: (i: number, p: Person): Truth => (p.ssnShow === 'full' ? { [a(i, 'tax_id')]: p.ssn, [a(i, 'tax_id_type')]: p.ssnType, [a(i, 'tax_id_country')]: 'US' } : {}),
  dob: (i: number, p: Person): Truth => ({ [a(i, 'date_of_birth')]: p.dob }),
  credit: (i: number, p: Person): Truth => (p.credit !== null ? { [a(i, 'credit_score')]: p.credit } : {}),
  legal: (m: Merchant): Truth => ({ legal_name: m.legal }),
  dba: (m: Merchant): Truth => (m.dba ? { trade_name: m.dba } : {}),
  tax: (m: Merchant): Truth => (m.taxId ? { business_tax_id: m.taxId, business_tax_id_type: m.taxIdType, business_tax_id_country: 'US' } : {}),
  state: (m: Merchant): Truth => ({ state_region: m.state, country: 'United States' }),
  start: (m: Merchant): Truth => ({ business_start_date: m.start }),
  industry: (m: Merchant): Truth => ({ industry: m.industryId }),
  amount: (m: Merchant): Truth => ({ requested_amount: m.amount }),
  payment: (m: Merchant): Truth => ({ requested_payment: m.payment }),
  nPayments: (m: Merchant): Truth => ({ number_of_payments: m.nPayments }),
  freq: (m: Merchant): Truth => ({ payment_frequency: m.freq }),
  entity: (m: Merchant): Truth => ({ type_of_entity: m.entityId }),
};

/** The DBA line: the DBA, or (when there is none) blank, SAME, N/A or the legal name again: all read as null. */
export function dbaText(c: Ctx): string {
  return c.m.dba ?? c.r.weighted([['', 3], ['SAME', 2], ['N/A', 2], [c.m.legal, 1]] as const);
}
/** The business tax ID as printed; a bare 9-digit EIN only where the label says EIN. */
export function taxText(c: Ctx, labelSaysEin: boolean): string {
  const { m } = c;
  if (!m.taxId) return '';
  if (m.taxIdType === 'EIN') return labelSaysEin && c.r.chance(0.35) ? m.taxId : fmtEin(m.taxId);
  return fmtSsn(m.taxId);
}
export const money = (c: Ctx, n: number): string => fmtMoney(n, c.mf);
export const date = (c: Ctx, iso: string): string => fmtDate(iso, c.df);
/** Dates of birth always with a four-digit year (a two-digit birth year is ambiguous). */
export const dobText = (c: Ctx, iso: string): string => fmtDate(iso, c.df === 'mdyShort' ? 'mdy' : c.df);
export const pctText = (c: Ctx, n: number): string => (c.r.chance(0.75) ? `${n}%` : String(n));
export const cityLine = (h: { city: string; state: string; zip: string }): string => `${h.city}, ${h.state} ${h.zip}`;
export const freqWord = (f: Merchant['freq']): string => ({ daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' })[f];

export const AUTH = 'By signing below, each of the above-listed business and business owner(s) (individually, an "Applicant") certifies that all '
  + 'information and documents submitted in connection with this application are true, correct and complete. Applicant authorizes '
  + '{BROKER}, its assigns, agents, banks and financial institutions, and any funding source to which this application is submitted, to '
  + 'obtain an investigative or consumer report from a credit bureau or a credit agency and to investigate the references given or any '
  + 'other statements or data obtained from or about the Applicant for the purpose of this application, and to share this information '
  + 'with third parties. Applicant waives and releases any claims against the recipients of this information arising from its use.';

/** A boxed grid cell with a small label at its top left; returns the value area. */
export function cell(s: Sheet, label: string, x: number, y: number, w: number, h: number, size = 5.6): { x: number; y: number; w: number; h: number } {
  s.rect(x, y, w, h, { lw: 0.5 });
  s.label(label, x + 2, y + 1.8, { size });
  return { x: x + 1, y: y + size + 2, w: w - 2, h: h - size - 2.5 };
}

/** An underlined row: "Label: ______" with the value on the line; returns the x after the line. */
export function uline(s: Sheet, label: string, x: number, y: number, w: number, size = 8): { x: number; y: number; w: number } {
  s.label(label, x, y + 3, { size });
  const lw = s.doc.font(s.o.labelFont).fontSize(size).widthOfString(label) + 4;
  s.line(x + lw, y + 12, x + w, y + 12, { lw: 0.5 });
  return { x: x + lw, y: y - 2, w: w - lw };
}

/** The entity checkboxes a layout offers: [label on the form, box key in the model]. */
export type EntityBoxes = [string, NonNullable<Merchant['entityBox']>][];
/** Checkbox row(s) of entity types with an "Other: ____" line; wraps at maxX. Returns the y below the row. */
export function entityRow(c: Ctx, boxes: EntityBoxes, x: number, y: number, maxX: number, prefix: string, size = 7, gap = 13): number {
  const { s, m } = c;
  const hit = boxes.find(([, k]) => k === m.entityBox);
  let cx = x; let cy = y;
  for (const [label, k] of boxes) {
    const wEst = s.doc.font(s.o.labelFont).fontSize(size).widthOfString(label) + size + 12;
    if (cx + wEst > maxX) { cx = x; cy += gap; }
    cx = s.check(`${prefix}_${k.replace(/\W/g, '').toLowerCase()}`, cx, cy, hit?.[1] === k, label, { size, labelSize: size, truth: hit?.[1] === k ? T.entity(m) : {} });
  }
  if (cx + 110 > maxX) { cx = x; cy += gap; }
  cx = s.check(`${prefix}_other`, cx, cy, !hit, 'Other:', { size, labelSize: size });
  s.line(cx - 4, cy + size + 1, Math.min(cx + 80, maxX), cy + size + 1, { lw: 0.4 });
  s.value(`${prefix}_other_text`, hit ? '' : m.entityWord, cx - 4, cy - 4, Math.min(84, maxX - cx + 4), { h: size + 5, size: size + 1, truth: hit ? {} : T.entity(m) });
  return cy + gap;
}

const FREE: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], c_corporation: ['Corporation', 'Inc.', 'Corp'], s_corporation: ['S Corp', 'S-Corp', 'S Corporation'],
  general_partnership: ['Partnership', 'General Partnership'], sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'],
  pllc: ['PLLC', 'Professional LLC'], limited_partnership: ['LP', 'Limited Partnership'], nonprofit_corporation: ['Non-Profit', '501(c)(3)', 'Nonprofit'],
};
/** The entity type written as free text (one of the reference aliases of the merchant's entity). */
export const entityFree = (c: Ctx): string => c.r.pick(FREE[c.m.entityId] ?? [c.m.entityWord]);
