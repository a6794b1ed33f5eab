// Independent set 9: seven fictional brokers' MCA application forms with their exact truth (applications.md rules).
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { merchant, type Merchant } from './data.ts';
import { ironbridge, lakeshore } from './layouts-a.ts';
import { maplecrest, redwood } from './layouts-b.ts';
import { harborline, prairie, summit } from './layouts-c.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';
import { truthOf, type Printed9 } from './truth.ts';

type Draw = (s: Sheet, m: Merchant, r: Rng) => Printed9;
interface Layout { draw: Draw; make: (r: Rng) => Merchant }

const LAYOUTS: Record<string, Layout> = {
  ironbridge_fax: { draw: ironbridge, make: (r) => merchant(r, 'US', r.int(1, 2)) },
  lakeshore_sections: { draw: lakeshore, make: (r) => merchant(r, 'US', r.int(1, 3)) },
  maplecrest_canada: { draw: maplecrest, make: (r) => merchant(r, 'CA', r.int(1, 2)) },
  redwood_medical: { draw: redwood, make: (r) => medical(merchant(r, 'US', r.int(1, 3), ['medical_practice', 'Physician practice - internal medicine'])) },
  prairie_sole_prop: { draw: prairie, make: (r) => soleProp(merchant(r, 'US', 1)) },
  harborline_two_page: { draw: harborline, make: (r) => merchant(r, 'US', r.int(1, 3)) },
  summit_grid: { draw: summit, make: (r) => merchant(r, 'US', r.int(1, 2)) },
};

export const INDEPENDENT9_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

function medical(m: Merchant): Merchant {
  m.legal = `${m.dba.split(' ')[0]} Family Medicine, PLLC`;
  m.entityId = 'pllc';
  m.owners.forEach((o) => { o.prefix = 'Dr. '; o.credential = ', MD'; o.title = o.title === 'Member' ? 'Medical Director' : o.title; });
  return m;
}

/** A sole proprietor without an EIN: the legal name is the owner's, the tax ID the owner's SSN. */
function soleProp(m: Merchant): Merchant {
  const o = m.owners[0]!;
  o.middle = ''; o.title = 'Owner';
  m.legal = `${o.first} ${o.last}`;
  m.entityId = 'sole_proprietorship';
  return m;
}

export interface Generated9 { pdf: Uint8Array; truth: TruthApplication; printed: Printed[] }

/** The form with what it printed (values and decoys), for this set's own test. */
export async function generateIndependent9Detailed(layout: string, seed: number | string,
  o: { style?: Style; scan?: boolean } = {}): Promise<Generated9> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown independent9 layout ${layout}`);
  const r = new Rng(`independent9:${layout}:${seed}`);
  const m = l.make(r);
  const style = o.style ?? 'typed';
  // A scanned fillable form is printed first: its values are drawn where its fields would show them.
  const s = new Sheet(o.scan && style === 'fillable' ? 'typed' : style, new Rng(`independent9:draw:${layout}:${seed}`));
  const truth = truthOf(m, l.draw(s, m, r));
  let pdf = await s.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { seed: `independent9:${layout}:${seed}`, dpi: 200 })).pdf;
  return { pdf, truth, printed: s.values };
}

export async function generateIndependent9(layout: string, seed: number | string,
  o: { style?: Style; scan?: boolean } = {}): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generateIndependent9Detailed(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
