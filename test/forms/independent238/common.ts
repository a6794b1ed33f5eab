// Shared pieces of set 238's layouts: truth assembly from what was placed, decoy people and numbers, logos, signatures.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Kit, Placed238 } from './kit.ts';
import { fmtMoney, type Lang, type Merchant, type Owner } from './data.ts';

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the placed values only: what a careful reader of the printed page gets. */
export function truthFrom(placed: Placed238[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
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

export const A = (i: number, f: keyof TruthApplicant): string => `application.applicants[${i}].${f}`;

/** The SIN as printed, and its truth (null when masked). */
export function sinText(o: Owner, rng: Rng, lang: Lang, maskP = 0.3): { text: string; masked: boolean } {
  const d = o.p.sin;
  if (rng.chance(maskP)) {
    const tail = d.slice(6);
    return { text: rng.pick([`XXX XXX ${tail}`, `***-***-${tail}`, lang === 'fr' ? `*** *** ${tail}` : `xxx-xxx-${tail}`]), masked: true };
  }
  return { text: rng.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`]), masked: false };
}

/** Places an owner's SIN with the truth fields it gives. */
export function placeSin(k: Kit, i: number, o: Owner, x: number, y: number, w: number, lang: Lang, maskP = 0.3): void {
  const s = sinText(o, k.rng, lang, maskP);
  k.value(`owner${i}_sin`, s.text, x, y, w, s.masked ? {} : { [A(i, 'tax_id')]: o.p.sin, [A(i, 'tax_id_type')]: 'SIN', [A(i, 'tax_id_country')]: 'CA' });
}

/** The business number as printed: with its program account (then the truth keeps it) or bare 9 digits. */
export function bnText(m: Merchant, rng: Rng): { text: string; truth: string } {
  if (m.program) {
    const text = rng.pick([`${m.bn} ${m.program}`, `${m.bn}${m.program}`, `${m.bn.slice(0, 3)} ${m.bn.slice(3, 6)} ${m.bn.slice(6)} ${m.program}`]);
    return { text, truth: `${m.bn}${m.program}` };
  }
  return { text: rng.pick([m.bn, `${m.bn.slice(0, 3)} ${m.bn.slice(3, 6)} ${m.bn.slice(6)}`]), truth: m.bn };
}
export const bnFields = (truth: string): Record<string, string> => ({ 'application.business_tax_id': truth, 'application.business_tax_id_type': 'BN',
  'application.business_tax_id_country': 'CA' });

export interface Decoys { bank: string; transit: string; institution: string; account: string; funders: { name: string; balance: string; payment: string }[];
  landlord: string; landlordPhone: string; rent: string; rep: string; repPhone: string; repEmail: string; neq: string; tvq: string; gst: string; sales: string }

export function decoys(rng: Rng, m: Merchant): Decoys {
  const fr = m.lang === 'fr';
  const bank = rng.pick(fr ? ['Desjardins', 'Banque Nationale', 'RBC Banque Royale', 'Banque Laurentienne'] : ['TD Canada Trust', 'BMO Bank of Montreal', 'Scotiabank', 'ATB Financial', 'CIBC']);
  const nf = rng.int(0, 2);
  const funders = ['Avance Nordique inc.', 'Clearline Capital', 'Maple Advance Co.', 'Rivière Financement', 'Summit North Funding'].slice(0, 5);
  rng.shuffle(funders);
  const fund = funders.slice(0, nf).map((name) => ({ name, balance: fmtMoney(rng.int(40, 900) * 100, m.lang, rng), payment: fmtMoney(rng.int(90, 900) + 0.5 * rng.int(0, 1), m.lang, rng) }));
  const rep = rng.pick(fr ? ['Sylvain Paradis', 'Annie Beaulieu', 'Karim Haddad'] : ['Derek Holloway', 'Samantha Reid', 'Ravi Chandra']);
  return { bank, transit: rng.digits(5), institution: rng.pick(['815', '006', '003', '039', '004', '002', '010', '219']), account: rng.digits(7),
    funders: fund, landlord: rng.pick(fr ? ['Immeubles Saint-Laurent inc.', 'Gestion Beaudry ltée', 'Pierre-Luc Drouin'] : ['Cedarbrook Properties Ltd.', 'Harold Finch', 'Lakeshore REIT']),
    landlordPhone: `${rng.pick(['514', '418', '613', '416', '604', '403'])}-${rng.digits(3)}-${rng.digits(4)}`, rent: fmtMoney(rng.int(12, 95) * 100, m.lang, rng),
    rep, repPhone: `1-${rng.pick(['888', '877', '855'])}-${rng.digits(3)}-${rng.digits(4)}`, repEmail: `${rep.split(' ')[0]!.toLowerCase()}@courtage-demo.ca`,
    neq: `11${rng.pick(['4', '6', '7'])}${rng.digits(7)}`, tvq: `${rng.digits(10)} TQ0001`, gst: `${m.bn} RT0001`,
    sales: fmtMoney(rng.int(18, 160) * 1000, m.lang, rng) };
}

/** A phone/e-mail/website trio: printed context, not fields. */
export function contact(rng: Rng, m: Merchant): { phone: string; email: string; web: string } {
  const slug = m.legal.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '').slice(0, 12) || 'entreprise';
  return { phone: `(${rng.pick(['514', '819', '450', '613', '905', '250', '403'])}) ${rng.digits(3)}-${rng.digits(4)}`, email: `info@${slug}.ca`, web: `www.${slug}.ca` };
}

/** A scribbled signature: strokes only, never text. */
export function scribble(k: Kit, x: number, y: number, w: number): void {
  const d = k.doc;
  d.save().lineWidth(0.9).strokeColor('#1a2a6c');
  d.moveTo(x, y);
  let cx = x;
  while (cx < x + w) {
    const nx = cx + k.rng.float(6, 14);
    d.bezierCurveTo(cx + 3, y - k.rng.float(4, 12), nx - 3, y + k.rng.float(2, 8), nx, y - k.rng.float(-2, 3));
    cx = nx;
  }
  d.stroke().restore();
}

/** Section heading band. */
export function band(k: Kit, text: string, x: number, y: number, w: number, fill: string, color = '#ffffff', h = 13): void {
  k.doc.rect(x, y, w, h).fill(fill);
  k.label(text, x + 5, y + 3.2, 8, { bold: true, color });
}
