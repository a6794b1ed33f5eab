// The blocks every set-25 layout composes: labelled rows (stacked, inline, dot-leader), entity checkboxes, owner
// rows, decoy blocks (bank, landlord, ISO, existing advances), fine print and signatures.
import type { Merchant, Owner } from './data.ts';
import type { Pen } from './pen.ts';

export type Row = readonly [label: string, name: string, value: string];
export type Mode = 'stacked' | 'inline' | 'leader';

/** Rows of label and value inside a column x..x+w from y; returns the y below them. */
export function rows(pen: Pen, list: readonly Row[], x: number, y: number, w: number, mode: Mode, labelW = 110): number {
  for (const [label, name, value] of list) {
    if (mode === 'stacked') {
      pen.text(label, x, y, { size: 6.5, color: '#444' });
      pen.value(name, value, x, y + 8, w);
      y += 24;
    } else if (mode === 'inline') {
      pen.text(label, x, y + 2, { size: 7.5 });
      pen.value(name, value, x + labelW, y, w - labelW);
      y += 17;
    } else {
      pen.text(label, x, y + 2, { size: 8 });
      pen.doc.font('Helvetica').fontSize(8);
      const lw = pen.doc.widthOfString(label);
      const vw = Math.min(170, w * 0.45);
      pen.dots(x + lw + 3, y + 2, x + w - vw - 4);
      pen.value(name, value, x + w - vw, y, vw, { align: 'right', line: false });
      y += 16;
    }
  }
  return y;
}

export function entityBoxes(pen: Pen, m: Merchant, x: number, y: number, w: number, caption = 'Entity Type:'): number {
  pen.text(caption, x, y, { size: 7.5, bold: true });
  const opts = m.canada ? ['Corporation', 'Partnership', 'Sole Proprietor', 'Other'] : ['LLC', 'Corporation', 'S Corp', 'Partnership', 'LP', 'Sole Proprietor', 'Other'];
  let cx = x + 62, cy = y;
  for (const o of opts) {
    pen.doc.font('Helvetica').fontSize(8);
    if (cx + pen.doc.widthOfString(o) + 20 > x + w) { cx = x + 62; cy += 13; }
    cx = pen.check(`entity_${o.replace(/\W/g, '')}`, o === 'Other' ? 'Other:' : o, m.entity.box === o, cx, cy);
  }
  if (m.entity.box === 'Other') pen.value('entity_other_text', m.entity.printed, cx - 4, cy - 2, 50);
  else pen.rule(cx - 4, cy + 9, cx + 40);
  return cy + 16;
}

export function frequencyBoxes(pen: Pen, m: Merchant, x: number, y: number): number {
  pen.text('Payment schedule:', x, y, { size: 7.5 });
  let cx = x + 72;
  for (const [label, f] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) cx = pen.check(`freq_${f}`, label, m.frequency === f, cx, y);
  return y + 15;
}

export function businessRows(m: Merchant, v: number): Row[] {
  const L = (a: string[]): string => a[v % a.length]!;
  return [
    [L(['Legal Business Name', 'Business Legal Name', 'Corporate / Legal Name', 'Registered Name of Business']), 'legal_name', m.legal],
    [L(['DBA', 'Doing Business As (DBA)', 'Trade Name / DBA', m.canada ? 'Operating Name (O/A)' : 'D/B/A']), 'dba', m.dbaPrinted],
    [L([m.canada ? 'Business Number (BN)' : 'Federal Tax ID (EIN)', m.canada ? 'Business No.' : 'Tax ID #', m.canada ? 'BN / Program Account' : 'Federal EIN', 'Tax ID Number']), 'tax_id', m.taxPrinted],
    [L(['Business Start Date', 'Date Business Started', 'Date Established', 'In business since']), 'start_date', m.start.printed],
    [L(['Physical Address', 'Business Address', 'Street Address (no P.O. Box)', 'Location Address']), 'street', m.street],
    [L(['City / State / Zip', m.canada ? 'City, Province, Postal Code' : 'City, State ZIP', 'City/State/Zip', 'City, State, Zip']), 'city_state', `${m.city}, ${m.state} ${m.zip}`],
    [L(['Business Phone', 'Phone', 'Main Phone #', 'Telephone']), 'phone', m.phone],
    [L(['Email', 'E-mail Address', 'Business Email', 'Contact Email']), 'email', m.email],
    [L(['Type of Business', 'Industry / Nature of Business', 'Business Description', 'What does the business do?']), 'industry', m.industryText],
  ];
}

