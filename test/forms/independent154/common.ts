// How set 154's layouts print model values, each with the fields applications.md reads from that print.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { PROV_NAMES } from './data.ts';
import { fmtDate, fmtEIN, fmtSSN, money, pct, shapeNine } from './format.ts';
import type { DateFmt, MoneyStyle } from './format.ts';
import type { Merchant, Owner } from './model.ts';

export interface PV { text: string; fields: Record<string, unknown> }
export const AP = (k: string): string => `application.${k}`;
export const OW = (i: number, k: string): string => `application.applicants[${i}].${k}`;
export const COUNTRY_LABEL = { US: 'United States', CA: 'Canada' } as const;

/** Free-text entity types, each equal to a label or alias of its reference id (Inc./Corporation by country). */
export const ENTITY_TEXT: Record<string, string[]> = {
  ca_corporation: ['Corporation', 'Inc.', 'Ltd.', 'Société par actions', 'Incorporated', 'Limited'],
  sole_proprietorship: ['Sole Proprietorship', 'Sole Proprietor', 'Entreprise individuelle'],
  general_partnership: ['Partnership', 'General Partnership', 'S.E.N.C.'],
  limited_partnership: ['Limited Partnership', 'LP', 'S.E.C.'],
  ca_professional_corporation: ['Professional Corporation', 'Société professionnelle'],
  ca_ulc: ['ULC', 'Unlimited Liability Corporation'],
  cooperative: ['Cooperative', 'Co-operative', 'Coopérative'],
  nonprofit_corporation: ['Non-profit', 'Not-for-profit', 'OBNL'],
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'],
  c_corporation: ['Corporation', 'C-Corp', 'Inc.'],
  s_corporation: ['S-Corp', 'S Corporation'],
};

export function legalPV(m: Merchant): PV { return { text: m.legal, fields: { [AP('legal_name')]: m.legal } }; }

export function tradePV(m: Merchant, rng: Rng): PV {
  const f = AP('trade_name');
  switch (m.tradeMode) {
    case 'name': return { text: m.operating!, fields: { [f]: m.operating } };
    case 'blank': return { text: '', fields: {} };
    case 'same': return { text: rng.pick(['SAME', 'Same']), fields: { [f]: null } };
    case 'na': return { text: rng.pick(['N/A', 'n/a']), fields: { [f]: null } };
    case 'equal': return { text: m.legal, fields: { [f]: null } };
  }
}

export function entityPV(m: Merchant, rng: Rng): PV {
  return { text: rng.pick(ENTITY_TEXT[m.entity]!), fields: { [AP('type_of_entity')]: m.entity } };
}

export function industryPV(m: Merchant, text = m.trade.text): PV { return { text, fields: { [AP('industry')]: m.trade.id } }; }

export function regionPV(m: Merchant, rng: Rng, forms: ('code' | 'en' | 'fr' | 'alias')[], withCountry = true): PV {
  const r = m.addr.region, n = PROV_NAMES[r];
  const form = rng.pick(forms);
  const text = !n || form === 'code' ? r : n[form];
  return { text, fields: { [AP('state_region')]: r, ...(withCountry ? { [AP('country')]: COUNTRY_LABEL[m.country] } : {}) } };
}

/** The business tax ID. `typed` says whether the print (or its label) gives the type; otherwise a checkbox does. */
export function taxPV(m: Merchant, rng: Rng, labelGivesType: boolean, allowBare: boolean): PV & { type: string | null } {
  const d = m.taxDigits;
  const idf = AP('business_tax_id'), tf = AP('business_tax_id_type'), cf = AP('business_tax_id_country');
  const typed = (type: string, country: string, digits = d): Record<string, unknown> => ({ [idf]: digits, [tf]: type, [cf]: country });
  switch (m.taxMode) {
    case 'blank': return { text: '', fields: {}, type: null };
    case 'ein': {
      if (allowBare && rng.chance(0.35)) return { text: d, fields: labelGivesType ? typed('EIN', 'US') : { [idf]: d }, type: 'EIN' };
      return { text: fmtEIN(d), fields: typed('EIN', 'US'), type: 'EIN' };
    }
    case 'ssn': {
      const type = d.startsWith('9') ? 'ITIN' : 'SSN';
      return { text: fmtSSN(d), fields: typed(type, 'US'), type };
    }
    case 'bn_program': {
      const p = m.program;
      const text = rng.pick([`${d} ${p}`, `${d}${p}`, `${d} ${p.toLowerCase()}`, `${shapeNine(d, 'spaced')} ${p}`]);
      return { text, fields: typed('BN', 'CA', d + p), type: 'BN' };
    }
    case 'bn': case 'sin': {
      const type = m.taxMode === 'bn' ? 'BN' : 'SIN';
      const text = shapeNine(d, rng.pick(allowBare ? ['plain', 'spaced', 'dashed'] as const : ['spaced', 'dashed'] as const));
      return { text, fields: labelGivesType ? typed(type, 'CA') : { [idf]: d }, type };
    }
  }
}

export function moneyPV(field: string, v: number | null, styles: MoneyStyle[], rng: Rng): PV {
  if (v === null) return { text: '', fields: {} };
  return { text: money(v, rng.pick(styles)), fields: { [AP(field)]: v } };
}

