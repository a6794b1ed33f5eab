// Northstar Business Funding (Canada): bilingual labels to the left inside ruled rows, a red rule, checkbox rows for
// the structure and the remittance schedule, PIPEDA consent. The Business Number with its program account
// ("123456789 RC0001"), SINs ("123 456 789", sometimes masked), dates of birth under a "(DD/MM/YYYY)" label, start
// dates in ISO or "4 March 2015", amounts as "CAD 75,000", "$75 000" or "75 000 $", "50 %".
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import * as F from './formats.ts';
import { decoy, finePrint, put, signature, type LayoutDef } from './kit.ts';
import type { Frequency, Merchant } from './model.ts';
import * as V from './values.ts';

const RED = '#a4161a';
const L = 40, W = 532;
const STRUCTURES = ['Corporation', 'Sole Proprietorship', 'Partnership'] as const;
const PIPEDA = 'PIPEDA CONSENT / CONSENTEMENT: In accordance with the Personal Information Protection and Electronic Documents Act, ' +
  'the applicant and each owner consent to the collection, use and disclosure of their personal information, including credit ' +
  'reports from Equifax Canada and TransUnion Canada, for the purpose of assessing this application and for the administration ' +
  'of any resulting agreement. Personal information may be shared with Northstar\'s funding partners in Canada.';

/** A ruled row of label/value pairs: [label, width, fill]. */
function row(s: Sheet, y: number, cells: [string, number, (x: number, y: number, w: number) => void][]): number {
  let x = L;
  for (const [label, w, fill] of cells) {
    label.split('\n').forEach((t, k) => s.text(t, x + 2, y + 2 + k * 7, { size: 6, color: '#555' }));
    s.doc.font(s.look.font).fontSize(6);
    const lw = Math.min(Math.max(...label.split('\n').map((t) => s.doc.widthOfString(t))) + 6, w * 0.55);
    fill(x + lw + 2, y + 5, w - lw - 6);
    x += w;
    s.rule(x - 2, y, x - 2, y + 22, '#bbb', 0.4);
  }
  s.rule(L, y + 22, L + W, y + 22, '#999', 0.5);
  return y + 22;
}

function heading(s: Sheet, text: string, y: number): number {
  s.text(text, L, y, { size: 9, bold: true, color: RED });
  s.rule(L, y + 12, L + W, y + 12, RED, 1);
  return y + 13;
}

function business(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'BUSINESS / ENTREPRISE', y);
  y = row(s, y, [['Legal Name /\nDénomination', 300, (x, yy, w) => put(s, 'legal_name', V.legal(m), x, yy, w)],
    ['Operating Name (O/A)', 232, (x, yy, w) => put(s, 'dba', V.dba(m, rng.pick<V.DbaFmt>(['name', 'name', 'same', 'blank'])), x, yy, w)]]);
  y = row(s, y, [['Street /\nAdresse', 250, (x, yy, w) => decoy(s, 'street', m.address.street, x, yy, w)],
    ['City / Ville', 130, (x, yy, w) => decoy(s, 'city', m.address.city, x, yy, w)],
    ['Province', 92, (x, yy, w) => put(s, 'province', V.region(m, rng.pick(['code', 'name'] as const)), x, yy, w, 8)],
    ['Postal\nCode', 60, (x, yy, w) => decoy(s, 'postal', m.address.postal, x, yy, w, 8)]]);
  const bnFmt = rng.pick(['bnSpaced', 'bn', 'bnLabelled'] as const);
  y = row(s, y, [['Business Number (BN) /\nNuméro d\'entreprise', 250, (x, yy, w) => put(s, 'bn', V.businessTaxId(m, bnFmt, 'BN'), x, yy, w)],
    ['Date Established', 150, (x, yy, w) => put(s, 'start', V.startDate(m.start, rng.pick<F.DateFmt>(['iso', 'dmy'])), x, yy, w)],
    ['Incorporated\nin', 132, (x, yy, w) => decoy(s, 'inc', m.incRegion, x, yy, w, 8)]]);
  y = row(s, y, [['Industry /\nSecteur', 250, (x, yy, w) => put(s, 'industry', V.industry(m), x, yy, w)],
    ['Telephone', 140, (x, yy, w) => decoy(s, 'phone', F.phone(m.phone, 'dashes'), x, yy, w)],
    ['Email', 142, (x, yy, w) => decoy(s, 'email', m.email, x, yy, w, 7.5)]]);
  s.text('Structure:', L + 2, y + 7, { size: 7, bold: true });
  const opt = V.entityOptions(m, STRUCTURES);
  let x = L + 50;
  for (const label of STRUCTURES) x = s.check(`structure_${label}`, label, x, y + 6, opt.checked === label, { type_of_entity: m.entity.id });
  return y + 24;
}