export function fundingRows(m: Merchant, v: number, schedule: boolean): Row[] {
  const r: Row[] = [[['Amount Requested', 'Requested Funding Amount', 'Funding Amount Needed', 'Advance Amount Requested'][v % 4]!, 'amount', m.amountPrinted],
    [['Use of Funds', 'Purpose of Funds', 'Use of Proceeds', 'Funds will be used for'][v % 4]!, 'use', m.useOfFunds]];
  if (schedule) r.push([['Requested Payment', 'Est. Payment Amount', 'Desired Payment', 'Payment Amount'][v % 4]!, 'payment', m.paymentPrinted],
    [['Number of Payments', '# of Payments', 'Term (no. of payments)', 'Payments (count)'][v % 4]!, 'num_payments', String(m.payments)]);
  r.push([['Avg. Monthly Sales', 'Average Monthly Revenue', 'Monthly Gross Sales', 'Avg Monthly Deposits'][v % 4]!, 'monthly_sales', m.decoys.monthlySales!]);
  return r;
}

export function ownerRows(o: Owner, i: number, v: number, credit: boolean, canada: boolean): Row[] {
  const n = i + 1;
  const r: Row[] = [[['Full Name', 'Owner Name', 'Principal Name', 'Name (First, Last)'][v % 4]!, `o${n}_name`, o.printedName],
    [['Title', 'Position', 'Title / Role', 'Officer Title'][v % 4]!, `o${n}_title`, o.title],
    [['Ownership %', '% Owned', 'Percent Ownership', 'Ownership'][v % 4]!, `o${n}_pct`, `${o.pct}%`],
    [[canada ? 'SIN' : 'SSN', canada ? 'Social Insurance No.' : 'Social Security #', canada ? 'SIN #' : 'SSN', canada ? 'SIN' : 'Soc. Sec. No.'][v % 4]!, `o${n}_ssn`, o.taxPrinted],
    [['Date of Birth', 'DOB', 'Birth Date', 'D.O.B.'][v % 4]!, `o${n}_dob`, o.dob.printed],
    [['Home Address', 'Residence Address', 'Home Street, City, State', 'Home Address (incl. zip)'][v % 4]!, `o${n}_home`, o.home]];
  if (credit && o.score !== null) r.push([['Est. Credit Score', 'FICO (approx.)', 'Credit Score', 'Self-reported FICO'][v % 4]!, `o${n}_fico`, String(o.score)]);
  return r;
}

export function decoyRows(m: Merchant, v: number): Row[] {
  const d = m.decoys;
  return [[['Landlord / Mortgage Co.', 'Landlord Name', 'Lessor', 'Landlord'][v % 4]!, 'landlord', d.landlord!],
    [['Landlord Phone', 'Landlord Tel.', 'Lessor Phone', 'Landlord Contact #'][v % 4]!, 'landlord_phone', d.landlordPhone!],
    [['Monthly Rent', 'Rent / Mortgage Pmt', 'Rent', 'Monthly Rent Amount'][v % 4]!, 'rent', d.rent!],
    [['Bank Name', 'Operating Bank', 'Depository Bank', 'Business Bank'][v % 4]!, 'bank', d.bank!],
    [[m.canada ? 'Transit / Institution' : 'Routing #', m.canada ? 'Transit No.' : 'ABA Routing', 'Routing Number', 'Bank Routing'][v % 4]!, 'routing', d.routing!],
    [['Account #', 'Checking Acct No.', 'Account Number', 'Acct #'][v % 4]!, 'account', d.account!],
    [['State of Incorporation', m.canada ? 'Province of Incorporation' : 'State Inc.', 'Incorporated In', 'Formation State'][v % 4]!, 'state_inc', m.stateOfInc],
    [['Trade Reference', 'Supplier Reference', 'Vendor Reference', 'Trade Ref.'][v % 4]!, 'trade_ref', d.tradeRef!],
    [['Trade Ref. Phone', 'Supplier Phone', 'Vendor Phone', 'Reference Tel.'][v % 4]!, 'trade_phone', d.tradePhone!]];
}