export function datePV(field: string, iso: string | null, f: DateFmt): PV {
  return iso ? { text: fmtDate(iso, f), fields: { [field]: iso } } : { text: '', fields: {} };
}

export function intPV(field: string, v: number | null): PV { return v === null ? { text: '', fields: {} } : { text: String(v), fields: { [AP(field)]: v } }; }

/** Owner name printed `First M. Last[, CRED]`, `Last, First M.`, or only its first / last part. */
export function namePV(o: Owner, i: number, fmt: 'first_last' | 'last_first' | 'first' | 'last', middle: boolean): PV {
  const mid = middle && o.middle ? ` ${o.middle}.` : '';
  const fields = { [OW(i, 'first_name')]: o.first, [OW(i, 'last_name')]: o.last };
  if (fmt === 'first') return { text: o.first + mid, fields: { [OW(i, 'first_name')]: o.first } };
  if (fmt === 'last') return { text: o.last, fields: { [OW(i, 'last_name')]: o.last } };
  if (fmt === 'last_first') return { text: `${o.last}, ${o.first}${mid}`, fields };
  return { text: `${o.first}${mid} ${o.last}${o.cred ? ', ' + o.cred : ''}`, fields };
}

export function ownPV(o: Owner, i: number, french: boolean, rng: Rng): PV {
  if (o.own === null) return { text: '', fields: {} };
  return { text: pct(o.own, french, rng.chance(0.4)), fields: { [OW(i, 'ownership')]: o.own } };
}

export function scorePV(o: Owner, i: number): PV {
  return o.score === null ? { text: '', fields: {} } : { text: String(o.score), fields: { [OW(i, 'credit_score')]: o.score } };
}

/** SIN / SSN / ITIN: full (typed by its format or label), masked (read as null), or blank. */
export function pidPV(o: Owner, i: number, rng: Rng): PV {
  const nul = { [OW(i, 'tax_id')]: null, [OW(i, 'tax_id_type')]: null, [OW(i, 'tax_id_country')]: null };
  const d = o.pid, last = o.pidType === 'SIN' ? d.slice(6) : d.slice(5);
  if (o.pidMode === 'blank') return { text: '', fields: {} };
  if (o.pidMode === 'masked') {
    const text = o.pidType === 'SIN' ? rng.pick([`XXX XXX ${last}`, `***-***-${last}`, `XXX-XXX-${last}`]) : rng.pick([`XXX-XX-${last}`, `***-**-${last}`]);
    return { text, fields: nul };
  }
  const text = o.pidType === 'SIN' ? shapeNine(d, rng.pick(['spaced', 'dashed'] as const)) : fmtSSN(d);
  return { text, fields: { [OW(i, 'tax_id')]: d, [OW(i, 'tax_id_type')]: o.pidType, [OW(i, 'tax_id_country')]: o.pidType === 'SIN' ? 'CA' : 'US' } };
}

export function dobPV(o: Owner, i: number, f: DateFmt): PV { return datePV(OW(i, 'date_of_birth'), o.dob, f); }

export function rolePV(i: number, role: string): PV { return { text: role, fields: { [OW(i, 'role')]: role } }; }

export const FREQ_WORDS: Record<string, { en: string; fr: string }> = {
  daily: { en: 'Daily', fr: 'Quotidien' }, weekly: { en: 'Weekly', fr: 'Hebdomadaire' },
  biweekly: { en: 'Bi-weekly', fr: 'Aux deux semaines' }, monthly: { en: 'Monthly', fr: 'Mensuel' },
};

export function addrLine(a: { street: string; city: string; region: string; postal: string }): string {
  return a.region === 'QC' ? `${a.street}, ${a.city} (Québec) ${a.postal}` : `${a.street}, ${a.city}, ${a.region} ${a.postal}`;
}

export interface CellLook { label: number; color: string; box: boolean }
/** A labelled value cell: label on top, value below, underlined or boxed per the layout's look. */
export function cell(c: Canvas, x: number, y: number, w: number, label: string, key: string, pv: PV, look: CellLook, acro?: string): void {
  frame(c, x, y, w, label, look);
  c.value(key, x + 2, y + (look.box ? 11 : 10), w - 8, pv.text, pv.fields, acro ? { acro } : {});
}

/** The same cell holding a value that is not the application's. */
export function dcell(c: Canvas, x: number, y: number, w: number, label: string, key: string, text: string, look: CellLook, acro?: string): void {
  frame(c, x, y, w, label, look);
  c.decoy(key, x + 2, y + (look.box ? 11 : 10), w - 8, text, acro ? { acro } : {});
}

function frame(c: Canvas, x: number, y: number, w: number, label: string, look: CellLook): void {
  if (look.box) { c.rect(x, y, w - 3, 24, { stroke: '#8a8f98', lw: 0.5 }); c.text(x + 2, y + 1.5, label, { size: look.label, color: look.color }); }
  else { c.text(x, y, label, { size: look.label, color: look.color }); c.line(x, y + 22, x + w - 6, y + 22, '#777'); }
}
