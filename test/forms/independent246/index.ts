// Independent generator, set 246: MCA application forms sent through an e-signature service (DocuSign, Adobe
// Acrobat Sign, Dropbox Sign): envelope ids on every page, signature / initials tabs and a closing certificate page.
// Written from applications.md and the reference data only; the truth is built from the values actually placed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Canvas, type Placed, type Style } from './canvas.ts';
import { makeDeal, type Deal } from './data.ts';
import { envelope, type Service } from './esign.ts';
import { harborview, ledgerline } from './layouts-a.ts';
import { crescent, keystone } from './layouts-b.ts';
import { truthFrom } from './parts.ts';

export const INDEPENDENT246_LAYOUT_NAMES: string[] = ['ledgerline_docusign', 'harborview_adobe', 'keystone_dropboxsign', 'crescent_docusign_onepage'];

interface LayoutDef {
  broker: string; service: Service; pages: number; canada: number; typedFont: string; markAsText: boolean;
  field: (key: string, n: number) => string;
  draw: (c: Canvas, d: Deal, r: Rng) => ReturnType<typeof envelope>;
}

const title = (k: string): string => k.replace(/[._]/g, ' ').replace(/\b\w/g, (x) => x.toUpperCase());
const LAYOUTS: Record<string, LayoutDef> = {
  ledgerline_docusign: { broker: 'Ledgerline Capital Group', service: 'docusign', pages: 3, canada: 0, typedFont: 'Helvetica', markAsText: true,
    field: (k) => title(k), draw: (c, d, r) => { const e = envelope(r, 'docusign', d); ledgerline(c, d, e); return e; } },
  harborview_adobe: { broker: 'Harborview Funding Partners', service: 'adobe', pages: 3, canada: 0.4, typedFont: 'Helvetica', markAsText: false,
    field: (k, n) => `topmostSubform[0].Page${n < 60 ? 1 : 2}[0].${k.replace(/\W/g, '_')}[0]`,
    draw: (c, d, r) => { const e = envelope(r, 'adobe', d); harborview(c, d, e); return e; } },
  keystone_dropboxsign: { broker: 'Keystone Merchant Advisors', service: 'hellosign', pages: 3, canada: 0, typedFont: 'Times-Roman', markAsText: true,
    field: (k) => k, draw: (c, d, r) => { const e = envelope(r, 'hellosign', d); keystone(c, d, e, r.chance(0.35)); return e; } },
  crescent_docusign_onepage: { broker: 'Crescent Ridge Business Funding', service: 'docusign', pages: 2, canada: 0, typedFont: 'Courier', markAsText: true,
    field: (_k, n) => `Text${n}`, draw: (c, d, r) => { const e = envelope(r, 'docusign', d); crescent(c, d, e); return e; } },
};

export interface Independent246Doc {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; layout: string; seed: number; style: Style;
  scan: boolean | 'phone'; country: 'US' | 'CA'; service: Service; envelope_id: string;
  /** Every value placed that gives truth paths (text as printed, page, box in PDF points from the bottom left). */
  locations: Placed[];
  /** Printed values that are not the application's: landlord, bank, references, ISO rep, funders, state of
   *  incorporation, owners' contact details, signature-block repeats and everything on the e-signature certificate. */
  decoys: Placed[];
  skews?: number[];
}

export async function generateIndependent246(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent246Doc> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent246 layout: ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const r = new Rng(`independent246:${layout}:${seed}:${o.style}`);
  const d = makeDeal(r, { canada: def.canada });
  d.iso.company = def.broker;
  d.iso.email = `${d.iso.name.split(' ')[0]!.toLowerCase()}@${def.broker.split(' ').slice(0, 2).join('').toLowerCase()}.com`;
  const c = new Canvas(o.style, r, def.field, def.typedFont, def.markAsText, def.service === 'docusign' ? 'Docusign' : def.service === 'adobe' ? 'Adobe Acrobat Sign' : 'Dropbox Sign');
  const e = def.draw(c, d, r);
  let pdf = await c.end();
  let skews: number[] | undefined;
  if (o.scan) {
    const s = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent246:${layout}:${seed}` });
    pdf = s.pdf; skews = s.skews;
  }
  const locations = c.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = c.placed.filter((p) => Object.keys(p.fields).length === 0 && p.text !== '');
  return { pdf, truth: truthFrom(c.placed), broker: def.broker, pages: c.page, layout, seed, style: o.style, scan: o.scan, country: d.country,
    service: def.service, envelope_id: e.id, locations, decoys, ...(skews ? { skews } : {}) };
}