export function advancesTable(pen: Pen, m: Merchant, x: number, y: number, w: number): number {
  pen.text('EXISTING ADVANCES / LOANS (list all open positions)', x, y, { size: 7.5, bold: true });
  const cols = [['Funder', 0.4], ['Balance', 0.3], ['Daily/Wkly Pmt', 0.3]] as const;
  let cx = x;
  for (const [c, f] of cols) { pen.rect(cx, y + 10, w * f, 12, '#e6e6e6'); pen.text(c, cx + 3, y + 13, { size: 6.5, bold: true }); cx += w * f; }
  const vals = [m.decoys.funder!, m.decoys.balance!, m.decoys.funderPayment!];
  cx = x;
  cols.forEach(([, f], i) => { pen.rect(cx, y + 22, w * f, 14); pen.value(`adv_${i}`, vals[i]!, cx + 2, y + 24, w * f - 4, { line: false }); cx += w * f; });
  for (const [, f] of cols) { pen.rect(x, y + 36, w * f, 14); x += w * f; }
  return y + 56;
}

export function isoBox(pen: Pen, m: Merchant, x: number, y: number, w: number): number {
  pen.rect(x, y, w, 40, '#f3f3f3');
  pen.text('ISO / BROKER USE ONLY', x + 4, y + 3, { size: 6.5, bold: true });
  rows(pen, [['Rep', 'iso_rep', m.decoys.isoRep!], ['ISO ID', 'iso_id', m.decoys.isoId!]], x + 4, y + 12, w / 2 - 8, 'inline', 30);
  pen.text(`Rep phone ${m.decoys.isoPhone!}`, x + w / 2 + 4, y + 14, { size: 7 });
  pen.printed.push(m.decoys.isoPhone!);
  return y + 46;
}

export const AUTH = 'By signing below, each of the above-listed business and business owners (individually and collectively, "Applicant") certifies that all information and documents submitted in connection with this application are true, accurate and complete, and authorizes the funder, its agents and assigns to obtain consumer and business credit reports, verify bank, landlord and trade references, and share this information with its affiliates and funding partners. This is not a loan application; any transaction is a purchase of future receivables. Applicant waives notice of any investigative inquiry. A photocopy or electronic copy of this authorization is as valid as the original.';

export function signatures(pen: Pen, owners: readonly Owner[], x: number, y: number, w: number, cols = 2): number {
  const cw = w / cols;
  owners.forEach((o, i) => {
    const cx = x + (i % cols) * cw, cy = y + Math.floor(i / cols) * 44;
    pen.signature(cx, cy, cw - 20);
    pen.text(`Signature - Owner ${i + 1}`, cx, cy + 17, { size: 6.5, color: '#444' });
    pen.text('Date: ______________', cx + cw - 110, cy + 17, { size: 6.5, color: '#444' });
  });
  return y + Math.ceil(owners.length / cols) * 44;
}

export function processingRows(m: Merchant, v: number): Row[] {
  return [[['Card Processor', 'Merchant Processor', 'Credit Card Processor', 'Processing Company'][v % 4]!, 'processor', m.decoys.processor!],
    [['Monthly Card Volume', 'Avg. Card Sales / Mo.', 'Monthly CC Volume', 'Card Receipts per Month'][v % 4]!, 'card_volume', m.decoys.cardVolume!]];
}

export function officeUse(pen: Pen, m: Merchant, x: number, y: number, w: number): number {
  pen.rect(x, y, w, 34, '#f7f7f7');
  pen.text('FOR OFFICE USE ONLY - DO NOT WRITE BELOW', x + 4, y + 3, { size: 6, bold: true, color: '#555' });
  pen.text(`Deal # ${m.decoys.dealNo!}     Received ____/____/______     Underwriter ________     Stips: [ ] Bank stmts  [ ] Voided check  [ ] DL`, x + 4, y + 15, { size: 6.5, color: '#555' });
  pen.printed.push(m.decoys.dealNo!);
  return y + 40;
}
