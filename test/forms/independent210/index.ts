// Independent generator, set 210: US funders' own renewal / additional-position applications. The funder pre-prints
// what it already knows (merchant ID, balance, original funded amount, payment, remaining payments: decoys) and the
// merchant fills the new request, the owners, the landlord and signs a personal guaranty. See README.md.
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Sheet, type Look, type Placed, type Style } from './canvas.ts';
import { merchant, type Merchant } from './data.ts';
import { keystone } from './layouts/keystone.ts';
import { bluewater } from './layouts/bluewater.ts';
import { crescent } from './layouts/crescent.ts';
import { harborline } from './layouts/harborline.ts';

export type { Placed } from './canvas.ts';

interface Layout { broker: string; look: Look; draw: (s: Sheet, m: Merchant) => void }

const LAYOUTS: Record<string, Layout> = {
  keystone_renewal: { broker: 'Keystone Merchant Funding', draw: keystone,
    look: { labelFont: 'Helvetica', boldFont: 'Helvetica-Bold', valueFont: 'Courier', accent: '#0b4f6c' } },
  bluewater_additional: { broker: 'Bluewater Capital Partners', draw: bluewater,
    look: { labelFont: 'Times-Roman', boldFont: 'Times-Bold', valueFont: 'Helvetica', accent: '#12407a' } },
  crescent_renewal: { broker: 'Crescent Revenue Advance', draw: crescent,
    look: { labelFont: 'libNarrow', boldFont: 'libNarrowBold', valueFont: 'libMono', accent: '#7a1f1f', ink: '#14206b' } },
  harborline_renewal: { broker: 'Harborline Funding Group', draw: harborline,
    look: { labelFont: 'libSerif', boldFont: 'libSerifBold', valueFont: 'Helvetica-Oblique', accent: '#1d4d3a' } },
};

export const INDEPENDENT210_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent210Options { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean | 'phone' }

export interface Independent210Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

/** The application as the printed values give it: every non-decoy placed value's fields, owners in printed order. */
export function truthOf(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, value] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) {
          app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
            tax_id_type: null, tax_id_country: null, date_of_birth: null });
        }
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = value;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = value;
      }
    }
  }
  return app;
}

export async function generateIndependent210(layout: string, seed: number, opts: Independent210Options): Promise<Independent210Result> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const style: Style = opts.style;
  if (style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const m = merchant(layout, seed);
  // Printing choices that differ by style (handwriting jitter, check marks) come from their own stream.
  const sheet = new Sheet(style, l.look, new Rng(`independent210:ink:${layout}:${seed}:${style}`), `${l.broker} application`);
  l.draw(sheet, m);
  let pdf = await sheet.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(opts.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  return { pdf, truth: truthOf(sheet.placed), placed: sheet.placed, decoys: sheet.decoys, broker: l.broker, country: 'US', pages: sheet.page };
}
