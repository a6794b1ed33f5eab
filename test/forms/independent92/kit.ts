// What each printed value gives the truth (applications.md), shared by the layouts: a layout prints a value with
// `sheet.value(key, text, ..., { fields: f.xxx(...) })` and the truth is made from those fields alone.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model, ModelOptions, Owner } from './model.ts';
import { nameTruth } from './names.ts';
import type { CheckPut, Fields, Put, Sheet } from './sheet.ts';
import { digits, entityId, industryId, printDate, tradeName, type DateStyle } from './rules.ts';

const need = <T>(v: T | null, what: string): T => { if (v === null) throw new Error(`no reference id for ${what}`); return v; };
const COUNTRY = { US: 'United States', CA: 'Canada' } as const;

export const f = {
  legal: (printed: string): Fields => ({ legal_name: printed }),
  dba: (printed: string, legal: string): Fields => { const t = tradeName(printed, legal); return t ? { trade_name: t } : {}; },
  entity: (printed: string, m: Model): Fields => ({ type_of_entity: need(entityId(printed, m.country), `entity ${printed}`) }),
  industry: (printed: string): Fields => ({ industry: need(industryId(printed), `industry ${printed}`) }),
  taxId: (m: Model): Fields => ({ business_tax_id: m.business.taxId.replace(/[^0-9A-Z]/g, ''), business_tax_id_type: m.business.taxIdType,
    business_tax_id_country: m.country }),
  /** The business address's state or province: it also gives the country. */
  state: (m: Model): Fields => ({ state_region: m.business.address.state, country: COUNTRY[m.country] }),
  start: (iso: string | null): Fields => (iso ? { business_start_date: iso } : {}),
  amount: (v: number): Fields => ({ requested_amount: v }),
  payment: (v: number | null): Fields => (v === null ? {} : { requested_payment: v }),
  count: (v: number | null): Fields => (v === null ? {} : { number_of_payments: v }),
  freq: (v: string | null): Fields => (v === null ? {} : { payment_frequency: v }),
  name: (i: number, o: Owner, upper: boolean): Fields => { const t = nameTruth(o.name, upper); return { [`applicants.${i}.first_name`]: t.first, [`applicants.${i}.last_name`]: t.last }; },
  first: (i: number, o: Owner, upper: boolean): Fields => ({ [`applicants.${i}.first_name`]: nameTruth(o.name, upper).first }),
  last: (i: number, o: Owner, upper: boolean): Fields => ({ [`applicants.${i}.last_name`]: nameTruth(o.name, upper).last }),
  role: (i: number, printed: string): Fields => (printed ? { [`applicants.${i}.role`]: printed } : {}),
  own: (i: number, o: Owner): Fields => ({ [`applicants.${i}.ownership`]: o.ownership }),
  credit: (i: number, o: Owner): Fields => (o.credit === null ? {} : { [`applicants.${i}.credit_score`]: o.credit }),
  ownerTax: (i: number, o: Owner): Fields => (o.masked ? {} : { [`applicants.${i}.tax_id`]: o.taxId, [`applicants.${i}.tax_id_type`]: o.taxType,
    [`applicants.${i}.tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' }),
  dob: (i: number, o: Owner): Fields => (o.dob ? { [`applicants.${i}.date_of_birth`]: o.dob } : {}),
};

export const FREQ_WORDS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** How an owner's tax id is printed: in full, or masked to its last four. */
export function ownerTaxText(o: Owner, mask: '*' | 'X' = 'X'): string {
  const d = o.taxId;
  if (o.taxType === 'SIN') return o.masked ? `${mask.repeat(3)} ${mask.repeat(3)} ${d.slice(6)}` : `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  return o.masked ? `${mask.repeat(3)}-${mask.repeat(2)}-${d.slice(5)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
export const creditText = (o: Owner) => (o.credit !== null ? String(o.credit) : o.creditRange ?? '');
export const ownText = (o: Owner, pct = true) => `${o.ownership}${pct ? '%' : ''}`;
export const dobText = (o: Owner, style: DateStyle) => (o.dob ? printDate(o.dob, style) : '');

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The application from the fields of every printed value and checked box; everything else null. */
export function buildTruth(puts: Put[], checks: CheckPut[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  const set = (path: string, v: string | number) => {
    const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (!m) { (app as unknown as Record<string, unknown>)[path] = v; return; }
    const i = Number(m[1]);
    while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
    (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
  };
  for (const p of [...puts, ...checks]) for (const [k, v] of Object.entries(p.fields)) set(k, v);
  return app;
}

export { digits };


export interface Layout {
  name: string;
  broker: string;
  size: [number, number];
  typedFont: string;
  model: ModelOptions;
  draw(s: Sheet, m: Model, rng: Rng): void;
}

/** Which entity box a form checks: the option that reads to the business's entity, else "Other" with the text. */
export function entityPick(m: Model, options: readonly string[]): { index: number; other: string } {
  const want = entityId(m.business.entityText, m.country);
  const index = options.findIndex((o) => entityId(o, m.country) === want);
  return { index, other: index < 0 ? m.business.entityText : '' };
}

/** A row of entity checkboxes ending in "Other: ____"; returns the x where the row ended. */
export function entityRow(s: Sheet, m: Model, options: readonly string[], x: number, y: number, o: { size?: number; box?: number; gap?: number; upper?: boolean; otherLabel?: string; otherW?: number } = {}): number {
  const pick = entityPick(m, options);
  const box = o.box ?? 8, size = o.size ?? 8, gap = o.gap ?? 10;
  let cx = x;
  options.forEach((label, i) => {
    s.check(`entity_${i}`, label, cx, y, box, pick.index === i, f.entity(label, m));
    s.text(label, cx + box + 3, y + (box - size) / 2 + 0.5, { size });
    s.doc.font('Helvetica').fontSize(size);
    cx += box + 3 + s.doc.widthOfString(label) + gap;
  });
  const other = o.otherLabel ?? 'Other:';
  s.check('entity_other', other, cx, y, box, pick.index < 0, {});
  s.text(other, cx + box + 3, y + (box - size) / 2 + 0.5, { size });
  s.doc.font('Helvetica').fontSize(size);
  const vx = cx + box + 6 + s.doc.widthOfString(other);
  const w = o.otherW ?? 80;
  s.line(vx, y + box + 1, vx + w, y + box + 1, { lw: 0.4 });
  const text = o.upper ? pick.other.toUpperCase() : pick.other;
  s.value('entity_other_text', text, vx + 2, y - 1, w - 4, { size: size + 0.5, fields: text ? f.entity(text, m) : {} });
  return vx + w;
}

/** Frequency checkboxes (Daily / Weekly / Bi-Weekly / Monthly). */
export function freqRow(s: Sheet, m: Model, x: number, y: number, o: { size?: number; box?: number; gap?: number; upper?: boolean } = {}): void {
  const box = o.box ?? 8, size = o.size ?? 8;
  let cx = x;
  for (const [id, word] of Object.entries(FREQ_WORDS)) {
    const label = o.upper ? word.toUpperCase() : word;
    s.check(`freq_${id}`, label, cx, y, box, m.request.freq === id, f.freq(id));
    s.text(label, cx + box + 3, y + (box - size) / 2 + 0.5, { size });
    s.doc.font('Helvetica').fontSize(size);
    cx += box + 3 + s.doc.widthOfString(label) + (o.gap ?? 10);
  }
}

/** A standard authorisation paragraph (wording varies by broker). */
export function authText(broker: string, canada = false): string {
  return `By signing below, each of the above-listed business and owner(s) (individually, "Applicant") certifies that all information provided in this application is true and complete and authorizes ${broker}, its assigns, agents and funding partners to obtain consumer and business credit reports, bank references and any other information relating to Applicant${canada ? ', and consents to the collection, use and disclosure of personal information in accordance with PIPEDA' : ''}. This authorization extends to obtaining additional reports in connection with any renewal or collection.`;
}
