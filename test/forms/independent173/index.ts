// independent173: merchant applications printed from brokers' and funders' web portals by a browser (header with the
// date and page title, footer with the URL and page count, sidebar navigation, step bar, accordion sections with
// 'Edit' links, label-over-value cards in grey read-only boxes, chips instead of checkboxes). See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { makeModel } from './model.ts';
import { render, type Look, type Placed, type Style } from './render.ts';
import { BUILDERS } from './sections.ts';

export type { Placed } from './render.ts';

const NAV = ['Dashboard', 'Pipeline', 'Applications', 'Documents', 'Offers', 'Commissions', 'Settings'];
const LOOKS: Record<string, Look & { broker: string; country: 'US' | 'CA' | 'mixed' }> = {
  bluepeak: { broker: 'BluePeak Funding Partners', country: 'US', brand: 'BluePeak Broker Hub', product: 'Broker: J. Alvarez', url: 'https://hub.bluepeakfunding.com/apps',
    accent: '#1d4ed8', tint: '#e0e7ff', sidebar: true, x0: 132, width: 452, upperLabels: false, pageLabel: 'of', stepNow: 3, nav: NAV, radius: 4 },
  ledgerline: { broker: 'LedgerLine Capital', country: 'US', brand: 'LEDGERLINE  |  Funder Portal', product: 'Underwriting', url: 'https://portal.ledgerlinecap.com/uw/deal',
    accent: '#0f5257', tint: '#d8eeee', sidebar: false, x0: 40, width: 532, upperLabels: true, pageLabel: 'slash', stepNow: 3, nav: [], radius: 1 },
  northgate: { broker: 'Northgate Merchant Capital', country: 'CA', brand: 'Northgate Merchant Capital', product: 'Partner Centre', url: 'https://partners.northgatecapital.ca/files',
    accent: '#5b2a86', tint: '#ede3f6', sidebar: true, x0: 132, width: 452, upperLabels: false, pageLabel: 'of', stepNow: 2,
    nav: ['Overview', 'Applications', 'Offers', 'Funded files', 'Renewals', 'Profile'], radius: 8 },
  swiftlane: { broker: 'Swiftlane Advance', country: 'mixed', brand: 'swiftlane', product: 'Apply', url: 'https://apply.swiftlane.co/m',
    accent: '#e4572e', tint: '#fde7df', sidebar: false, x0: 150, width: 312, upperLabels: true, pageLabel: 'of', stepNow: 3, nav: [], radius: 9 },
};

export const INDEPENDENT173_LAYOUT_NAMES: readonly string[] = Object.keys(LOOKS);
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

/** The truth read back from what was placed: only printed values are non-null. */
function truthOf(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  const blank: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...blank });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent173(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<{
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const look = LOOKS[layout];
  if (!look) throw new Error(`independent173: unknown layout ${layout}`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent173: unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent173: a fillable form cannot be scanned (its values live in AcroForm fields)');
  const pick = new Rng(`independent173:pick:${layout}:${seed}`);
  const country = look.country === 'mixed' ? (pick.chance(0.3) ? 'CA' : 'US') : look.country;
  const model = makeModel(seed, layout, country);
  const doc = BUILDERS[layout]!(model);
  const out = await render(doc, look, opts.style, new Rng(`independent173:draw:${layout}:${seed}:${opts.style}`),
    { title: `${look.brand} - Application ${model.appId}`, printed: model.printed, appId: model.appId });
  let pdf = out.pdf;
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(pick.chance(0.3) ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}:${opts.style}` })).pdf;
  return { pdf, truth: truthOf(out.placed), placed: out.placed, decoys: out.decoys, broker: look.broker, country, pages: out.pages };
}
