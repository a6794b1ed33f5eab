// Harborline Capital Partners (US deal submission, boxed cells, ISO block on top) and Northgate Funding Corp.
// (Canadian merchant intake, serif, label-and-underline, ISO block at the bottom).
import { FREQ_LABEL, type Deal } from './data.ts';
import { AUTH, boxedRow, F, freqOptions, lineRow, positionRows, ssnText, table } from './kit.ts';
import type { Pen } from './pen.ts';

const NAVY = '#1f3a66';
const section = (p: Pen, t: string, y: number, color = NAVY) => { p.rect(36, y, 540, 13, { fill: color }); p.label(t, 40, y + 3, { size: 7.5, bold: true, color: 'white' }); return y + 13; };

export function harborline(p: Pen, d: Deal): void {
  p.rect(0, 0, 612, 58, { fill: NAVY });
  p.label('HARBORLINE CAPITAL PARTNERS', 36, 16, { size: 15, bold: true, color: 'white' });
  p.label('DEAL SUBMISSION FORM  |  ISO Channel', 36, 36, { size: 9, color: '#c9d6ee' });
  p.label('Submit to underwriting@harborlinecap.example  |  Fax (212) 555-0143', 360, 38, { size: 7, color: '#c9d6ee' });
  let y = section(p, 'SUBMITTING ISO (BROKER) INFORMATION', 70);
  y = boxedRow(p, 36, y, 24, [{ label: 'ISO Company Name', key: 'iso_name', text: d.iso.name, w: 230 }, { label: 'ISO ID #', key: 'iso_id', text: d.iso.id, w: 90 },
    { label: 'ISO Federal Tax ID', key: 'iso_tax', text: d.iso.taxId, w: 110 }, { label: 'Commission Requested', key: 'iso_comm', text: d.commission, w: 110 }]);
  y = boxedRow(p, 36, y, 24, [{ label: 'ISO Representative', key: 'iso_rep', text: d.iso.rep, w: 180 }, { label: 'Rep Phone', key: 'iso_phone', text: d.iso.phone, w: 130 },
    { label: 'Rep E-mail', key: 'iso_email', text: d.iso.email, w: 230 }]);
  y = section(p, 'MERCHANT INFORMATION', y + 10);
  y = boxedRow(p, 36, y, 24, [{ label: 'Merchant Legal / Corporate Name', key: 'legal', text: d.legal, fields: F.legal(d), w: 300 },
    { label: 'DBA (Doing Business As)', key: 'dba', text: d.dba, fields: F.dba(d), w: 240 }]);
  y = boxedRow(p, 36, y, 24, [{ label: 'Federal Tax ID (EIN / SSN)', key: 'tax', text: d.taxText, fields: F.tax(d), w: 150 },
    { label: 'Business Start Date', key: 'start', text: d.startText, fields: F.start(d), w: 120 },
    { label: 'State of Incorporation', key: 'inc_state', text: d.incState, w: 110 }, { label: 'Avg. Monthly Sales', key: 'sales', text: d.monthlySales, w: 160 }]);
  p.rect(36, y, 540, 18, { stroke: '#7a869a' });
  p.label('Entity:', 40, y + 6, { size: 7, bold: true });
  const ents = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other:'];
  const ex = [72, 132, 170, 230, 262, 298, 368, 422];
  p.checks('entity', ents.map((label, i) => ({ label, x: ex[i]! })), y + 5.5, d.entityBox === 'Other' ? 'Other:' : d.entityBox, F.entity(d),
    { text: d.entityText, fields: F.entity(d), w: 110 });
  y += 18;
  y = boxedRow(p, 36, y, 24, [{ label: 'Physical Business Address (no P.O. Box)', key: 'street', text: d.street, w: 250 }, { label: 'City', key: 'city', text: d.city, w: 130 },
    { label: 'State', key: 'state', text: d.state, fields: F.state(d), w: 60 }, { label: 'ZIP', key: 'zip', text: d.zip, w: 100 }]);
  y = boxedRow(p, 36, y, 24, [{ label: 'Business Phone', key: 'phone', text: d.phone, w: 130 }, { label: 'Business E-mail', key: 'email', text: d.email, w: 220 },
    { label: 'Website', key: 'web', text: d.website, w: 190 }]);
  y = boxedRow(p, 36, y, 24, [{ label: 'Type of Business / Industry', key: 'industry', text: d.industryText, fields: F.industry(d), w: 240 },
    { label: 'Use of Funds', key: 'use', text: d.useOfFunds, w: 180 }, { label: 'Own / Rent', key: 'own', text: 'Rent', w: 120 }]);
  y = section(p, 'DEAL TERMS REQUESTED', y + 10);
  y = boxedRow(p, 36, y, 24, [{ label: 'Funding Amount Requested', key: 'amount', text: d.amountText, fields: F.amount(d), w: 130 },
    { label: 'Factor Rate (ISO quote)', key: 'factor', text: d.factor, w: 90 }, { label: 'Term (months)', key: 'term', text: `${d.termMonths} mo`, w: 90 },
    { label: 'Requested Payment', key: 'payment', text: d.paymentText, fields: F.payment(d), w: 120 }, { label: '# of Payments', key: 'count', text: String(d.nPayments), fields: F.count(d), w: 110 }]);
  p.rect(36, y, 540, 18, { stroke: '#7a869a' });
  p.label('Payment Frequency:', 40, y + 6, { size: 7, bold: true });
  p.checks('freq', freqOptions([120, 180, 245, 320]), y + 5.5, FREQ_LABEL[d.freq], F.freq(d));
  y += 28;
  y = section(p, 'BUSINESS BANK ACCOUNT (DEPOSITS)', y);
  boxedRow(p, 36, y, 24, [{ label: 'Bank Name', key: 'bank', text: d.bank.name, w: 220 }, { label: 'ABA Routing #', key: 'routing', text: d.bank.routing, w: 150 },
    { label: 'Account #', key: 'account', text: d.bank.account, w: 170 }]);
  p.label('Page 1 of 2  -  Harborline Capital Partners  -  Form HCP-DS 07/25', 36, 760, { size: 6.5, color: '#777' });

  p.newPage();
  p.rect(0, 0, 612, 30, { fill: NAVY });
  p.label('HARBORLINE CAPITAL PARTNERS  -  DEAL SUBMISSION (continued)', 36, 11, { size: 9, bold: true, color: 'white' });
  y = 44;
  for (const [i, o] of d.owners.entries()) {
    y = section(p, `OWNER / GUARANTOR #${i + 1}`, y);
    y = boxedRow(p, 36, y, 24, [{ label: 'Full Name', key: `o${i}_name`, text: o.printed, fields: F.name(o, i), w: 220 }, { label: 'Title', key: `o${i}_role`, text: o.role, fields: F.role(o, i), w: 140 },
      { label: 'Ownership %', key: `o${i}_pct`, text: `${o.pct}%`, fields: F.pct(o, i), w: 80 }, { label: 'Credit Score (est.)', key: `o${i}_fico`, text: String(o.fico), fields: F.fico(o, i), w: 100 }]);
    y = boxedRow(p, 36, y, 24, [{ label: 'SSN', key: `o${i}_ssn`, text: ssnText(o), fields: F.ssn(o, i), w: 110 }, { label: 'Date of Birth', key: `o${i}_dob`, text: o.dobText, fields: F.dob(o, i), w: 90 },
      { label: 'Home Address', key: `o${i}_home`, text: o.home, w: 340 }]) + 10;
  }
  y = section(p, 'CURRENT POSITIONS / STACKING DISCLOSURE (list every open advance or loan)', y);
  y = table(p, 36, y, [{ head: 'Funder', w: 150 }, { head: 'Funded', w: 60 }, { head: 'Original Amt', w: 80 }, { head: 'Balance', w: 90 }, { head: 'Payment', w: 90 }, { head: 'Freq (D/W/BW)', w: 70 }],
    positionRows(d), 'position', { empty: 3 }) + 10;
  y = section(p, 'LANDLORD / MORTGAGE HOLDER', y);
  y = boxedRow(p, 36, y, 24, [{ label: 'Landlord Name', key: 'landlord', text: d.landlord.name, w: 250 }, { label: 'Landlord Phone', key: 'landlord_phone', text: d.landlord.phone, w: 150 },
    { label: 'Monthly Rent', key: 'rent', text: d.landlord.rent, w: 140 }]) + 10;
  y = section(p, 'AUTHORIZATION', y);
  p.label(AUTH, 40, y + 5, { size: 7, width: 530 });
  y += 50;
  p.line(40, y + 14, 300, y + 14); p.label('Owner Signature', 40, y + 17, { size: 6.5 });
  p.line(340, y + 14, 470, y + 14); p.label('Date', 340, y + 17, { size: 6.5 });
  p.value('signed', d.signed, 340, y + 1, 120, 13);
  p.label('Page 2 of 2  -  Harborline Capital Partners  -  Form HCP-DS 07/25', 36, 760, { size: 6.5, color: '#777' });
}

