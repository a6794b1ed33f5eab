// Set 111: long-established brokers' plain old forms still in use in 2026 (typewriter looks, dotted leaders,
// underlined blanks, ALL-CAPS labels, numbered questions, tiny print, re-typed wording). Five US brokers (NY, NJ, IL,
// OH, MI) and one Quebec broker. generateIndependent111(layout, seed, opts) -> { pdf, truth, layout, printed }.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Form, type Printed, type Style } from './form.ts';
import { makeMerchant, type Merchant, type Place } from './merchant.ts';
import { knickerbocker, passaic } from './layouts-ny-nj.ts';
import { lasalle, buckeye } from './layouts-il-oh.ts';
import { motorCity, montRoyal } from './layouts-mi-qc.ts';

type Draw = (f: Form, m: Merchant, r: Rng) => void;
interface Layout { broker: string; place: Place; draw: Draw; valueFont: string }

const zipFrom = (r: Rng, prefixes: readonly string[]) => (): string => `${r.pick(prefixes)}${r.digits(2)}`;
function places(r: Rng): Record<string, Place> {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return {
    NY: { code: 'NY', name: 'New York', cities: ['New York', 'Brooklyn', 'Bronx', 'Yonkers', 'Staten Island', 'Flushing'], zip: zipFrom(r, ['100', '112', '104', '107', '103']), area: ['212', '718', '347', '914', '646'] },
    NJ: { code: 'NJ', name: 'New Jersey', cities: ['Clifton', 'Paterson', 'Passaic', 'Newark', 'Wayne', 'Hackensack'], zip: zipFrom(r, ['070', '074', '075', '076']), area: ['973', '201', '862', '551'] },
    IL: { code: 'IL', name: 'Illinois', cities: ['Chicago', 'Cicero', 'Evanston', 'Oak Park', 'Skokie', 'Joliet'], zip: zipFrom(r, ['606', '604', '602', '601']), area: ['312', '773', '708', '847', '630'] },
    OH: { code: 'OH', name: 'Ohio', cities: ['Columbus', 'Dublin', 'Westerville', 'Dayton', 'Newark', 'Grove City'], zip: zipFrom(r, ['432', '430', '453', '431']), area: ['614', '380', '937', '740'] },
    MI: { code: 'MI', name: 'Michigan', cities: ['Troy', 'Detroit', 'Warren', 'Sterling Heights', 'Dearborn', 'Royal Oak'], zip: zipFrom(r, ['480', '482', '481', '483']), area: ['248', '313', '586', '734'] },
    QC: { code: 'QC', name: 'Quebec', cities: ['Montreal', 'Laval', 'Longueuil', 'Terrebonne', 'Brossard'], area: ['514', '438', '450'],
      zip: () => `H${r.int(1, 9)}${r.pick([...L])} ${r.int(1, 9)}${r.pick([...L])}${r.int(0, 9)}` },
  };
}

const LAYOUTS: Record<string, Omit<Layout, 'place'> & { region: string }> = {
  knickerbocker_ny: { broker: 'Knickerbocker Commercial Funding Corp.', region: 'NY', draw: knickerbocker, valueFont: 'Courier' },
  passaic_valley_nj: { broker: 'Passaic Valley Business Capital, Inc.', region: 'NJ', draw: passaic, valueFont: 'Courier' },
  lasalle_street_il: { broker: 'LaSalle Street Merchant Finance, Ltd.', region: 'IL', draw: lasalle, valueFont: 'Courier' },
  buckeye_oh: { broker: 'Buckeye Merchant Services', region: 'OH', draw: buckeye, valueFont: 'Courier' },
  motor_city_mi: { broker: 'Motor City Commercial Capital Co.', region: 'MI', draw: motorCity, valueFont: 'Courier' },
  mont_royal_qc: { broker: 'Financement Commercial Mont-Royal inc.', region: 'QC', draw: montRoyal, valueFont: 'Courier' },
};

export const INDEPENDENT111_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated111 {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: 'US' | 'CA';
  /** Every value and checked box drawn, with the truth it gives; decoys have no fields. */
  printed: Printed[]; style: Style; scan: boolean;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed values give it: null wherever nothing printed gives a field. */
export function truthFrom(printed: readonly Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    if (p.decoy) continue;
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return app;
}

export async function generateIndependent111(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated111> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent111:${layout}:${seed}`);
  const place = places(rng.fork('place'))[def.region]!;
  const m = makeMerchant(rng, place);
  const form = new Form(opts.style, rng.fork(`style:${opts.style}`), def.valueFont, `${def.broker} - Application`);
  def.draw(form, m, rng.fork('layout'));
  let pdf = await form.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: truthFrom(form.printed), layout, broker: def.broker, country: m.country, printed: form.printed, style: opts.style, scan: opts.scan };
}
