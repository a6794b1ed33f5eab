// Northbridge Commercial Capital (a Canadian funder in Toronto): one page, crimson bars, bold tiny caps over boxed
// cells with French sub-labels; Operating Name (O/A), Business Number with its program account, province and postal
// code, jurisdiction of incorporation, CAD amounts, ISO dates, owners' SINs (often masked) and Beacon scores, a
// Daily / Weekly remittance row and a PIPEDA consent. Values in Times.
import type { Rng } from '../../statements/generator/prng.ts';
import { limitFreq, type Deal, type Owner } from './deal.ts';
import type { Kit } from './kit.ts';
import type { Layout } from './index.ts';
import { logoArch, signBlock } from './parts.ts';
import { amountV, cityLine, date, dbaV, decoy, dobV, entityOpts, freqOpts, industryV, legalV, money, nameV, pctV, plain, scoreV, ssnV, startV,
  stateV, street, taxV, titleV } from './vals.ts';

const RED = '#9b1c1c', X = 30, W = 552, H = 23;
const O = { ls: 5.6 };

function bar(k: Kit, title: string, y: number, x = X, w = W): number {
  k.bar(title, x, y, w, 11.5, { fill: RED, color: '#fff', size: 7.2 });
  return y + 11.5;
}

function header(k: Kit, d: Deal): number {
  logoArch(k.doc, X + 2, 22, RED, '#555');
  k.text('NORTHBRIDGE', X + 50, 22, { font: 'Helvetica-Bold', size: 15, color: '#222' });
  k.text('COMMERCIAL CAPITAL', X + 50, 39, { font: 'Helvetica', size: 7.5, color: RED });
  const right = ['181 Bay Street, Suite 2210, Toronto, ON  M5J 2T3', 'Tel. 416-555-0164  ·  Toll-free 1-888-555-0165', 'applications@northbridgecapital.ca'];
  right.forEach((t, i) => k.text(t, X + W - 240, 22 + i * 8.5, { size: 6.5, width: 240, align: 'right' }));
  k.text('MERCHANT APPLICATION  /  DEMANDE DE FINANCEMENT', X, 58, { font: 'Helvetica-Bold', size: 10.5 });
  k.text('Date:', X + W - 120, 60, { size: 6.5 });
  k.v(plain(date(d.signed, 'iso'), 'Application Date'), X + W - 98, 55, 98, 13, { size: 8.5 });
  return 74;
}

function business(k: Kit, d: Deal, r: Rng, y0: number): number {
  let y = bar(k, 'BUSINESS INFORMATION  /  RENSEIGNEMENTS SUR L\u2019ENTREPRISE', y0);
  y = k.row(X, y, W, H, [['LEGAL BUSINESS NAME / RAISON SOCIALE', legalV(d), 54], ['OPERATING NAME (O/A) / NOM COMMERCIAL', dbaV(d, 'blank'), 46]], O);
  y = k.row(X, y, W, H, [['STREET ADDRESS / ADRESSE', plain(street(d.addr), 'Street'), 46], ['CITY / VILLE', plain(d.addr.city, 'City'), 24], ['PROVINCE', stateV(d), 12],
    ['POSTAL CODE', plain(d.addr.zip, 'Postal Code'), 18]], O);
  const inc = d.stateOfInc !== d.addr.state ? decoy(d.stateOfInc, 'Jurisdiction') : plain(d.stateOfInc, 'Jurisdiction');
  y = k.row(X, y, W, H, [['BUSINESS NUMBER (BN) & PROGRAM ACCOUNT', taxV(d, r.chance(0.35)), 32], ['JURISDICTION OF INCORPORATION', inc, 26],
    ['DATE STARTED (YYYY-MM-DD)', startV(d, 'iso'), 24], ['# EMPLOYEES', plain(String(d.employees), 'Employees'), 18]], O);
  const ent = entityOpts(d, ['Corporation', 'Sole Proprietorship', 'Partnership']);
  k.checkCell('TYPE OF BUSINESS ENTITY', ent.opts, X, y, W * 0.62, H, { name: 'Entity', other: ent.other, ls: 5.6, size: 7 });
  k.checkCell('PREMISES', [{ label: 'Owned', on: d.own === 'Own' }, { label: 'Leased', on: d.own === 'Lease' }], X + W * 0.62, y, W * 0.38, H, { name: 'Premises', ls: 5.6, size: 7 });
  y += H;
  y = k.row(X, y, W, H, [['NATURE OF BUSINESS', industryV(d), 32], ['BUSINESS TELEPHONE', plain(d.phone, 'Phone'), 20], ['E-MAIL', plain(d.email, 'Email'), 28],
    ['WEBSITE', plain(d.website, 'Website'), 20]], O);
  const ll = d.landlord;
  return k.row(X, y, W, H, [['LANDLORD / PROPERTY MANAGER', ll ? decoy(ll.name, 'Landlord') : null, 40], ['LANDLORD TELEPHONE', ll ? decoy(ll.phone, 'Landlord Phone') : null, 22],
    ['MONTHLY RENT (CAD)', ll ? decoy(money(ll.rent, 'cad'), 'Rent') : null, 20], ['GST/HST REGISTERED', plain(r.chance(0.8) ? 'Yes' : 'No', 'GST'), 18]], O);
}