export function northgate(p: Pen, d: Deal): void {
  const T = { font: 'Times-Bold' };
  p.label('NORTHGATE FUNDING CORP.', 0, 34, { size: 17, ...T, width: 612, align: 'center' });
  p.label('Merchant Intake  -  Canadian Submissions  (all amounts in CAD)', 0, 54, { size: 9, font: 'Times-Italic', width: 612, align: 'center' });
  p.line(36, 70, 576, 70, '#000', 1.2);
  const head = (t: string, y: number) => { p.label(t, 36, y, { size: 10, ...T }); p.line(36, y + 12, 576, y + 12, '#000', 0.4); return y + 16; };
  let y = head('A.  MERCHANT', 78);
  y = lineRow(p, 36, y, [{ label: 'Legal Name:', lw: 56, key: 'legal', text: d.legal, fields: F.legal(d), w: 300 },
    { label: 'Operating Name (O/A):', lw: 92, key: 'dba', text: d.dba, fields: F.dba(d), w: 240 }]);
  y = lineRow(p, 36, y, [{ label: 'Business Number (BN/RC):', lw: 108, key: 'tax', text: d.taxText, fields: F.tax(d), w: 240 },
    { label: 'Legal Structure:', lw: 70, key: 'entity', text: d.entityText, fields: F.entity(d), w: 170 }, { label: 'Incorporated in:', lw: 68, key: 'inc_state', text: d.incState, w: 130 }]);
  y = lineRow(p, 36, y, [{ label: 'Date Business Started:', lw: 96, key: 'start', text: d.startText, fields: F.start(d), w: 220 },
    { label: 'Nature of Business:', lw: 84, key: 'industry', text: d.industryText, fields: F.industry(d), w: 320 }]);
  y = lineRow(p, 36, y, [{ label: 'Street Address:', lw: 66, key: 'street', text: d.street, w: 280 }, { label: 'City:', lw: 24, key: 'city', text: d.city, w: 150 },
    { label: 'Prov.:', lw: 28, key: 'state', text: d.state, fields: F.state(d), w: 110 }]);
  y = lineRow(p, 36, y, [{ label: 'Postal Code:', lw: 56, key: 'zip', text: d.zip, w: 150 }, { label: 'Telephone:', lw: 48, key: 'phone', text: d.phone, w: 170 },
    { label: 'E-mail:', lw: 32, key: 'email', text: d.email, w: 220 }]);
  y = head('B.  PRINCIPALS (all owners of 20% or more)', y + 6);
  for (const [i, o] of d.owners.entries()) {
    y = lineRow(p, 36, y, [{ label: `${i + 1}. Name:`, lw: 42, key: `o${i}_name`, text: o.printed, fields: F.name(o, i), w: 230 },
      { label: 'Title:', lw: 26, key: `o${i}_role`, text: o.role, fields: F.role(o, i), w: 150 }, { label: '% Owned:', lw: 42, key: `o${i}_pct`, text: `${o.pct}%`, fields: F.pct(o, i), w: 110 }]);
    y = lineRow(p, 50, y, [{ label: 'SIN:', lw: 22, key: `o${i}_ssn`, text: ssnText(o), fields: F.ssn(o, i), w: 130 },
      { label: 'Date of Birth:', lw: 60, key: `o${i}_dob`, text: o.dobText, fields: F.dob(o, i), w: 150 },
      { label: 'Beacon (self-reported):', lw: 98, key: `o${i}_fico`, text: String(o.fico), fields: F.fico(o, i), w: 160 }]);
    y = lineRow(p, 50, y, [{ label: 'Home Address:', lw: 62, key: `o${i}_home`, text: o.home, w: 420 }]) + 4;
  }
  y = head('C.  FUNDING REQUEST', y + 4);
  y = lineRow(p, 36, y, [{ label: 'Advance Requested:', lw: 84, key: 'amount', text: d.amountText, fields: F.amount(d), w: 210 },
    { label: 'Use of Funds:', lw: 58, key: 'use', text: d.useOfFunds, w: 200 }, { label: 'Monthly Sales:', lw: 62, key: 'sales', text: d.monthlySales, w: 130 }]);
  y = lineRow(p, 36, y, [{ label: 'Remittance Amount:', lw: 84, key: 'payment', text: d.paymentText, fields: F.payment(d), w: 190 },
    { label: 'Frequency:', lw: 48, key: 'freq', text: FREQ_LABEL[d.freq], fields: F.freq(d), w: 130 }, { label: 'No. of Remittances:', lw: 82, key: 'count', text: String(d.nPayments), fields: F.count(d), w: 140 }]);
  p.rect(36, y + 2, 540, 20, { fill: '#f1f1f1' });
  y = lineRow(p, 40, y + 2, [{ label: 'For Northgate use - Buy rate:', lw: 122, key: 'factor', text: d.factor, w: 200 }, { label: 'Est. term (months):', lw: 80, key: 'term', text: `${d.termMonths} months`, w: 160 }]) + 4;
  y = head('D.  EXISTING FINANCING (MCA, loans, leases)', y);
  y = table(p, 36, y, [{ head: 'Lender / Funder', w: 150 }, { head: 'Date', w: 60 }, { head: 'Amount', w: 80 }, { head: 'Balance Owing', w: 90 }, { head: 'Remittance', w: 90 }, { head: 'Freq (D/W/BW)', w: 70 }],
    positionRows(d), 'position', { empty: 2, head: '#eeeeee', rowH: 13 }) + 6;
  y = head('E.  BANKING', y);
  y = lineRow(p, 36, y, [{ label: 'Institution:', lw: 50, key: 'bank', text: d.bank.name, w: 230 }, { label: 'Transit-Inst.:', lw: 56, key: 'routing', text: d.bank.routing, w: 150 },
    { label: 'Account:', lw: 38, key: 'account', text: d.bank.account, w: 160 }]);
  y = head('F.  SUBMITTING ISO', y + 4);
  y = lineRow(p, 36, y, [{ label: 'ISO Firm:', lw: 44, key: 'iso_name', text: d.iso.name, w: 260 }, { label: 'ISO Number:', lw: 54, key: 'iso_id', text: d.iso.id, w: 140 },
    { label: 'Commission:', lw: 54, key: 'iso_comm', text: d.commission, w: 140 }]);
  y = lineRow(p, 36, y, [{ label: 'Agent:', lw: 30, key: 'iso_rep', text: d.iso.rep, w: 200 }, { label: 'Agent Tel.:', lw: 48, key: 'iso_phone', text: d.iso.phone, w: 170 },
    { label: 'Agent E-mail:', lw: 58, key: 'iso_email', text: d.iso.email, w: 170 }]);
  p.label('PIPEDA CONSENT. The merchant and each principal consent to the collection, use and disclosure of their personal information, including ' +
    'credit bureau reports (Equifax, TransUnion), by Northgate Funding Corp. and the submitting ISO to assess this request, as permitted by the ' +
    'Personal Information Protection and Electronic Documents Act.', 36, y + 6, { size: 7, font: 'Times-Roman', width: 540 });
  p.line(36, y + 60, 280, y + 60); p.label('Signature of Principal', 36, y + 63, { size: 7, font: 'Times-Roman' });
  p.line(330, y + 60, 460, y + 60); p.label('Date', 330, y + 63, { size: 7, font: 'Times-Roman' });
  p.value('signed', d.signed, 330, y + 47, 120, 13);
}