function request(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'FUNDING REQUEST / DEMANDE DE FINANCEMENT', y);
  const fmt = rng.pick<F.MoneyFmt>(['cad', 'spaceSep', 'frSuffix']);
  y = row(s, y, [['Amount Requested /\nMontant demandé', 220, (x, yy, w) => put(s, 'amount', V.amount(m.amount, fmt), x, yy, w)],
    ['Remittance\nAmount', 160, (x, yy, w) => { if (rng.chance(0.7)) put(s, 'payment', V.payment(m.payment, m.frequency, 'cents'), x, yy, w); }],
    ['Number of\nRemittances', 152, (x, yy, w) => { if (rng.chance(0.6)) put(s, 'n', V.payments(m.nPayments, false), x, yy, w); }]]);
  s.text('Schedule / Fréquence:', L + 2, y + 7, { size: 7, bold: true });
  const shown = rng.chance(0.8);
  let x = L + 92;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as Frequency[]) {
    x = s.check(`freq_${f}`, V.FREQ_LABELS[f], x, y + 6, shown && f === m.frequency, { payment_frequency: f });
  }
  y += 20;
  y = row(s, y, [['Avg. Monthly\nRevenue', 180, (x2, yy, w) => decoy(s, 'revenue', F.money(m.monthlySales, 'cad'), x2, yy, w)],
    ['Financial Institution / Transit-Inst. / Account', 352, (x2, yy, w) => decoy(s, 'bank', `${m.bank.name}  ${m.bank.routing}  ${m.bank.account}`, x2, yy, w, 8)]]);
  return y + 8;
}

function owners(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'OWNERS / PROPRIÉTAIRES', y);
  m.owners.forEach((o, i) => {
    y = row(s, y, [[`Owner ${i + 1} Name / Nom`, 230, (x, yy, w) => put(s, `o${i}_name`, V.ownerName(i, o.person, 'firstLast'), x, yy, w)],
      ['Title / Titre', 150, (x, yy, w) => put(s, `o${i}_title`, V.role(i, o.title), x, yy, w)],
      ['Ownership', 152, (x, yy, w) => put(s, `o${i}_own`, V.ownership(i, o.ownership, rng.pick<F.PctFmt>(['spaced', 'pct'])), x, yy, w)]]);
    y = row(s, y, [['SIN / NAS', 150, (x, yy, w) => put(s, `o${i}_sin`, V.ownerTaxId(i, o, V.ownerTaxFmt(rng, m, i, ['space', 'dash', 'mask'] as const)), x, yy, w)],
      ['Date of Birth\n(DD/MM/YYYY)', 150, (x, yy, w) => put(s, `o${i}_dob`, V.dob(i, o.dob, 'dmySlash'), x, yy, w)],
      ['Home Address', 232, (x, yy, w) => decoy(s, `o${i}_home`, `${o.home.street}, ${o.home.city} ${o.home.region} ${o.home.postal}`, x, yy, w, 7.5)]]);
    y += 4;
  });
  return y + 6;
}

export const northstar: LayoutDef = {
  name: 'northstar-canada',
  broker: 'Northstar Business Funding',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier-Bold', hand: 'patrick', ink: '#203a96', accent: RED, typedMark: 'stroke' },
  merchant: { country: 'CA', maxOwners: 3 },
  draw(s, m, rng) {
    s.box(0, 0, 612, 8, { fill: RED });
    s.text('NORTHSTAR', L, 24, { size: 20, bold: true, color: RED });
    s.text('BUSINESS FUNDING', L + 130, 32, { size: 9, bold: true, color: '#333' });
    s.text('Merchant Application / Demande du commerçant', 340, 26, { size: 9, bold: true });
    s.text('Toronto · Calgary · Montréal   1-877-555-0199', 340, 39, { size: 7, color: '#666' });
    let y = business(s, m, rng, 62);
    y = request(s, m, rng, y + 6);
    y = owners(s, m, rng, y);
    y = heading(s, 'CONSENT / CONSENTEMENT', y);
    y = finePrint(s, L, y + 4, W, PIPEDA, 6.5) + 4;
    y = finePrint(s, L, y, W, undefined, 6) + 8;
    m.owners.slice(0, 2).forEach((o, i) => signature(s, rng, o, L + i * 272, y, 250, i));
    s.text('Broker / Agent:', L, 758, { size: 7 });
    decoy(s, 'iso', `${m.isoRep.name} (${m.isoRep.shop}) ${F.phone(m.isoRep.phone, 'dashes')}`, L + 60, 757, 330, 8);
  },
};
