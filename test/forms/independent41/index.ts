// Independent set 41: merchant applications filled and signed through e-signature platforms (Docusign, Adobe Acrobat
// Sign, Dropbox Sign, PandaDoc, signNow), with envelope stamps, signature/initial tabs and a certificate page.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { type TruthApplicant, type TruthApplication, emptyApplication } from '../generator/truth.ts';
import type { Ctx } from './common.ts';
import { type Country, merchant } from './data.ts';
import { type Platform, certificate, envelope } from './esign.ts';
import { harborline, keystone } from './layouts-a.ts';
import { bluewater, summitPath } from './layouts-b.ts';
import { ironwood, mapleLeaf, tristar } from './layouts-c.ts';
import { Pen, type Rec, type Style } from './pen.ts';
import { vals } from './vals.ts';

interface Layout { broker: string; domain: string; plat: Platform; country: Country; font: string; owners: number; color: string; draw: (c: Ctx) => void }
const LAYOUTS: Record<string, Layout> = {
  'Harborline Capital': { broker: 'Harborline Capital', domain: 'harborlinecap.com', plat: 'docusign', country: 'US', font: 'Helvetica', owners: 2, color: '#1f4e79', draw: harborline },
  'Keystone Merchant Funding': { broker: 'Keystone Merchant Funding', domain: 'keystonemf.com', plat: 'adobe', country: 'US', font: 'Courier', owners: 4, color: '#7a1f1f', draw: keystone },
  'Bluewater Business Capital': { broker: 'Bluewater Business Capital', domain: 'bluewaterbiz.co', plat: 'dropbox', country: 'US', font: 'Helvetica', owners: 4, color: '#0b5c8a', draw: bluewater },
  'Summit Path Funding': { broker: 'Summit Path Funding', domain: 'summitpathfunding.com', plat: 'pandadoc', country: 'US', font: 'Helvetica', owners: 4, color: '#2d6a4f', draw: summitPath },
  'Ironwood Funding Group': { broker: 'Ironwood Funding Group', domain: 'ironwoodfg.com', plat: 'signnow', country: 'US', font: 'Courier', owners: 2, color: '#4a4a4a', draw: ironwood },
  'Maple Leaf Commercial Capital': { broker: 'Maple Leaf Commercial Capital', domain: 'mapleleafcc.ca', plat: 'docusign', country: 'CA', font: 'Helvetica', owners: 3, color: '#b22222', draw: mapleLeaf },
  'Tristar Funding Partners': { broker: 'Tristar Funding Partners', domain: 'tristarfp.com', plat: 'docusign', country: 'US', font: 'Courier', owners: 4, color: '#3b2f6b', draw: tristar },
};
export const INDEPENDENT41_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated { pdf: Uint8Array; truth: TruthApplication; recs: Rec[] }

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
  tax_id_country: null, date_of_birth: null };

/** The application from what was printed: only recorded values are non-null; the country from the state and the tax ID. */
export function truthOf(recs: Rec[], country: Country): TruthApplication {
  const app = emptyApplication();
  for (const rec of recs) {
    for (const [path, val] of Object.entries(rec.paths)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = val;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = val;
      }
    }
  }
  if (app.state_region !== null || app.business_tax_id !== null) app.country = country === 'CA' ? 'Canada' : 'United States';
  return app;
}

export async function generateIndependent41Full(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`independent41:${layout}:${seed}:${o.style}`);
  const m = merchant(r.fork('merchant'), L.country, L.owners);
  const rep = m.rep.name.split(' ');
  m.rep.email = `${rep[0]!.toLowerCase()}.${rep[rep.length - 1]!.toLowerCase().replace(/[^a-z]/g, '')}@${L.domain}`;
  m.rep.company = L.broker;
  const p = new Pen(o.style, r.fork('pen'), L.font, r.pick([9, 9.5, 10]));
  const v = vals(r.fork('vals'), m);
  const file = `${L.broker.replace(/\s+/g, '_')}_Application_${m.legal.replace(/[^A-Za-z0-9]+/g, '_')}.pdf`;
  const e = envelope(r.fork('envelope'), L.plat, m, file);
  L.draw({ p, r: r.fork('layout'), m, v, e, broker: L.broker, color: L.color });
  certificate(p, r.fork('cert'), e, m);
  let pdf = await p.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed })).pdf;
  return { pdf, truth: truthOf(p.recs, L.country), recs: p.recs };
}

export async function generateIndependent41(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generateIndependent41Full(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
