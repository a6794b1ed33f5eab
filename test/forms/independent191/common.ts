// Pieces every packet uses: the broker, boxed cells with a label above the value, run-in "Label: ____" blanks,
// and the per-packet printing choices (how names, IDs and dates are written), drawn from the layout's seed.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, Target } from './canvas.ts';
import { fmtDate, fmtPhone, type DateStyle, type IdStyle, type MoneyStyle, type NameStyle } from './formats.ts';
import type { Address, Deal } from './model.ts';
import { FUNDERS } from './pools.ts';

export interface Broker { name: string; phone: string; fax: string; email: string; street: string; dealNo: string; funder: string }

export interface Ctx { s: Sheet; d: Deal; r: Rng; b: Broker }

export function makeBroker(r: Rng, name: string, domain: string, street: string, dealNo: string): Broker {
  const area = String(r.pick([212, 516, 631, 718, 305, 954, 201]));
  return { name, phone: fmtPhone(r, area), fax: fmtPhone(r, area), email: `${r.pick(['submissions', 'deals', 'funding', 'uw'])}@${domain}`,
    street, dealNo, funder: r.pick(FUNDERS) };
}

/** A value to print with what it gives; `null` fields make it a decoy. */
export const give = (fields: Record<string, string | number> | null): Target => (fields ? { fields } : { decoy: true });
export const decoy: Target = { decoy: true };

export interface CellLook { labelFont: string; labelSize: number; labelColor: string; border: string; upper: boolean }

/** A grid cell: a thin frame, a small label in its top-left corner, the value on the line below. */
export function cell(c: Ctx, look: CellLook, label: string, x: number, y: number, w: number, h: number,
  value?: { key: string; text: string; to: Target }): void {
  c.s.rect(x, y, w, h, { stroke: look.border, width: 0.5 });
  c.s.text(look.upper ? label.toUpperCase() : label, x + 2.5, y + 2, { font: look.labelFont, size: look.labelSize, color: look.labelColor });
  if (value) c.s.fill(value.key, value.text, x + 4, y + h - 12.5, w - 7, value.to);
}

/** A run-in blank: the label, then an underline the value sits on. Returns the x after the blank. */
export function blank(c: Ctx, label: string, x: number, y: number, w: number,
  o: { font?: string; size?: number; value?: { key: string; text: string; to: Target }; lineColor?: string } = {}): number {
  const font = o.font ?? 'Helvetica', size = o.size ?? 7.5;
  c.s.text(label, x, y, { font, size });
  const lx = x + c.s.width(label, font, size) + 3;
  c.s.line(lx, y + size + 1, x + w, y + size + 1, { width: 0.5, color: o.lineColor ?? '#000000' });
  if (o.value) c.s.fill(o.value.key, o.value.text, lx + 3, y - 1.5, x + w - lx - 5, o.value.to);
  return x + w;
}

/** How one packet writes its people, IDs, dates and money: one choice per packet, as a form is filled by one hand. */
export interface Habits {
  name: NameStyle;
  id: IdStyle;
  date: DateStyle;
  dob: DateStyle | 'masked' | 'none';
  money: MoneyStyle;
  pct: boolean;
  score: boolean;
  dba: 'print' | 'same' | 'na' | 'blank' | 'repeat';
}

export function habits(r: Rng, d: Deal, o: { names: NameStyle[]; dates: DateStyle[]; money: MoneyStyle[]; maskRate: number }): Habits {
  return {
    name: r.pick(o.names),
    id: d.country === 'CA' ? r.weighted([['spaced', 2], ['dashed', 1], ['masked', 3], ['stars', 1]] as const)
      : r.chance(o.maskRate) ? r.pick(['masked', 'stars'] as const) : 'dashed',
    date: r.pick(o.dates),
    dob: r.weighted([[r.pick(o.dates), 6], ['masked', 2], ['none', 1]] as const),
    money: r.pick(o.money),
    pct: r.chance(0.7),
    score: r.chance(0.45),
    // Without a DBA the blank is left empty, or says so; now and then the legal name is written again.
    dba: d.dba ? 'print' : r.weighted([['blank', 4], ['same', 2], ['na', 2], ['repeat', 1]] as const),
  };
}

export function dbaText(d: Deal, h: Habits): string {
  return { print: d.dba ?? '', same: 'SAME', na: 'N/A', blank: '', repeat: d.legal }[h.dba];
}

export function dobText(iso: string, h: Habits): string {
  if (h.dob === 'none') return '';
  if (h.dob === 'masked') return `XX/XX/${iso.slice(0, 4)}`;
  return fmtDate(iso, h.dob);
}

export const street = (a: Address) => `${a.street}${a.unit ? `, ${a.unit}` : ''}`;
export const cityLine = (a: Address) => `${a.city}, ${a.region} ${a.postal}`;

/** How each entity is written in a free-text "Entity type" blank (each one read back by the entity rule). */
export const ENTITY_WORDS: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], pllc: ['PLLC', 'Professional LLC'],
  c_corporation: ['Corporation', 'C-Corp', 'C Corp', 'Corp', 'Inc.'], s_corporation: ['S-Corp', 'S Corp', 'S Corporation'],
  professional_corporation: ['P.C.', 'Professional Corporation', 'PC'], sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'],
  general_partnership: ['Partnership', 'General Partnership'], limited_partnership: ['LP', 'Limited Partnership', 'L.P.'],
  llp: ['LLP', 'L.L.P.'], ca_corporation: ['Corporation', 'Incorporated', 'Ltd.', 'Inc.', 'Limited'],
};

/** One broker's packet: its look, its fillable form's naming, how it draws its pages. */
export interface Layout {
  name: string;
  broker: string;
  country: 'US' | 'CA';
  maxOwners: number;
  typedFont: string;
  typedSize: number;
  fieldName: (key: string, n: number, kind: 'text' | 'check') => string;
  onState: (label: string) => string;
  makeBroker: (r: Rng) => Broker;
  draw: (c: Ctx) => void;
}
