// Set 109: MCA applications signed through (invented) e-signature platforms in 2026 and downloaded as completed PDFs:
// envelope IDs on every page, values as the platform's text tabs over a US or Canadian broker's form, initials boxes,
// signature images and a certificate / audit-trail page at the end.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { emptyApplication } from '../generator/truth.ts';
import type { Ctx } from './kit.ts';
import { bluemesa, harborline } from './layouts-us.ts';
import { keystone, northpeak, prairie } from './layouts-more.ts';
import { gulfcoast } from './layouts-gulf.ts';
import type { Country } from './merchant.ts';
import { makeMerchant } from './merchant.ts';
import { PLATFORMS, envelope } from './platforms.ts';
import type { Printed, Style } from './sheet.ts';
import { Sheet } from './sheet.ts';

interface LayoutDef { broker: string; country: Country; platform: string; draw: (c: Ctx) => void; sender: [string, string] }
const LAYOUTS: Record<string, LayoutDef> = {
  inkseal_harborline_us: { broker: 'Harborline Capital Partners', country: 'US', platform: 'inkseal', draw: harborline, sender: ['Danielle Ferraro', 'dferraro@harborlinecp.com'] },
  cratesign_bluemesa_us: { broker: 'Blue Mesa Funding Group', country: 'US', platform: 'cratesign', draw: bluemesa, sender: ['Cody Benally', 'cody@bluemesafunding.com'] },
  paperpact_keystone_us: { broker: 'Keystone Merchant Advisors', country: 'US', platform: 'paperpact', draw: keystone, sender: ['Gina Russo', 'grusso@keystonema.com'] },
  quillmark_northpeak_ca: { broker: 'NorthPeak Business Funding', country: 'CA', platform: 'quillmark', draw: northpeak, sender: ['Marc-Andre Leblanc', 'mleblanc@northpeakfunding.ca'] },
  signharbor_prairie_ca: { broker: 'Prairie Lantern Capital', country: 'CA', platform: 'signharbor', draw: prairie, sender: ['Kelsey Friesen', 'kelsey@prairielantern.ca'] },
  inkseal_gulfcoast_us: { broker: 'Gulf Coast Capital Source', country: 'US', platform: 'inkseal', draw: gulfcoast, sender: ['Travis Boudreaux', 'travis@gulfcoastcapsource.com'] },
};
export const INDEPENDENT109_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated109 {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: Country; platform: string; pages: number;
  /** Every printed value with the truth paths it gives (acroform: its field name in the fillable style). */
  printed: Printed[];
  /** Printed values that are not the application's (envelope IDs, signer e-mails, IPs, timestamps, bank, landlord ...). */
  decoys: Printed[];
  /** The number of the last page: the platform's certificate / audit trail. */
  certificatePage: number;
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

function truthFrom(printed: Printed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent109(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated109> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent109:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), def.country);
  const p = PLATFORMS[def.platform]!;
  const s = new Sheet(opts.style, rng.fork(`sheet:${opts.style}`));
  s.tabFont = p.tabFont;
  s.tabColor = p.tabColor;
  const env = envelope(rng.fork('envelope'), p, `Please sign: ${def.broker} Application - ${m.dba ?? m.legal}`, m.owners,
    { name: def.sender[0], email: def.sender[1], company: def.broker });
  s.header((sh) => p.header(sh, env));
  def.draw({ s, m, env, p });
  p.certificate(s, env);
  let pdf = await s.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, rng.fork('scan').chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO)).pdf;
  return { pdf, truth: truthFrom(s.printed), layout, broker: def.broker, country: def.country, platform: p.name, pages: s.page,
    printed: s.printed, decoys: s.decoys, certificatePage: s.page };
}
