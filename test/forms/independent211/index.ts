// Set 211: Canadian merchant-cash-advance application forms from four fictional brokers and funders, written from
// applications.md alone. generateIndependent211(layout, seed, {style, scan}) gives the PDF, the truth (the
// application as applications.md's rules read the printed form) and where each value was printed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Sheet, type Placed, type Style } from './canvas.ts';
import type { Ctx } from './common.ts';
import { makeMerchant } from './data.ts';
import { pickFormats, type DateFmt } from './fmt.ts';
import { drawCascadia } from './layout-cascadia.ts';
import { drawHarbour } from './layout-harbour.ts';
import { drawMaple } from './layout-maple.ts';
import { drawPrairie } from './layout-prairie.ts';

export type { Placed } from './canvas.ts';

interface LayoutDef {
  broker: string;
  maxOwners: number;
  dates: DateFmt[];
  labelFont: 'Helvetica' | 'Times-Roman';
  typedFont: string;
  draw: (c: Ctx) => Promise<void>;
}

const LAYOUTS: Record<string, LayoutDef> = {
  maple_ridge: { broker: 'Maple Ridge Capital Partners', maxOwners: 3, dates: ['dmy', 'iso'], labelFont: 'Helvetica', typedFont: 'Courier', draw: drawMaple },
  prairie_line: { broker: 'Prairie Line Business Funding Inc.', maxOwners: 3, dates: ['iso'], labelFont: 'Helvetica', typedFont: 'Times-Roman', draw: drawPrairie },
  harbourview: { broker: 'Harbourview Merchant Services', maxOwners: 3, dates: ['dmy', 'long', 'iso'], labelFont: 'Times-Roman', typedFont: 'Helvetica', draw: drawHarbour },
  cascadia: { broker: 'Cascadia Working Capital Corp.', maxOwners: 3, dates: ['iso', 'dmy-dash'], labelFont: 'Helvetica', typedFont: 'Courier', draw: drawCascadia },
};

export const INDEPENDENT211_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent211Options { style: Style; scan?: boolean | 'phone' }

export interface Independent211Result {
  pdf: Uint8Array;
  truth: TruthApplication;
  placed: Placed[];
  decoys: Placed[];
  broker: string;
  country: 'US' | 'CA';
  pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what was printed: each placed value sets its truth paths; everything else stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
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

export async function generateIndependent211(layout: string, seed: number, opts: Independent211Options): Promise<Independent211Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT211_LAYOUT_NAMES.join(', ')}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const m = makeMerchant(new Rng(`i211:${layout}:${seed}:data`), def.maxOwners);
  const p = new Rng(`i211:${layout}:${seed}:print`);
  const f = pickFormats(p, def.dates);
  const s = new Sheet({ style: opts.style, ink: new Rng(`i211:${layout}:${seed}:ink:${opts.style}`), labelFont: def.labelFont, typedFont: def.typedFont,
    title: `${def.broker} - Merchant Application`, creator: `${def.broker} forms` });
  await def.draw({ s, m, f, p });
  const pages = s.page;
  let pdf = await s.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  return { pdf, truth: truthFrom(s.placed), placed: s.placed, decoys: s.decoys, broker: def.broker, country: 'CA', pages };
}
