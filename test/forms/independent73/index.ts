// Independent set 73: renewal, refinance, consolidation and second-position applications from seven fictional US
// brokers. Each form is pre-filled from the merchant's earlier deal (on-file values, some corrected by the merchant),
// lists existing positions and the previous advance (decoys), the new request, a payoff letter request and the owners
// re-confirmed (some marked as no longer owners). See README.md for the layouts and every truth decision.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { makeDeal } from './deal.ts';
import { Values, type Fmt } from './parts.ts';
import { crescent, harborline, keystone } from './layouts1.ts';
import { bluegrass, tidewater } from './layouts2.ts';
import { meridian, pinecrest } from './layouts3.ts';
import { Sheet, type Rec, type SheetOpts, type Style } from './sheet.ts';

interface Layout { broker: string; draw: (s: Sheet, v: Values) => void; fmt: Fmt; sheet: SheetOpts }
const LAYOUTS: Record<string, Layout> = {
  keystone_renewal: { broker: 'Keystone Bridge Capital', draw: keystone, fmt: { date: 'mdy', money: 'full', name: 'first' }, sheet: { hand: 'kalam', ink: '#1a2a7a', valueFont: 'Courier', accent: '#1f3a5f' } },
  harborline_refi: { broker: 'Harborline Funding Partners', draw: harborline, fmt: { date: 'mdy2', money: 'whole', name: 'first' }, sheet: { hand: 'patrick', ink: '#0b2f8a', valueFont: 'Helvetica', accent: '#0e5a6b' } },
  crescent_consolidation: { broker: 'Crescent Ledger Advisors', draw: crescent, fmt: { date: 'long', money: 'full', name: 'last' }, sheet: { hand: 'kalam', ink: '#222244', valueFont: 'Times-Roman', accent: '#5b4a1f' } },
  tidewater_second: { broker: 'Tidewater Merchant Group', draw: tidewater, fmt: { date: 'mdy', money: 'whole', name: 'first' }, sheet: { hand: 'patrick', ink: '#13306e', valueFont: 'Helvetica', accent: '#134e4a' } },
  bluegrass_update: { broker: 'Bluegrass Capital Exchange', draw: bluegrass, fmt: { date: 'mdy', money: 'full', name: 'first' }, sheet: { hand: 'kalam', ink: '#1b1b6b', valueFont: 'Courier', accent: '#24406b' } },
  pinecrest_addon: { broker: 'Pinecrest Working Capital', draw: pinecrest, fmt: { date: 'mdy2', money: 'full', name: 'first' }, sheet: { hand: 'patrick', ink: '#0a3d91', valueFont: 'Helvetica', accent: '#2f5233' } },
  meridian_refi: { broker: 'Meridian Reach Brokerage', draw: meridian, fmt: { date: 'mdy', money: 'whole', name: 'last' }, sheet: { hand: 'kalam', ink: '#102a66', valueFont: 'Courier', accent: '#6b2130' } },
};

export const INDEPENDENT73_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);
export interface Options { style: Style; scan: boolean }

const norm = (t: string): string => t.toLowerCase().replace(/\s+/g, ' ').trim();
const isTruth = (r: Rec): boolean => Object.values(r.f).some((x) => x != null);
const isDecoy = (r: Rec): boolean => Object.keys(r.f).length === 0;

/** The application the printed values give: each record's paths set, owners in printed order. */
function truthOf(recs: Rec[], owners: number): TruthApplication {
  const app = emptyApplication();
  for (let i = 0; i < owners; i++) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
  for (const r of recs) for (const [p, x] of Object.entries(r.f)) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(p);
    if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = x;
    else (app as unknown as Record<string, unknown>)[p.slice('application.'.length)] = x;
  }
  return app;
}

/** The form with its truth and every printed value (the test's view). */
export async function buildIndependent73(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication; recs: Rec[]; broker: string }> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown independent73 layout ${layout}`);
  for (let attempt = 0; ; attempt++) {
    const rng = new Rng(`independent73:${layout}:${seed}:${attempt}`);
    const deal = makeDeal(rng.fork('deal'), true);
    const sheet = new Sheet(o.style, rng.fork('pen'), L.sheet, o.scan);
    L.draw(sheet, new Values(deal, L.fmt, rng.fork('values')));
    const truthTexts = new Set(sheet.recs.filter(isTruth).map((r) => norm(r.text)));
    if (attempt < 30 && sheet.recs.some((r) => isDecoy(r) && truthTexts.has(norm(r.text)))) { sheet.doc.end(); continue; }
    let pdf = await sheet.finish();
    if (o.scan) pdf = (await scanPdf(pdf, { seed: `${layout}:${seed}` })).pdf;
    const truth = truthOf(sheet.recs, deal.owners.filter((w) => !w.removed).length);
    return { pdf, truth, recs: sheet.recs, broker: L.broker };
  }
}

export async function generateIndependent73(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await buildIndependent73(layout, seed, o);
  return { pdf, truth };
}

export type { TruthApplicant };
