// Meridian Merchant Funding: a two-page serif form of "Label: ________" lines in two columns, the entity type as free
// text, the state only inside a "City / State / Zip" line, the office panel between the request and the owners, and
// owners as "Owner 1 / Owner 2" blocks (Owner 3 / Owner 4 continue on page 2) with First, M.I. and Last apart.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import {
  amountF, cityLine, countF, dbaF, dobF, entityF, firstF, freqF, homeLine, industryF, lastF, legalF, paymentF, pctF, pctText,
  roleF, scoreF, ssnF, startF, stateF, taxF,
} from './fields.ts';
import type { Deal, Owner } from './model.ts';

const T = 'Times-Roman', TB = 'Times-Bold', WINE = '#5b1a2b';

/** "Label: ____" with the value on the rule; returns the y of the next line. */
function line(s: Sheet, label: string, x: number, y: number, w: number, key: string, text: string | null | undefined,
  fields: Record<string, unknown>, decoy = false): number {
  s.text(`${label}:`, x, y + 4, { size: 8.5, font: T });
  const lw = s.width(`${label}:`, T, 8.5) + 4;
  s.line(x + lw, y + 14, x + w, y + 14, '#555', 0.5);
  s.val(key, text, fields, x + lw, y + 1, w - lw, { decoy });
  return y + 19;
}

function heading(s: Sheet, title: string, y: number): void {
  s.text(title, 40, y, { size: 10.5, font: TB, color: WINE });
  s.line(40, y + 13, 572, y + 13, WINE, 0.8);
}

function ownerBlock(s: Sheet, rng: Rng, o: Owner | undefined, i: number, x: number, y: number): void {
  s.box(x, y, 258, 160, { stroke: '#b9a9ae' });
  s.text(`Owner ${i + 1}${i === 0 ? ' (Principal)' : ''}`, x + 6, y + 5, { size: 9, font: TB });
  const k = (f: string) => `owner${i + 1}.${f}`;
  const w = 246;
  let yy = y + 18;
  s.text('First Name', x + 6, yy + 15, { size: 6, font: T, color: '#555' });
  s.text('M.I.', x + 112, yy + 15, { size: 6, font: T, color: '#555' });
  s.text('Last Name', x + 140, yy + 15, { size: 6, font: T, color: '#555' });
  s.line(x + 6, yy + 14, x + 104, yy + 14, '#555', 0.5);
  s.line(x + 112, yy + 14, x + 132, yy + 14, '#555', 0.5);
  s.line(x + 140, yy + 14, x + 252, yy + 14, '#555', 0.5);
  if (o) {
    s.val(k('first'), o.first, firstF(i, o), x + 6, yy + 1, 98);
    s.val(k('mi'), o.middle, {}, x + 112, yy + 1, 20);
    s.val(k('last'), o.last, lastF(i, o), x + 140, yy + 1, 112);
  }
  yy += 24;
  yy = line(s, 'Title', x + 6, yy, 150, k('title'), o?.role, o ? roleF(i, o) : {});
  line(s, '% Owned', x + 160, yy - 19, w - 154, k('pct'), o ? pctText(rng, o) : null, o ? pctF(i, o) : {});
  yy = line(s, 'SSN', x + 6, yy, 130, k('ssn'), o?.ssnText, o ? ssnF(i, o) : {});
  line(s, 'Date of Birth', x + 140, yy - 19, w - 134, k('dob'), o?.dobText, o ? dobF(i, o) : {});
  yy = line(s, 'Credit Score (self-reported)', x + 6, yy, w, k('fico'), o?.score == null ? null : String(o.score), o ? scoreF(i, o) : {});
  yy = line(s, 'Home Address', x + 6, yy, w, k('home'), o ? homeLine(o) : null, {}, true);
  line(s, 'Cell Phone', x + 6, yy, w, k('phone'), o?.phone, {}, true);
}

