// Two US layouts unlike a plain form: a San Juan broker's form (state PR, a sole proprietor's SSN as the tax ID, a
// Delaware incorporation and owners living on the mainland), and a New Mexico funder's engraved-looking form with
// labels in small capitals and values in a script-like italic.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, money, dateAs } from './draw.ts';
import { merchant } from './model.ts';
import { blanks, ownerPrinted, maskedId, truthOf, digits } from './common.ts';

/** Borinquen Capital Partners (San Juan, PR): English/Spanish mix, labels left of the lines, a sole proprietor files with an SSN. */
export function prBroker(f: Form, rng: Rng): TruthApplication {
  const m = merchant(rng, 'es', { state: 'PR', cities: ['San Juan', 'Bayamón', 'Carolina', 'Ponce', 'Caguas'], zip: () => `00${rng.int(600, 988)}`, canada: false },
    [['LLC', 'llc', 'LLC'], ['Corp.', 'c_corporation', 'Corp.'], ['Sole Proprietor', 'sole_proprietorship', ''], ['Inc.', 'c_corporation', 'Inc.']],
    ['Owner', 'Partner', 'Managing Member', 'Secretary'], 3);
  const b = blanks(rng, m);
  const sole = m.entity.id === 'sole_proprietorship';
  const taxText = sole ? m.owners[0]!.ssn : m.taxId;
  f.rect(0, 0, 612, 56, '#0b3d91');
  f.doc.fillColor('#fff').font('Helvetica-Bold').fontSize(17).text('BORINQUEN CAPITAL PARTNERS', 40, 16, { lineBreak: false });
  f.doc.fontSize(8).text('Ave. Muñoz Rivera 1050, Oficina 7 · San Juan, PR 00927 · Business Funding Application', 40, 38, { lineBreak: false });
  f.doc.fillColor('#222');
  const F = (x: number, y: number, w: number, l: string, v: string | null, decoy = false) => f.field(x, y, w, l, v, { decoy, labelW: f.doc.font('Helvetica').fontSize(7.5).widthOfString(l) + 6 });
  F(40, 72, 532, 'Business Legal Name (Nombre legal):', m.legal);
  F(40, 94, 300, 'DBA (Nombre comercial):', m.dba);
  F(350, 94, 222, 'Entity (Entidad):', b.entity ? null : m.entity.text);
  F(40, 116, 300, sole ? 'Tax ID (EIN or SSN):' : 'Tax ID (EIN or SSN):', taxText);
  F(350, 116, 222, 'State of Incorporation:', sole ? null : 'Delaware', true);
  F(40, 138, 532, 'Physical Address (Dirección física):', `${m.street}, ${m.city}, PR ${m.zip}`);
  F(40, 160, 300, 'Industry / Industria:', m.industry.text);
  F(350, 160, 222, 'Business Start Date:', b.start ? null : dateAs(m.start, 'mdy'));
  F(40, 182, 260, 'Amount Requested (Cantidad):', b.amount ? null : `$${money(m.amount)}`);
  F(310, 182, 262, 'Avg. Monthly Sales (Ventas):', `$${money(m.amount / 2)}`, true);
  F(40, 204, 260, 'Landlord / Casero:', m.landlord, true);
  F(310, 204, 262, 'Rent / Renta:', `$${money(rng.int(12, 60) * 100)}`, true);
  let y = 236;
  for (const [i, o] of m.owners.entries()) {
    f.label(40, y, `OWNER ${i + 1} / DUEÑO ${i + 1}`, { size: 8.5, font: 'Helvetica-Bold' });
    F(40, y + 14, 330, 'Name (Nombre):', ownerPrinted(o, b.lastFirst));
    F(380, y + 14, 192, 'Title:', o.title);
    F(40, y + 36, 160, 'Ownership %:', `${o.pct}`);
    F(210, y + 36, 180, 'SSN (Seguro Social):', b.ssnMasked[i] && !(sole && i === 0) ? maskedId(o.ssn) : o.ssn);
    F(400, y + 36, 172, 'DOB:', b.dob[i] ? null : dateAs(o.dob, 'mdy'));
    F(40, y + 58, 532, 'Home Address (Residencia):', `${o.home}, ${o.homeState === 'PR' ? 'Orlando, FL' : `${o.homeState}`}`, true);
    y += 86;
  }
  f.label(40, y, 'Bank / Banco', { size: 8.5, font: 'Helvetica-Bold' });
  F(40, y + 14, 200, 'Bank Name:', m.bank, true); F(250, y + 14, 150, 'ABA:', m.routing, true); F(410, y + 14, 162, 'Acct #:', m.account, true);
  f.label(40, y + 44, 'I/We certify that the information is true and authorize Borinquen Capital Partners and its funding partners to obtain consumer ' +
    'and business credit reports. / Certifico que la información es correcta.', { size: 7, width: 532 });
  F(40, y + 76, 300, 'Signature / Firma:', null); F(350, y + 76, 222, 'Date / Fecha:', null);
  F(40, y + 100, 300, 'ISO Representative:', m.rep, true);
  if (sole) b.ssnMasked[0] = false;
  return truthOf(m, b, { country: 'US', taxType: sole ? 'SSN' : 'EIN', taxId: digits(taxText), freq: false, payment: false, count: false, credit: false, dob: true });
}