function financing(k: Kit, d: Deal, y0: number): number {
  let y = bar(k, 'FINANCING REQUEST & BANKING  /  DEMANDE ET BANQUE', y0 + 4);
  y = k.row(X, y, W, H, [['AMOUNT REQUESTED (CAD)', amountV(d, 'cad'), 26], ['PURPOSE OF FUNDS', plain(d.use, 'Purpose'), 30],
    ['AVERAGE MONTHLY SALES (CAD)', decoy(money(d.monthlySales, 'cad'), 'Monthly Sales'), 24], ['CARD SALES %', plain(`${20 + (d.employees % 7) * 10}%`, 'Card Sales'), 20]], O);
  k.checkCell('PREFERRED REMITTANCE', freqOpts(d, [['daily', 'Daily'], ['weekly', 'Weekly']]), X, y, W * 0.3, H, { name: 'Remittance', ls: 5.6, size: 7, radio: true });
  const [transit, inst] = d.bank.routing.split('-') as [string, string];
  y = k.row(X + W * 0.3, y, W * 0.7, H, [['FINANCIAL INSTITUTION', decoy(d.bank.name, 'Bank'), 36], ['TRANSIT #', decoy(transit, 'Transit'), 18], ['INSTITUTION #', plain(inst, 'Institution'), 16],
    ['ACCOUNT #', decoy(d.bank.account, 'Account'), 30]], O);
  const a = d.advances[0];
  return k.row(X, y, W, H, [['EXISTING FINANCING / MCA PROVIDER', a ? decoy(a.funder, 'Funder') : plain('None', 'Funder'), 40], ['BALANCE OWING (CAD)', a ? decoy(money(a.balance, 'cad'), 'Balance') : null, 30],
    ['PAYMENT', a ? decoy(`${money(a.payment)} ${a.freq}`, 'Advance Payment') : null, 30]], O);
}

function owner(k: Kit, o: Owner | undefined, i: number, x: number, y0: number, w: number): number {
  let y = bar(k, `PRINCIPAL ${i + 1}  /  DIRIGEANT ${i + 1}`, y0, x, w);
  y = k.row(x, y, w, H, [['FULL NAME / NOM COMPLET', o ? nameV(o, i) : null, 64], ['TITLE / TITRE', o ? titleV(o, i) : null, 36]], O);
  y = k.row(x, y, w, H, [['% OWNERSHIP', o ? pctV(o, i) : null, 22], ['SOCIAL INSURANCE NUMBER (SIN)', o ? ssnV(o, i) : null, 44], ['DATE OF BIRTH', o ? dobV(o, i, 'iso') : null, 34]], O);
  y = k.row(x, y, w, H, [['HOME ADDRESS / ADRESSE PERSONNELLE', o ? decoy(street(o.home), 'Home Street') : null, 100]], O);
  y = k.row(x, y, w, H, [['CITY, PROVINCE, POSTAL CODE', o ? decoy(cityLine(o.home), 'Home City') : null, 100]], O);
  return k.row(x, y, w, H, [['MOBILE', o ? plain(o.cell) : null, 36], ['BEACON SCORE (EST.)', o ? scoreV(o, i) : null, 26], ['E-MAIL', o ? plain(o.email) : null, 38]], O);
}

const PIPEDA = 'Each of the undersigned consents to Northbridge Commercial Capital Inc. and its funding partners collecting, using and disclosing '
  + 'personal information about the undersigned, including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose '
  + 'of evaluating this application, verifying identity, and administering any financing, in accordance with the Personal Information Protection '
  + 'and Electronic Documents Act (PIPEDA). The undersigned certifies that the information in this application is true and complete and authorizes '
  + 'Northbridge to contact the financial institution, landlord and trade references named above. This consent may be withdrawn on written notice, '
  + 'subject to legal and contractual restrictions. Les parties ont exigé que ce document soit rédigé en anglais.';

export const northbridge: Layout = {
  name: 'northbridge-canada', country: 'CA', maxOwners: 2, creator: 'Adobe InDesign 18.2 (Macintosh)',
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Times-Roman', ink: '#1a1a5e', hand: 'Patrick', mark: 'X' },
  draw(k: Kit, d: Deal, r: Rng): void {
    limitFreq(d, ['daily', 'weekly'], r);
    let y = header(k, d);
    y = business(k, d, r, y);
    y = financing(k, d, y);
    const cw = (W - 10) / 2;
    owner(k, d.owners[0], 0, X, y + 5, cw);
    y = owner(k, d.owners[1], 1, X + cw + 10, y + 5, cw);
    y = bar(k, 'CONSENT & SIGNATURES  /  CONSENTEMENT ET SIGNATURES', y + 5);
    y += k.para(PIPEDA, X, y + 4, W, { size: 6.1 }) + 32;
    signBlock(k, d.owners[0], X, y, cw, d, 'iso', 'Signature (Principal 1)');
    signBlock(k, d.owners[1], X + cw + 10, y, cw, d, 'iso', 'Signature (Principal 2)');
    k.rect(X, y + 26, W, 30, { fill: '#f7eded', stroke: '#999' });
    k.text('BROKER / REFERRAL PARTNER', X + 3, y + 28, { size: 5.5, font: 'Helvetica-Bold' });
    k.row(X + 3, y + 35, W - 6, 19, [['BROKER NAME', decoy(`${d.rep.first} ${d.rep.last}`, 'Broker Name'), 35], ['BROKER TELEPHONE', decoy(d.rep.phone, 'Broker Phone'), 30],
      ['BROKER E-MAIL', decoy(`${d.rep.mailbox}@maplefinancial.ca`, 'Broker Email'), 35]], { ls: 5 });
    k.text('NCC-APP-EN 2024-01', X, 768, { size: 5.5, color: '#666' });
  },
};
