// Independent generator, set 251: Canadian broker and funder application forms (English and bilingual), four
// fictional brokers, three styles, optional scan. The truth is built only from the values the layout placed.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Canvas, type Box, type PlacedValue, type Style } from './canvas.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { fleurDeLys, northbridge } from './layouts-a.ts';
import { atlanticHarbour, prairieSky } from './layouts-b.ts';

export type { PlacedValue } from './canvas.ts';

interface LayoutDef {
  broker: string; font: string; provinces: readonly string[];
  roles: { sole: string[]; corp: string[]; partner: string[] };
  draw: (c: Canvas, m: Merchant, rng: Rng) => void;
}

const EN_ROLES = { sole: ['Owner', 'Sole Proprietor', 'Proprietor'], corp: ['President', 'CEO', 'Director', 'Secretary-Treasurer', 'VP Operations'], partner: ['Partner', 'Managing Partner'] };
const LAYOUTS: Record<string, LayoutDef> = {
  'northbridge-grid': { broker: 'Northbridge Capital Partners', font: 'Helvetica', provinces: ['ON', 'ON', 'ON', 'BC', 'AB', 'MB'], roles: EN_ROLES, draw: northbridge },
  'fleurdelys-bilingue': { broker: 'Fleur-de-Lys Financement', font: 'Times-Roman', provinces: ['QC', 'QC', 'QC', 'QC', 'NB', 'ON'],
    roles: { sole: ['Propriétaire', 'Owner'], corp: ['Président', 'Présidente', 'President', 'Secrétaire-trésorier', 'Administrateur'], partner: ['Associé', 'Associée', 'Partner'] }, draw: fleurDeLys },
  'prairiesky-schedule': { broker: 'Prairie Sky Business Funding', font: 'Courier', provinces: ['AB', 'AB', 'SK', 'MB', 'BC'], roles: EN_ROLES, draw: prairieSky },
  'atlantic-quickapp': { broker: 'Atlantic Harbour Merchant Services', font: 'Helvetica', provinces: ['NS', 'NS', 'NB', 'NL', 'PE'], roles: EN_ROLES, draw: atlanticHarbour },
};

export const INDEPENDENT251_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent251Options { style: Style; scan: boolean | 'phone' }
export interface Independent251Result {
  pdf: Uint8Array; truth: TruthApplication; broker: string; pages: number; layout: string; seed: number; style: Style; scan: boolean | 'phone';
  /** Every value placed that gives truth fields (page text or AcroForm field). */
  locations: PlacedValue[];
  /** Printed values that are not the application's (BN program decoys, GST/QST, bank, landlord, ISO rep, funders ...). */
  decoys: { key: string; text: string; page: number; box: Box; acroform_field?: string }[];
  skews?: number[];
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values: a value placed with fields is a location, without fields a decoy. */
export function truthFrom(placed: PlacedValue[]): { truth: TruthApplication; locations: PlacedValue[]; decoys: Independent251Result['decoys'] } {
  const truth = emptyApplication();
  const locations: PlacedValue[] = [];
  const decoys: Independent251Result['decoys'] = [];
  for (const p of placed) {
    const entries = Object.entries(p.fields);
    if (!entries.length) {
      decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
      continue;
    }
    locations.push(p);
    for (const [path, v] of entries) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (truth.applicants.length <= i) truth.applicants.push({ ...EMPTY_APPLICANT });
        (truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (truth as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return { truth, locations, decoys };
}

export async function generateIndependent251(layout: string, seed: number, o: Independent251Options): Promise<Independent251Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const rng = new Rng(`independent251:${layout}:${seed}`);
  const m = makeMerchant(rng, def.provinces, def.roles);
  const styleRng = new Rng(`independent251:${layout}:${seed}:${o.style}`);
  const c = new Canvas(o.style, styleRng, def.font, `${def.broker} forms`);
  def.draw(c, m, rng);
  let pdf = await c.finish();
  const { truth, locations, decoys } = truthFrom(c.placed);
  const base = { truth, broker: def.broker, pages: c.page, layout, seed, style: o.style, scan: o.scan, locations, decoys };
  if (!o.scan) return { pdf, ...base };
  const scanned = await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent251:${layout}:${seed}` });
  pdf = scanned.pdf;
  return { pdf, ...base, skews: scanned.skews };
}