export function meridian(s: Sheet, d: Deal, rng: Rng): void {
  s.text('MERIDIAN MERCHANT FUNDING', 40, 30, { size: 19, font: TB, color: WINE });
  s.text('A direct funder of future receivables  \u2022  410 Harbor Way, Floor 6, Fort Lauderdale, FL 33301  \u2022  (954) 555-0193', 40, 53, { size: 7.5, font: T });
  s.text('MERCHANT APPLICATION', 440, 34, { size: 10, font: TB });
  s.line(40, 66, 572, 66, WINE, 1.6);
  s.line(40, 69, 572, 69, WINE, 0.5);

  heading(s, 'I.  Business Information', 78);
  let y = 96;
  line(s, 'Legal Name of Business', 40, y, 300, 'biz.legal', d.legal, legalF(d));
  y = line(s, 'DBA', 350, y, 222, 'biz.dba', d.dbaText, dbaF(d));
  line(s, 'Entity Type', 40, y, 300, 'biz.entity', d.entityText, entityF(d));
  y = line(s, 'State of Organization', 350, y, 222, 'biz.inc_state', d.entity === 'sole_proprietorship' ? null : d.incState, {}, true);
  line(s, 'Federal Tax ID (EIN)', 40, y, 190, 'biz.tax_id', d.taxText, taxF(d));
  line(s, 'Date Business Started', 236, y, 178, 'biz.start', d.startText, startF(d));
  y = line(s, 'Yrs. in Bus.', 420, y, 152, 'biz.years', String(d.years), {});
  line(s, 'Business Address', 40, y, 300, 'biz.street', d.address.street, {});
  y = line(s, 'City / State / Zip', 350, y, 222, 'biz.city_state_zip', cityLine(d), stateF(d));
  line(s, 'Nature of Business', 40, y, 300, 'biz.industry', d.industryText, industryF(d));
  y = line(s, 'Phone', 350, y, 222, 'biz.phone', d.bizPhone, {});
  line(s, 'E-mail', 40, y, 300, 'biz.email', d.email, {});
  y = line(s, 'Gross Monthly Sales', 350, y, 222, 'biz.sales', d.monthlySales, {});

  heading(s, 'II.  Funding Request', y + 4);
  y += 22;
  line(s, 'Amount Requested', 40, y, 250, 'request.amount', d.amountText, amountF(d));
  y = line(s, 'Use of Proceeds', 300, y, 272, 'request.use', d.useOfFunds, {});
  line(s, 'Proposed Payment', 40, y, 180, 'request.payment', d.paymentText, paymentF(d));
  line(s, 'No. of Payments', 230, y, 160, 'request.count', d.count === null ? null : String(d.count), countF(d));
  y = line(s, 'Frequency', 400, y, 172, 'request.frequency', d.freqText, freqF(d));

  // The office panel: grey, dashed, and full of amounts and names that are not the merchant's.
  s.box(40, y + 4, 532, 46, { fill: '#f1eeee', stroke: '#9a8f91' });
  s.text('FOR OFFICE USE ONLY \u2014 do not write in this area', 46, y + 8, { size: 7, font: TB, color: WINE });
  const o = d.office;
  const rows: [string, string, string][] = [['Underwriter', 'office.underwriter', o.underwriter], ['ISO No.', 'office.iso', o.iso],
    ['Deal ID', 'office.deal_id', o.dealId], ['Approved Amount', 'office.approval', o.approval], ['Factor Rate', 'office.factor', o.factor],
    ['Sales Rep', 'office.rep', o.rep]];
  rows.forEach(([label, key, v], i) => line(s, label, 46 + (i % 3) * 176, y + 18 + Math.floor(i / 3) * 14, 168, key, v, {}, true));
  y += 58;

  heading(s, 'III.  Owner Information  (all owners of 20% or more)', y);
  ownerBlock(s, rng, d.owners[0], 0, 40, y + 20);
  ownerBlock(s, rng, d.owners[1], 1, 314, y + 20);
  s.text('Additional owners continue on page 2.', 40, y + 186, { size: 7, font: 'Times-Italic' });
  s.text('Meridian Merchant Funding \u2022 Application MMF-12 \u2022 Page 1 of 2', 40, 765, { size: 6.5, font: T, color: '#777' });

  s.newPage();
  s.text('MERIDIAN MERCHANT FUNDING \u2014 Application (continued)', 40, 30, { size: 11, font: TB, color: WINE });
  s.line(40, 46, 572, 46, WINE, 1);
  heading(s, 'III.  Owner Information (continued)', 54);
  ownerBlock(s, rng, d.owners[2], 2, 40, 74);
  ownerBlock(s, rng, d.owners[3], 3, 314, 74);

  heading(s, 'IV.  Bank and Trade References', 246);
  y = 264;
  line(s, 'Business Bank', 40, y, 250, 'bank.name', d.bank.name, {}, true);
  y = line(s, 'Bank Contact', 300, y, 272, 'bank.contact', `${d.bank.contact.name}, ${d.bank.contact.phone}`, {}, true);
  line(s, 'Routing Number', 40, y, 250, 'bank.routing', d.bank.routing, {}, true);
  y = line(s, 'Account Number', 300, y, 272, 'bank.account', d.bank.account, {}, true);
  d.refs.forEach((r, i) => {
    line(s, `Reference ${i + 1}`, 40, y, 200, `ref${i + 1}.company`, r.company, {}, true);
    line(s, 'Contact', 250, y, 170, `ref${i + 1}.name`, r.name, {}, true);
    y = line(s, 'Phone', 430, y, 142, `ref${i + 1}.phone`, r.phone, {}, true);
  });
  line(s, 'Landlord', 40, y, 250, 'landlord.name', d.landlord.name, {}, true);
  line(s, 'Phone', 300, y, 140, 'landlord.phone', d.landlord.phone, {}, true);
  y = line(s, 'Rent', 450, y, 122, 'landlord.rent', d.landlord.rent, {}, true);

  heading(s, 'V.  Existing Advances and Loans', y + 6);
  y += 26;
  for (let i = 0; i < 3; i++) {
    const a = d.advances[i];
    line(s, 'Funder', 40, y, 250, `adv${i + 1}.funder`, a?.funder, {}, true);
    line(s, 'Balance', 300, y, 130, `adv${i + 1}.balance`, a?.balance, {}, true);
    y = line(s, 'Payment', 440, y, 132, `adv${i + 1}.payment`, a?.payment, {}, true);
  }

  heading(s, 'VI.  Authorization and Signatures', y + 6);
  s.text('By signing below, each owner certifies that the information in this application is true and correct, authorizes ' +
    'Meridian Merchant Funding and its assigns to obtain credit reports and to verify any information given, and understands ' +
    'that a sale of future receivables is not a loan.', 40, y + 26, { size: 7.5, font: T, width: 532 });
  y += 76;
  for (let i = 0; i < Math.max(1, d.owners.length); i++) {
    const x0 = 40 + (i % 2) * 270, yy = y + Math.floor(i / 2) * 36;
    s.line(x0, yy + 20, x0 + 170, yy + 20);
    s.line(x0 + 185, yy + 20, x0 + 255, yy + 20);
    s.text(`Signature of Owner ${i + 1}`, x0, yy + 23, { size: 6.5, font: T });
    s.text('Date', x0 + 185, yy + 23, { size: 6.5, font: T });
    s.signature(x0, yy + 2, 170);
    s.val(`sign${i + 1}.date`, d.signed, {}, x0 + 185, yy + 6, 70, { decoy: true });
  }
  s.text('Meridian Merchant Funding \u2022 Application MMF-12 \u2022 Page 2 of 2', 40, 765, { size: 6.5, font: T, color: '#777' });
}
