// Independent generator 158: ordinary ISO application forms, seventh series. Four fictional brokers' one- or
// two-page forms (README.md), each in three styles (typed, handwritten, fillable), optionally scanned. The truth
// is what applications.md's rules read from what was printed; values not printed are null.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import * as grid from './layout-grid.ts';
import * as lines from './layout-lines.ts';
import * as columns from './layout-columns.ts';
import * as shaded from './layout-shaded.ts';
import { buildModel } from './model.ts';
import { Pen, type PenOptions } from './pen.ts';
import type { Model, Placed, Style, Traits } from './types.ts';

export type { Placed } from './types.ts';

interface Layout { traits: Traits; draw: (pen: Pen, m: Model) => void; pen: Omit<PenOptions, 'title' | 'broker'> }

const LAYOUTS: Record<string, Layout> = {
  brightline: { traits: grid.traits, draw: grid.draw, pen: { fieldNames: 'semantic', onState: 'Yes', valueSize: 9 } },
  keystone: { traits: lines.traits, draw: lines.draw, pen: { fieldNames: 'semantic', onState: 'On', valueSize: 9.5, font: 'Courier' } },
  maplemain: { traits: columns.traits, draw: columns.draw, pen: { fieldNames: 'semantic', onState: 'Yes', valueSize: 9 } },
  harborview: { traits: shaded.traits, draw: shaded.draw, pen: { fieldNames: 'generic', onState: 'label', valueSize: 8 } },
};

export const INDEPENDENT158_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));

export interface Independent158Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

/** The application as applications.md reads the form: only printed values, in the owners' printed order. */
export function truthOf(m: Model): TruthApplication {
  const ca = m.country === 'CA';
  const applicants: TruthApplicant[] = m.owners.map((o) => ({
    first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: o.score,
    tax_id: o.taxDigits, tax_id_type: o.taxType, tax_id_country: o.taxCountry, date_of_birth: o.dobIso,
  }));
  return {
    trade_name: m.dba, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId,
    business_tax_id: m.taxDigits, business_tax_id_country: m.taxCountry, business_tax_id_type: m.taxType,
    state_region: m.stateCode, country: ca ? 'Canada' : 'United States',
    requested_amount: m.amount, requested_payment: m.payment, number_of_payments: m.count, payment_frequency: m.freq,
    business_start_date: m.startIso, applicants,
  };
}

/** The form before any scan: the pen (placed values, decoys, checkbox squares), the model and the PDF. */
export async function drawIndependent158(layout: string, seed: number, style: Style): Promise<{ pen: Pen; model: Model; pdf: Uint8Array }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`independent158: unknown layout '${layout}'`);
  if (!STYLES.includes(style)) throw new Error(`independent158: unknown style '${String(style)}'`);
  const model = buildModel(l.traits, seed);
  const pen = new Pen(style, new Rng(`independent158:${layout}:${seed}:ink:${style}`),
    { ...l.pen, title: `${l.traits.broker} application`, broker: l.traits.broker });
  l.draw(pen, model);
  return { pen, model, pdf: await pen.end() };
}

export async function generateIndependent158(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent158Form> {
  if (!LAYOUTS[layout]) throw new Error(`independent158: unknown layout '${layout}'`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent158: unknown style '${String(opts.style)}'`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent158: a fillable form cannot be scanned');
  const { pen, model, pdf: drawn } = await drawIndependent158(layout, seed, opts.style);
  let pdf = drawn;
  if (opts.scan) {
    const r = new Rng(`independent158:${layout}:${seed}:scan`);
    const preset = r.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed: `158:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthOf(model), placed: pen.placed, decoys: pen.decoys, broker: LAYOUTS[layout].traits.broker, country: model.country, pages: pen.page };
}
