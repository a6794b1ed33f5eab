// Maple Ridge Merchant Funding Inc. (Mississauga, ON): a Canadian Word document whose lines are set with dot-leader
// tab stops ("Legal Business Name ........ value"), two label/value pairs a line where they fit, sections with a
// bottom border, Operating Name (O/A), Business Number with its RC program account, province, SIN, PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import { Canvas, FONT } from './canvas.ts';
import type { Merchant } from './merchant.ts';
import * as V from './values.ts';
import type { Val } from './values.ts';

export const MAPLE = { name: 'Maple Ridge Merchant Funding Inc.', country: 'CA' as const, pages: 2 };
const X0 = 72, XR = 540, MID = 306, LH = 19, FS = 9.5;

interface Pair { l: string; k: string; v: Val; decoy?: boolean }

export function drawMaple(c: Canvas, m: Merchant, rng: Rng): void {
  const doc = c.doc;
  const blank = c.style !== 'typed';
  const leader = rng.pick(['.', '.', '_']);
  let y = 0;
  const ctx = (text: string): Val => ({ text, fields: {} });

  /** One tab-stop pair: label, leader to the tab, the value after it up to `end`. */
  const pair = (p: Pair, x: number, tab: number, end: number): void => {
    const lw = c.label(p.l, x, y, FONT.sans, FS);
    const dw = doc.font(FONT.sans).fontSize(FS).widthOfString(leader);
    const n = Math.floor((tab - 4 - x - lw - 2) / dw);
    if (n > 0) c.label(leader.repeat(n), x + lw + 2, y, FONT.sans, FS);
    if (blank) doc.lineWidth(0.4).strokeColor('#404040').moveTo(tab, y + FS + 1).lineTo(end - 6, y + FS + 1).stroke();
    c.value(p.k, p.v.text, tab - 2, y - 2, end - tab - 4, FS + 4, { fields: p.v.fields, decoy: p.decoy });
  };
  const full = (p: Pair, tab = X0 + 150): void => { pair(p, X0, tab, XR); y += LH; };
  const two = (a: Pair, b: Pair): void => { pair(a, X0, X0 + 112, MID); pair(b, MID + 8, MID + 120, XR); y += LH; };
  const heading = (t: string): void => {
    y += 6;
    c.label(t, X0, y, FONT.sansBold, 10.5);
    doc.lineWidth(0.75).strokeColor('#1F4E79').moveTo(X0, y + 14).lineTo(XR, y + 14).stroke();
    y += 22;
  };
  const chrome = (): void => {
    c.label('Maple Ridge Merchant Funding Inc.', X0, 40, FONT.sansBold, 12);
    c.label('5935 Airport Road, Suite 600, Mississauga, ON  L4V 1W5', X0, 40, FONT.sans, 7.5, { width: XR - X0, align: 'right' });
    c.label('Tel. 1-888-555-0143  |  deals@mapleridgefunding.ca', X0, 50, FONT.sans, 7.5, { width: XR - X0, align: 'right' });
    doc.lineWidth(2).strokeColor('#7F1D1D').moveTo(X0, 64).lineTo(XR, 64).stroke();
    c.label('Maple Ridge Merchant Funding Inc. – Business Financing Application – CONFIDENTIAL', X0, 750, FONT.sans, 7);
    c.label(`Page ${c.page} of 2`, X0, 750, FONT.sans, 7, { width: XR - X0, align: 'right' });
  };

  chrome();
  c.label('APPLICATION FOR BUSINESS FINANCING', X0, 78, FONT.sansBold, 14);
  c.label('Merchant Cash Advance / Revenue-Based Financing  •  All amounts in Canadian dollars', X0, 96, FONT.sansItalic, 8.5);
  y = 112;
  heading('1.  Business Information');
  full({ l: rng.pick(['Legal Business Name', 'Registered Legal Name', 'Legal Name of Business']), k: 'legal_name', v: V.legal(m) });
  full({ l: rng.pick(['Operating Name (O/A)', 'Operating As (O/A)', 'Trade / Operating Name']), k: 'dba', v: V.dba(m) });
  two({ l: 'Business Number (BN)', k: 'tax_id', v: V.taxId(m, rng) }, { l: 'Type of Entity', k: 'entity_type', v: V.entity(m) });
  two({ l: rng.pick(['Date Established', 'Date of Incorporation', 'Business Start Date']), k: 'start_date', v: V.start(m, rng) },
    { l: 'Jurisdiction of Inc.', k: 'jurisdiction', v: ctx(m.incRegion), decoy: true });
  full({ l: 'Business Address', k: 'street', v: ctx(m.addr.street) });
  two({ l: 'City', k: 'city', v: ctx(m.addr.city) }, { l: 'Province', k: 'province', v: V.region(m) });
  two({ l: 'Postal Code', k: 'postal', v: ctx(m.addr.zip) }, { l: 'Telephone', k: 'phone', v: ctx(m.phone) });
  two({ l: 'E-mail', k: 'email', v: ctx(m.email) }, { l: 'Website', k: 'website', v: ctx(m.website) });
  two({ l: 'Nature of Business', k: 'industry', v: V.industry(m) }, { l: 'No. of Employees', k: 'employees', v: ctx(String(m.employees)) });
  two({ l: 'Premises Owned/Leased', k: 'premises', v: ctx(m.own ? 'Owned' : 'Leased') }, { l: 'Monthly Rent', k: 'rent', v: m.own ? ctx('') : V.plainMoney(m.rent, m, rng) });
  full({ l: 'Landlord (name & phone)', k: 'landlord', v: ctx(m.own ? '' : `${m.landlord}  ${m.landlordPhone}`), decoy: true });
  heading('2.  Financing Requested');
  two({ l: 'Amount Requested', k: 'requested', v: V.requested(m, rng) }, { l: 'Purpose of Funds', k: 'use_of_funds', v: ctx(m.useOfFunds) });
  const terms = rng.chance(0.6);
  two({ l: 'Preferred Remittance', k: 'frequency', v: terms ? V.frequency(m) : ctx('') }, { l: 'Est. Remittance Amount', k: 'payment', v: terms ? V.payment(m, rng) : ctx('') });
  two({ l: 'Avg. Monthly Revenue', k: 'monthly_sales', v: V.plainMoney(m.monthlySales, m, rng) }, { l: 'Annual Revenue (last FY)', k: 'annual', v: V.plainMoney(m.annual, m, rng) });
  heading('3.  Banking & Existing Financing');
  two({ l: 'Financial Institution', k: 'bank', v: ctx(m.bank), decoy: true }, { l: 'Transit / Inst. No.', k: 'transit', v: ctx(m.routing), decoy: true });
  two({ l: 'Account No.', k: 'account', v: ctx(m.account), decoy: true }, { l: 'Account Opened', k: 'acct_opened', v: ctx('') });
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    two({ l: `Existing Funder ${i + 1}`, k: `funder${i + 1}`, v: ctx(f?.name ?? ''), decoy: true },
      { l: 'Balance Owing', k: `funder${i + 1}_balance`, v: f ? V.plainMoney(f.balance, m, rng) : ctx(''), decoy: true });
  }

  c.addPage();
  chrome();
  y = 80;
  heading('4.  Principals / Guarantors (all owners of 20% or more)');
  m.owners.forEach((o, i) => {
    c.label(`Principal ${i + 1}`, X0, y, FONT.sansBold, FS);
    y += LH - 4;
    two({ l: 'Full Name', k: `owner${i + 1}_name`, v: V.ownerName(o, i) }, { l: 'Position / Title', k: `owner${i + 1}_title`, v: V.ownerTitle(o, i) });
    two({ l: '% Ownership', k: `owner${i + 1}_pct`, v: V.ownerPct(o, i, rng) }, { l: 'Date of Birth', k: `owner${i + 1}_dob`, v: V.ownerDob(o, i, rng, 'CA') });
    two({ l: 'SIN (optional)', k: `owner${i + 1}_sin`, v: V.ownerTax(o, i, rng) }, { l: 'Mobile', k: `owner${i + 1}_cell`, v: ctx(o.cell) });
    full({ l: 'Home Address', k: `owner${i + 1}_home`, v: ctx(V.homeLine(o)), decoy: true }, X0 + 112);
    y += 4;
  });
  heading('5.  Consent to the Collection, Use and Disclosure of Personal Information');
  const consent = 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned principal consents to Maple Ridge Merchant Funding Inc. and its funding partners collecting, using and disclosing personal and business information, including credit bureau reports from Equifax Canada and TransUnion Canada, for the purpose of assessing this application, administering any financing and for collection. The undersigned confirm that the information given is true and complete and that a copy of this consent is as valid as the original. Your Social Insurance Number is requested for identification only and providing it is optional.';
  doc.font(FONT.sans).fontSize(8).fillColor('black').text(consent, X0, y, { width: XR - X0, align: 'justify', lineGap: 1.2 });
  y = doc.y + 22;
  m.owners.forEach((o, i) => {
    const x = i % 2 ? MID + 8 : X0;
    if (i % 2 === 0 && i > 0) y += 40;
    doc.lineWidth(0.6).strokeColor('black').moveTo(x, y + 12).lineTo(x + 220, y + 12).stroke();
    c.label(`Signature of Principal ${i + 1}                                  Date (YYYY-MM-DD)`, x, y + 15, FONT.sans, 7);
    if (c.style === 'handwritten') c.label(`${o.first} ${o.last}`, x + 6, y - 4, FONT.hand, 13);
  });
}
