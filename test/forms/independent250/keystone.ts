// Layout "keystone_lines": Keystone Merchant Partners, a two-page "label: ______" form (values on underlines, generic
// AcroForm names Text1, Text2 ...), a funding request with payment terms and frequency boxes, an existing-advances table,
// owner blocks on page 2; a memo-style cover and a Sharp-style "FROM :" fax header.
import { fmtDate, fullName, money, phone, type DateFmt } from './data.ts';
import { bizTaxF, countryOf, dbaF, dobF, nameF, ownerTaxF, pctF, roleF, scoreF } from './common.ts';
import { coverSheet, faxHeader, type FaxCtx } from './fax.ts';

export const KEYSTONE = { name: 'Keystone Merchant Partners', header: 'KEYSTONE MERCHANT PARTN', fax: '(212) 555-0199', phone: '(212) 555-0190',
  address: '350 Fifth Avenue, Suite 4410, New York, NY 10118', look: 'memo' as const };

const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
const FUNDERS = ['Fundex Capital', 'Yellowstone Adv.', 'Pearl Funding', 'Rapid Biz Capital', 'Everest Business Funding'];

export function keystone(c: FaxCtx): void {
  const { s, m, rng } = c;
  s.addPage(); faxHeader(c, 1); coverSheet(c);
  s.addPage(); faxHeader(c, 2, 1);
  const L = 48;
  /** "Label: ________": the value sits on the line after the label. */
  const field = (label: string, x: number, y: number, w: number): [number, number] => {
    s.label(label, x, y, { size: 8.5, font: 'Helvetica-Bold' });
    s.doc.font('Helvetica-Bold').fontSize(8.5);
    const lx = x + s.doc.widthOfString(label) + 4;
    s.line(lx, y + 10, x + w - 6, y + 10, 0.5);
    return [lx + 2, x + w - 8 - lx];
  };
  const put = (f: Record<string, string | number | null>, text: string, label: string, x: number, y: number, w: number): void => {
    const [vx, vw] = field(label, x, y, w); s.value(f, text, vx, y - 1, vw);
  };
  const decoy = (key: string, text: string, label: string, x: number, y: number, w: number): void => {
    const [vx, vw] = field(label, x, y, w); s.decoy(key, text, vx, y - 1, vw);
  };
  const head = (t: string, y: number): void => { s.label(t, L, y, { size: 10, font: 'Helvetica-Bold' }); s.line(L, y + 12, 564, y + 12, 1.2); };
  s.label('KEYSTONE MERCHANT PARTNERS', 0, 32, { size: 15, font: 'Times-Bold', width: 612, align: 'center' });
  s.label('Business Funding Application - Page 1 of 2', 0, 50, { size: 8, width: 612, align: 'center' });

  let y = 72; head('Section 1 - Company Information', y); y += 20;
  put({ legal_name: m.legal }, m.legal, 'Business Legal Name:', L, y, 516); y += 20;
  put(dbaF(m.dba), m.dbaPrinted, 'Doing Business As (DBA):', L, y, 516); y += 20;
  put({ type_of_entity: m.entityId }, m.entityText, 'Type of Entity:', L, y, 250);
  const [tx, tw] = field('Tax ID / EIN:', L + 260, y, 256); if (m.tax) s.value(bizTaxF(m.tax), m.tax.printed, tx, y - 1, tw); y += 20;
  const years = rng.chance(0.35);
  if (years) decoy('years_in_business', String(2025 - Number(m.startIso.slice(0, 4))), 'Years in Business:', L, y, 250);
  else put({ business_start_date: m.startIso }, fmtDate(m.startIso, rng.pick<DateFmt>(['long', 'mdy', 'mdy2'])), 'Date Business Started:', L, y, 250);
  put({ industry: m.industry }, m.desc, 'Nature of Business:', L + 260, y, 256); y += 20;
  decoy('business_street', m.addr.street, 'Business Address:', L, y, 516); y += 20;
  decoy('business_city', m.addr.city, 'City:', L, y, 200);
  put({ state_region: m.addr.region, country: countryOf(m.country) }, m.addr.region, 'State:', L + 200, y, 110);
  decoy('business_zip', m.addr.postal, 'Zip:', L + 310, y, 206); y += 20;
  if (rng.chance(0.4)) decoy('mailing_address', `P.O. Box ${rng.int(100, 9999)}, ${rng.pick(['Wilmington, DE 19899', 'Carson City, NV 89701', 'Albany, NY 12207'])}`, 'Mailing Address (if different):', L, y, 516);
  else field('Mailing Address (if different):', L, y, 516);
  y += 20;
  decoy('business_phone', m.phone, 'Phone:', L, y, 170); decoy('business_email', m.email, 'Email:', L + 170, y, 200);
  if (m.website) decoy('website', m.website, 'Web:', L + 370, y, 146); else field('Web:', L + 370, y, 146);
  y += 20;
  decoy('state_of_incorporation', m.incRegion, 'State of Incorporation:', L, y, 200);
  decoy('employees', String(m.employees), 'No. of Employees:', L + 200, y, 150);
  s.label('Location:', L + 360, y, { size: 8.5, font: 'Helvetica-Bold' });
  s.check('Own', L + 405, y + 1, m.rent === 'Own'); s.check('Rent', L + 450, y + 1, m.rent === 'Rent');
  y += 30;

  head('Section 2 - Funding Request', y); y += 20;
  put({ requested_amount: m.amount }, money(m.amount, rng), 'Amount Requested:', L, y, 250);
  decoy('use_of_funds', m.use, 'Use of Funds:', L + 260, y, 256); y += 20;
  const terms = rng.chance(0.6);
  if (terms) {
    put({ requested_payment: m.payment }, rng.chance(0.6) ? `$${m.payment.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : m.payment.toFixed(2), 'Desired Payment:', L, y, 250);
    put({ number_of_payments: m.nPayments }, String(m.nPayments), '# of Payments:', L + 260, y, 256);
  } else { field('Desired Payment:', L, y, 250); field('# of Payments:', L + 260, y, 256); }
  y += 20;
  s.label('Payment Frequency:', L, y, { size: 8.5, font: 'Helvetica-Bold' });
  FREQ.forEach(([label, id], i) => s.check(label, L + 100 + i * 70, y + 1, terms && m.freq === id, { payment_frequency: id }));
  y += 30;

  head('Section 3 - Existing Advances / Loans', y); y += 18;
  const cols = ['Funder / Lender', 'Funded Date', 'Original Amt', 'Balance', 'Payment'];
  const cw = [170, 80, 90, 90, 86];
  let cx = L; cols.forEach((t, i) => { s.rect(cx, y, cw[i]!, 14, 0.5, '#e8e8e8'); s.label(t, cx + 3, y + 4, { size: 7, font: 'Helvetica-Bold' }); cx += cw[i]!; });
  const nAdv = rng.int(0, 2);
  for (let r = 0; r < 3; r++) {
    y += 14; cx = L;
    const vals = r < nAdv ? [rng.pick(FUNDERS), fmtDate(`2024-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'mdy'),
      money(rng.int(10, 80) * 1000, rng), money(rng.int(2, 40) * 1000, rng), money(rng.int(150, 900), rng)] : [];
    cols.forEach((_, i) => { s.rect(cx, y, cw[i]!, 14, 0.5); if (vals[i]) s.decoy(`existing_advance_${i}`, vals[i]!, cx + 3, y + 3, cw[i]! - 6, { size: 7.5 }); cx += cw[i]!; });
  }
  y += 28;
  head('Section 4 - Financials', y); y += 20;
  decoy('monthly_sales', money(m.monthlySales, rng), 'Avg. Monthly Deposits:', L, y, 250);
  decoy('annual_revenue', money(m.monthlySales * 12, rng), 'Annual Revenue:', L + 260, y, 256); y += 20;
  decoy('landlord', `${rng.pick(['Mark Feinstein', 'Coastal Realty LLC', 'Dorothy Ruiz'])}  ${phone(rng, 'paren')}`, 'Landlord Name & Phone:', L, y, 516);

  s.addPage(); faxHeader(c, 3, 2);
  s.label('KEYSTONE MERCHANT PARTNERS - Page 2 of 2', 0, 32, { size: 9, font: 'Times-Bold', width: 612, align: 'center' });
  y = 56; head('Section 5 - Owner / Principal Information', y); y += 20;
  const dobFmt = rng.pick<DateFmt>(['mdy', 'long']);
  m.owners.forEach((o, i) => {
    s.label(`Owner #${i + 1}`, L, y, { size: 9, font: 'Helvetica-BoldOblique' }); y += 14;
    put(nameF(i, o), fullName(o, 'natural'), 'Full Name:', L, y, 300); put(roleF(i, o), o.title, 'Title:', L + 310, y, 206); y += 20;
    put(pctF(i, o), rng.chance(0.5) ? `${o.pct}%` : String(o.pct), 'Ownership %:', L, y, 140);
    const [sx, sw] = field('SSN:', L + 150, y, 170); if (o.tax) s.value(ownerTaxF(i, o.tax), o.tax.printed, sx, y - 1, sw);
    put(dobF(i, o), fmtDate(o.dobIso, dobFmt), 'Date of Birth:', L + 330, y, 186); y += 20;
    decoy('owner_home_address', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, 'Home Address:', L, y, 516); y += 20;
    decoy('owner_cell', o.cell, 'Mobile:', L, y, 170); decoy('owner_email', o.email, 'Email:', L + 170, y, 200);
    const [fx, fw] = field('FICO:', L + 370, y, 146); if (o.score !== null) s.value(scoreF(i, o), String(o.score), fx, y - 1, fw);
    y += 26;
  });
  y += 6; head('Section 6 - Authorization', y); y += 18;
  s.label('The Merchant and each Owner signing below represent that the information in this application is true and complete and ' +
    'authorize Keystone Merchant Partners and any funding source it presents this application to, to obtain credit reports, ' +
    'verify bank and trade references, and share this information with its funding partners. A facsimile or electronic copy of this ' +
    'signed application is as valid as the original.', L, y, { size: 7, width: 516 });
  y += 50;
  m.owners.forEach((_o, i) => {
    s.line(L, y + 14, L + 220, y + 14); s.label(`Owner #${i + 1} Signature`, L, y + 17, { size: 6.5 });
    s.doc.save().moveTo(L + 20, y + 12).bezierCurveTo(L + 40, y - 6, L + 70, y + 22, L + 120, y).lineWidth(1).strokeColor('#112').stroke().restore();
    s.line(L + 260, y + 14, L + 380, y + 14); s.label('Date', L + 260, y + 17, { size: 6.5 });
    y += 34;
  });
  s.decoy('iso_rep', `ISO: Keystone / Rep ${c.rep} / ${phone(rng)}`, L, 740, 400, { size: 7.5 });
}
