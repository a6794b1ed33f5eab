// Independent generator of MCA application forms, set 255 (unusual alignments): four fictional brokers' forms with
// exact truth, in typed, handwritten and fillable styles, optionally scanned. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { merchant, type Country, type Merchant } from './data.ts';
import { Form, type Box, type PlacedValue, type Style } from './draw.ts';
import { drawGrid } from './grid.ts';
import { drawLeaders } from './leaders.ts';
import { drawLedger } from './ledger.ts';
import { drawLegend } from './legend.ts';

interface Layout { broker: string; country: Country; draw: (f: Form, m: Merchant) => void }
const LAYOUTS: Record<string, Layout> = {
  keystone_ledger: { broker: 'Keystone Bridge Capital', country: 'US', draw: drawLedger },
  northwind_legend: { broker: 'Northwind Legend Funding Inc.', country: 'CA', draw: drawLegend },
  harborline_leaders: { broker: 'Harborline Merchant Partners', country: 'US', draw: drawLeaders },
  cedar_quill_grid: { broker: 'Cedar & Quill Funding Group', country: 'US', draw: drawGrid },
};
export const INDEPENDENT255_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent255Value { key: string; text: string; page: number; box: Box; fields: string[]; checkbox: boolean }
export interface Independent255Result {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; layout: string; seed: number; style: Style;
  scan: boolean | 'phone'; country: Country;
  /** Every value that gives truth (with the AcroForm field name = key for fillable forms). */
  values: Independent255Value[];
  /** Printed values that are not the application's (landlord, bank numbers, ISO rep, funders, references, homes ...). */
  decoys: { key: string; text: string; page: number; box: Box }[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent255(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent255Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent255 layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values are only in AcroForm fields');
  const rng = new Rng(`independent255:${layout}:${seed}`);
  const m = merchant(rng, def.country);
  const f = new Form(o.style, new Rng(`independent255:${layout}:${seed}:${o.style}`), `${def.broker} application`);
  def.draw(f, m);
  let pdf = await f.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent255:${layout}:${seed}` })).pdf;
  const values = f.placed.filter((p) => Object.keys(p.fields).length > 0 && p.text)
    .map((p) => ({ key: p.key, text: p.text, page: p.page, box: p.box, fields: Object.keys(p.fields), checkbox: !!p.checkbox }));
  const decoys = f.placed.filter((p) => Object.keys(p.fields).length === 0 && p.text).map((p) => ({ key: p.key, text: p.text, page: p.page, box: p.box }));
  return { pdf, truth: truthFrom(f.placed), broker: def.broker, pages: f.page, layout, seed, style: o.style, scan: o.scan, country: def.country, values, decoys };
}
