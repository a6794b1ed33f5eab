// Set 245: four fictional US ISO brokers' "Merchant Cash Advance Application" forms, typed, handwritten or fillable,
// optionally scanned, with the exact application each one prints (README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { bluewater, redwood } from './layouts-b.ts';
import { harborlight, keystone } from './layouts-a.ts';
import { makeMerchant, type DateFmt, type MoneyFmt } from './model.ts';
import type { Ctx } from './parts.ts';
import { Sheet, type Mark, type Placed, type SheetOptions, type Style } from './sheet.ts';

interface LayoutDef { broker: string; pages: number; draw: (c: Ctx) => void; fonts: Omit<SheetOptions, 'mark'> }
const LAYOUTS: Record<string, LayoutDef> = {
  keystone: { broker: 'Keystone Bridge Funding', pages: 1, draw: keystone, fonts: { valueFont: 'Helvetica', labelFont: 'Helvetica', boldFont: 'Helvetica-Bold' } },
  harborlight: { broker: 'Harborlight Capital Partners', pages: 2, draw: harborlight, fonts: { valueFont: 'Times-Roman', labelFont: 'Times-Roman', boldFont: 'Times-Bold' } },
  bluewater: { broker: 'Bluewater Funding Solutions', pages: 2, draw: bluewater, fonts: { valueFont: 'Helvetica', labelFont: 'Helvetica', boldFont: 'Helvetica-Bold' } },
  redwood: { broker: 'Redwood Ridge Funding Group', pages: 1, draw: redwood, fonts: { valueFont: 'Courier', labelFont: 'Helvetica', boldFont: 'Helvetica-Bold' } },
};
export const INDEPENDENT245_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent245Options { style: Style; scan: boolean | 'phone' }
export interface Independent245Decoy { key: string; text: string; page: number; field: string }
export interface Independent245Result {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; layout: string; seed: number; style: Style; scan: boolean | 'phone';
  /** Every value placed: its text, page, AcroForm field name (fillable) and the truth paths it gives. */
  placed: Placed[];
  decoys: Independent245Decoy[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the values placed: only printed values are non-null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.truth)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        if (!(path in app)) throw new Error(`unknown truth path ${path}`);
        (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
  }
  return app;
}

export async function generateIndependent245(layout: string, seed: number, o: Independent245Options): Promise<Independent245Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: a scan has no AcroForm fields');
  const key = `independent245:${layout}:${seed}:${o.style}`;
  const r = new Rng(key);
  const m = makeMerchant(r.fork('merchant'));
  const look = r.fork('look');
  const df = look.weighted<DateFmt>([['mdy', 5], ['mdyShort', 2], ['long', 2], ['abbr', 1], ['dash', 1], ['iso', 1]]);
  const mf = look.weighted<MoneyFmt>([['dollar', 5], ['cents', 2], ['plain', 2], ['spaced', 1], ['bare', 1]]);
  const mark = look.pick<Mark>(['letter', 'drawn', 'tick']);
  const s = new Sheet(o.style, r.fork('ink'), { ...def.fonts, mark }, `${def.broker} - Merchant Cash Advance Application`);
  def.draw({ s, m, r: r.fork('layout'), df, mf });
  let pdf = await s.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: key })).pdf;
  if (s.page !== def.pages) throw new Error(`${layout}: drew ${s.page} pages, expected ${def.pages}`);
  return {
    pdf, truth: truthFrom(s.placed), broker: def.broker, pages: s.page, layout, seed, style: o.style, scan: o.scan, placed: s.placed,
    decoys: s.placed.filter((p) => p.decoy).map((p) => ({ key: p.decoy!, text: p.text, page: p.page, field: p.name })),
  };
}
