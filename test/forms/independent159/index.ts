// Independent application-form generator, set 159: pages a person reads turned. Four fictional brokers and funders,
// each a different way of setting a form's pages sideways or upside down; the truth never depends on the turn.
// See README.md for the layouts and the reading decisions.
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeCase, type Case } from './data.ts';
import { CROSSWIND, drawCrosswind } from './crosswind.ts';
import { GABLESPIRE, drawGablespire } from './gablespire.ts';
import { LARKSPUR, drawLarkspur } from './larkspur.ts';
import { scanKeepingTurn } from './scan159.ts';
import { Sheet } from './sheet.ts';
import { TUMBLEWEED, drawTumbleweed } from './tumbleweed.ts';
import type { Country, Generated, Placed, Style } from './types.ts';

export type { Placed } from './types.ts';

interface LayoutDef {
  meta: { broker: string; domain: string; countries: readonly Country[]; valueFont: string };
  draw: (s: Sheet, c: Case, rng: Rng) => void;
}

const LAYOUTS: Record<string, LayoutDef> = {
  'larkspur-rotate-entry': { meta: LARKSPUR, draw: drawLarkspur },
  'crosswind-sideways': { meta: CROSSWIND, draw: drawCrosswind },
  'tumbleweed-upside-down': { meta: TUMBLEWEED, draw: drawTumbleweed },
  'gablespire-side-strips': { meta: GABLESPIRE, draw: drawGablespire },
};

export const INDEPENDENT159_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application exactly as printed: every path a placed value gives, null elsewhere. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent159(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Generated> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent159 layout: ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`unknown style: ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned (its values live only in fields)');
  // One fork per concern, taken in a fixed order: the style's own draws (ink) never shift the merchant or its print.
  const rng = new Rng(`independent159:${layout}:${seed}`);
  const caseRng = rng.fork('case'), layoutRng = rng.fork('layout'), inkRng = rng.fork('ink'), scanRng = rng.fork('scan');
  const wantsCa = caseRng.chance(0.4);
  const country: Country = wantsCa && def.meta.countries.includes('CA') ? 'CA' : 'US';
  const c = makeCase(caseRng, country, def.meta.domain);
  const sheet = new Sheet(opts.style, inkRng, { title: `${def.meta.broker} application`, author: def.meta.broker, valueFont: def.meta.valueFont });
  def.draw(sheet, c, layoutRng);
  let pdf = await sheet.finish();
  if (opts.scan) {
    pdf = (await scanKeepingTurn(pdf, sheet.page, scanRng, sheet.rotate)).pdf;
  }
  return { pdf, truth: truthFrom(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: def.meta.broker, country, pages: sheet.page };
}