/** Mesa Verde Merchant Funding (Santa Fe): labels in small capitals, values in a script-like italic, a boxed two-column page. */
export function smallCapsScript(f: Form, rng: Rng): TruthApplication {
  const m = merchant(rng, 'en', { state: rng.pick(['NM', 'AZ', 'CO']), cities: ['Santa Fe', 'Albuquerque', 'Flagstaff', 'Durango'], zip: () => String(rng.int(80001, 88439)), canada: false },
    [['Limited Liability Company', 'llc', 'LLC'], ['S Corporation', 's_corporation', 'Inc.'], ['Limited Partnership', 'limited_partnership', 'LP'], ['Co-op', 'cooperative', 'Cooperative']],
    ['Managing Member', 'Member', 'Treasurer', 'Director'], 3);
  const b = blanks(rng, m);
  f.label(0, 30, 'Mesa Verde Merchant Funding', { size: 20, font: 'Times-Italic', width: 612, align: 'center' });
  f.label(0, 56, 'APPLICATION FOR A PURCHASE OF FUTURE RECEIVABLES', { size: 8, font: 'Times-Roman', width: 612, align: 'center' });
  f.line(60, 72, 492);
  const S = (x: number, y: number, w: number, l: string, v: string | null, decoy = false) => {
    f.smallCaps(x, y, l, 7.5); f.line(x, y + 24, w); f.value(x + 4, y + 12, w - 8, v, { decoy, font: 'Times-Italic', size: 11.5 });
  };
  S(60, 86, 300, 'Legal Name of Business', m.legal); S(372, 86, 180, 'Form of Entity', b.entity ? null : m.entity.text);
  S(60, 120, 300, 'Trade Name', m.dba); S(372, 120, 180, 'Federal Employer Id. No.', m.taxId.replace('-', ''));
  S(60, 154, 300, 'Street Address', m.street); S(372, 154, 180, 'City, State, Zip', `${m.city}, ${m.state} ${m.zip}`);
  S(60, 188, 300, 'Nature of Business', m.industry.text); S(372, 188, 180, 'Date Established', b.start ? null : dateAs(m.start, 'mdy'));
  S(60, 222, 140, 'Sum Requested', b.amount ? null : money(m.amount)); S(212, 222, 148, 'Daily Remittance', m.freq === 'daily' ? money(m.payment) : null);
  S(372, 222, 180, 'Landlord or Mortgagee', m.landlord, true);
  let y = 266;
  for (const [i, o] of m.owners.entries()) {
    f.smallCaps(60, y, `Principal ${['One', 'Two', 'Three'][i]}`, 9);
    S(60, y + 18, 200, 'Name', ownerPrinted(o, b.lastFirst)); S(272, y + 18, 130, 'Title', o.title); S(414, y + 18, 138, 'Percent Owned', `${o.pct}%`);
    S(60, y + 52, 200, 'Social Security No.', b.ssnMasked[i] ? maskedId(o.ssn) : o.ssn); S(272, y + 52, 130, 'Birth Date', b.dob[i] ? null : dateAs(o.dob, 'mdy'));
    S(414, y + 52, 138, 'Home State', o.homeState === m.state ? null : o.homeState, true);
    y += 100;
  }
  S(60, y, 200, 'Depository Bank', m.bank, true); S(272, y, 130, 'Routing No.', m.routing, true); S(414, y, 138, 'Account No.', m.account, true);
  f.label(60, y + 40, 'The undersigned represent that the foregoing is true and complete and authorize Mesa Verde Merchant Funding to make such credit ' +
    'inquiries as it deems necessary.', { size: 7.5, font: 'Times-Roman', width: 492 });
  S(60, y + 64, 240, 'Signature of Principal', null); S(320, y + 64, 120, 'Date', null);
  const daily = m.freq === 'daily';
  return truthOf(m, b, { country: 'US', taxType: 'EIN', taxId: digits(m.taxId), freq: daily, payment: daily, count: false, credit: false, dob: true });
}
