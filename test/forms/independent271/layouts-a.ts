// Layouts 1-3 of set 271: Harbor Point (one page of "Caption ____" lines), Bluestone (two pages of boxed cells),
// Maple North (Canadian, captions under the lines).
import type { Merchant } from './data.ts';
import { type Form } from './form.ts';
import { capLine, cell, lineCapBelow, putBiz, putEntity, putFreq, putOwner, type Slot } from './kit.ts';

export interface Layout {
  name: string; country: 'US' | 'CA'; maxOwners: number; soleProp: number;
  entities: [string, string][]; fonts: [string, string, string];
  draw(f: Form, m: Merchant): void;
}

const AUTH = 'By signing below, each of the above listed business and business owner(s) certifies that all information provided is true and ' +
  'complete and authorizes the recipient, its agents and assigns to obtain consumer and business credit reports, bank references and any other ' +
  'information it deems necessary to evaluate this request, now and for the life of any resulting agreement. A photocopy or facsimile of this ' +
  'authorization shall be as valid as the original.';

export const HARBOR: Layout = {
  name: 'harbor-point-onepage', country: 'US', maxOwners: 2, soleProp: 0.25,
  entities: [['Corp', 'c_corporation'], ['LLC', 'llc'], ['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Other:PLLC', 'pllc'], ['Other:LP', 'limited_partnership']],
  fonts: ['Courier', 'Times-Roman', 'Times-Bold'],
  draw(f, m) {
    f.label('HARBOR POINT CAPITAL', 36, 34, { size: 18, bold: true, width: 540, align: 'center' });
    f.label('Merchant Cash Advance Application  \u2022  Fax 888-555-0142  \u2022  apps@harborpointcap.example', 36, 56, { size: 8, width: 540, align: 'center' });
    const sec = (t: string, y: number): void => { f.label(t, 36, y - 10, { size: 9.5, bold: true }); f.hline(36, y + 1, 540, '#000', 1.2); };
    sec('BUSINESS INFORMATION', 88);
    let y = 112;
    const s: Record<string, Slot> = {};
    s.legal = capLine(f, 'Legal Business Name:', 36, y, 540);
    y += 20; s.dba = capLine(f, 'DBA:', 36, y, 290); s.tax = capLine(f, 'Federal Tax ID #:', 336, y, 240);
    y += 20; s.start = capLine(f, 'Business Start Date:', 36, y, 220); s.industry = capLine(f, 'Type of Business:', 266, y, 310);
    y += 20; f.label('Entity (circle one):', 36, y - 8, { size: 8 });
    putEntity(f, m, 118, y, ['Corp', 'LLC', 'Sole Prop', 'Partnership', 'Other'], { size: 8.5, gap: 16, otherW: 70 });
    y += 20; s.street = capLine(f, 'Business Address:', 36, y, 540);
    y += 20; s.city = capLine(f, 'City:', 36, y, 200); s.state = capLine(f, 'State:', 246, y, 90); s.zip = capLine(f, 'Zip:', 346, y, 90);
    s.stateOfInc = capLine(f, 'State of Inc.:', 446, y, 130);
    y += 20; s.phone = capLine(f, 'Business Phone:', 36, y, 220); s.email = capLine(f, 'Email:', 266, y, 310);
    sec('FUNDING REQUEST', y + 30); y += 52;
    s.amount = capLine(f, 'Amount Requested $', 36, y, 220); s.use = capLine(f, 'Use of Funds:', 266, y, 310);
    sec('OWNER INFORMATION', y + 30); y += 50;
    const oy = y;
    for (let i = 0; i < 2; i++) {
      const x = 36 + i * 276, w = 264;
      f.label(`OWNER #${i + 1}`, x, oy - 8, { size: 8.5, bold: true });
      let yy = oy + 18;
      const o: Record<string, Slot> = {};
      o.full = capLine(f, 'Name:', x, yy, w); yy += 19;
      o.title = capLine(f, 'Title:', x, yy, 150); o.pct = capLine(f, '% Owned:', x + 158, yy, w - 158); yy += 19;
      o.tax = capLine(f, 'SSN:', x, yy, 140); o.dob = capLine(f, 'DOB:', x + 148, yy, w - 148); yy += 19;
      o.homeAll = capLine(f, 'Home Address:', x, yy, w); yy += 19;
      o.cell = capLine(f, 'Cell:', x, yy, 140); o.credit = capLine(f, 'Credit Score:', x + 148, yy, w - 148);
      putOwner(f, m.owners[i], i, o);
    }
    y = oy + 18 + 19 * 4 + 30;
    sec('LANDLORD / BANK', y); y += 22;
    s.landlord = capLine(f, 'Landlord / Mortgage Co.:', 36, y, 300); s.landlordPhone = capLine(f, 'Phone:', 346, y, 130); s.rent = capLine(f, 'Rent:', 486, y, 90);
    y += 20; s.bank = capLine(f, 'Business Bank:', 36, y, 220); s.routing = capLine(f, 'Routing #:', 266, y, 150); s.account = capLine(f, 'Acct #:', 426, y, 150);
    putBiz(f, m, s);
    y = f.para(AUTH, 36, y + 14, 540, 6.5) + 22;
    for (let i = 0; i < 2; i++) {
      const x = 36 + i * 276;
      capLine(f, `Owner #${i + 1} Signature:`, x, y, 180); capLine(f, 'Date:', x + 186, y, 78);
      if (m.owners[i]) { f.sign(x + 90, y, 80); f.put({ x: x + 206, y, w: 58, text: `${f.rng.int(1, 12)}/${f.rng.int(1, 28)}/25`, name: `sign_date${i + 1}`, decoy: 'signature_date', size: 10 }); }
      else if (f.style === 'fillable') f.put({ x: x + 206, y, w: 58, text: null, name: `sign_date${i + 1}` });
    }
    if (f.rng.chance(0.7)) f.put({ x: f.rng.chance(0.5) ? 400 : 36, y: f.rng.chance(0.5) ? 74 : 776, w: 176, text: m.note, name: 'margin_note', decoy: 'margin_note' });
  },
};

export const BLUESTONE: Layout = {
  name: 'bluestone-grid', country: 'US', maxOwners: 4, soleProp: 0.15,
  entities: [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']],
  fonts: ['Helvetica', 'Helvetica', 'Helvetica-Bold'],
  draw(f, m) {
    const navy = '#1f3a5f';
    const header = (): void => {
      f.rect(36, 30, 540, 34, { fill: navy, stroke: 'none' });
      f.label('BLUESTONE FUNDING GROUP', 46, 38, { size: 15, bold: true, color: '#fff' });
      f.label(`Business Funding Application  |  Page ${f.page} of 2`, 360, 42, { size: 8, color: '#fff', width: 206, align: 'right' });
    };
    header();
    const s: Record<string, Slot> = {};
    let y = 74;
    f.bar('SECTION A - COMPANY', 36, y, 540, 14, navy); y += 16;
    s.legal = cell(f, 'Corporate / Legal Name', 36, y, 330, 24); s.dba = cell(f, 'Doing Business As (DBA)', 366, y, 210, 24); y += 24;
    s.tax = cell(f, 'Federal EIN', 36, y, 140, 24); s.start = cell(f, 'Date Business Started', 176, y, 130, 24);
    s.stateOfInc = cell(f, 'State of Incorporation', 306, y, 110, 24); s.employees = cell(f, '# of Employees', 416, y, 70, 24); s.sales = cell(f, 'Avg. Monthly Sales', 486, y, 90, 24); y += 24;
    f.rect(36, y, 540, 20, { lw: 0.5 }); f.label('Entity:', 40, y + 7, { size: 7.5, bold: true });
    putEntity(f, m, 80, y + 14, ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor'], { boxes: true, size: 7.5, gap: 18 }); y += 20;
    s.industry = cell(f, 'Industry / Description of Business', 36, y, 300, 24); s.website = cell(f, 'Website', 336, y, 240, 24); y += 24;
    s.street = cell(f, 'Physical Address (no P.O. Box)', 36, y, 250, 24); s.city = cell(f, 'City', 286, y, 130, 24); s.state = cell(f, 'State', 416, y, 60, 24); s.zip = cell(f, 'Zip', 476, y, 100, 24); y += 24;
    s.phone = cell(f, 'Business Phone', 36, y, 180, 24); s.email = cell(f, 'Business Email', 216, y, 360, 24); y += 34;
    f.bar('SECTION B - FUNDING REQUEST', 36, y, 540, 14, navy); y += 16;
    s.amount = cell(f, 'Requested Advance Amount', 36, y, 150, 24); s.payment = cell(f, 'Desired Payment', 186, y, 120, 24); s.nPay = cell(f, 'No. of Payments', 306, y, 90, 24);
    s.use = cell(f, 'Use of Proceeds', 396, y, 180, 24); y += 24;
    f.rect(36, y, 540, 20, { lw: 0.5 }); f.label('Payment Schedule:', 40, y + 7, { size: 7.5, bold: true });
    putFreq(f, m, 120, y + 14, { boxes: true, size: 7.5, gap: 20 }); y += 30;
    f.bar('SECTION C - EXISTING ADVANCES / LOANS (list all open balances)', 36, y, 540, 14, navy); y += 16;
    const cols: [string, number, number][] = [['Funder / Lender', 36, 250], ['Current Balance', 286, 150], ['Daily/Weekly Payment', 436, 140]];
    for (const [c, x, w] of cols) { f.rect(x, y, w, 12, { fill: '#dde4ee', lw: 0.5 }); f.label(c, x + 3, y + 3, { size: 6.5, bold: true }); }
    y += 12;
    for (let r = 0; r < 3; r++) {
      for (const [, x, w] of cols) f.rect(x, y, w, 18, { lw: 0.5 });
      const fd = m.funders[r];
      f.put({ x: 36, y: y + 15, w: 250, text: fd?.name ?? null, name: `funder${r + 1}`, decoy: 'existing_funder' });
      f.put({ x: 286, y: y + 15, w: 150, text: fd?.balance ?? null, name: `funder${r + 1}_balance`, decoy: 'existing_funder_balance' });
      f.put({ x: 436, y: y + 15, w: 140, text: fd?.payment ?? null, name: `funder${r + 1}_payment`, decoy: 'existing_funder_payment' });
      y += 18;
    }
    y += 10;
    f.bar('SECTION D - BANKING', 36, y, 540, 14, navy); y += 16;
    s.bank = cell(f, 'Bank Name', 36, y, 220, 24); s.routing = cell(f, 'ABA Routing #', 256, y, 150, 24); s.account = cell(f, 'Account #', 406, y, 170, 24);
    putBiz(f, m, s);
    if (f.rng.chance(0.6)) f.put({ x: 300, y: 770, w: 270, text: m.note, name: 'margin_note', decoy: 'margin_note' });
    // page 2: principals
    f.newPage(); header();
    y = 74;
    f.bar('SECTION E - OWNERS / OFFICERS (all owners of 20% or more)', 36, y, 540, 14, navy); y += 16;
    for (let i = 0; i < 4; i++) {
      const o: Record<string, Slot> = {};
      f.label(`Owner #${i + 1}`, 36, y + 2, { size: 7, bold: true }); y += 11;
      o.first = cell(f, 'First Name', 36, y, 130, 24); o.last = cell(f, 'Last Name', 166, y, 150, 24); o.title = cell(f, 'Title', 316, y, 110, 24);
      o.pct = cell(f, 'Ownership %', 426, y, 60, 24); o.credit = cell(f, 'FICO (est.)', 486, y, 90, 24); y += 24;
      o.tax = cell(f, 'Social Security #', 36, y, 130, 24); o.dob = cell(f, 'Date of Birth', 166, y, 100, 24); o.homeAll = cell(f, 'Home Address, City, State, Zip', 266, y, 310, 24);
      y += 30;
      putOwner(f, m.owners[i], i, o);
    }
    f.bar('SECTION F - TRADE REFERENCES', 36, y, 540, 14, navy); y += 16;
    for (let r = 0; r < 2; r++) {
      const a = cell(f, 'Company Name', 36, y, 320, 22), b = cell(f, 'Phone', 356, y, 220, 22);
      f.put({ ...a, text: m.tradeRefs[r]!.name, name: `trade_ref${r + 1}`, decoy: 'trade_reference' });
      f.put({ ...b, text: m.tradeRefs[r]!.phone, name: `trade_ref${r + 1}_phone`, decoy: 'trade_reference_phone' });
      y += 22;
    }
    y = f.para(AUTH, 36, y + 10, 540, 6.5) + 20;
    for (let i = 0; i < Math.max(1, Math.min(2, m.owners.length)); i++) {
      const x = 36 + i * 276;
      lineCapBelow(f, `Signature of Owner #${i + 1}`, x, y, 170); lineCapBelow(f, 'Date', x + 180, y, 80);
      f.sign(x + 10, y, 120);
    }
  },
};

export const MAPLE: Layout = {
  name: 'maple-north-canada', country: 'CA', maxOwners: 3, soleProp: 0.2,
  entities: [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Other:ULC', 'ca_ulc']],
  fonts: ['Times-Roman', 'Helvetica', 'Helvetica-Bold'],
  draw(f, m) {
    const red = '#a3161a';
    f.rect(36, 30, 6, 40, { fill: red, stroke: 'none' });
    f.label('MAPLE NORTH MERCHANT CAPITAL', 50, 32, { size: 16, bold: true, color: red });
    f.label('Business Financing Application (Canada)  -  please print clearly in ink', 50, 54, { size: 8 });
    const sec = (t: string, y: number): void => { f.label(t.toUpperCase(), 36, y, { size: 8.5, bold: true, color: red }); f.hline(36, y + 11, 540, red, 0.8); };
    const s: Record<string, Slot> = {};
    let y = 84;
    sec('1. Business', y); y += 36;
    s.legal = lineCapBelow(f, 'Legal Name of Business (as registered)', 36, y, 330); s.dba = lineCapBelow(f, 'Operating Name (O/A)', 376, y, 200); y += 30;
    s.tax = lineCapBelow(f, 'Business Number (BN) with program account, e.g. 123456789 RC0001', 36, y, 250);
    s.start = lineCapBelow(f, 'Date of Incorporation / Start', 296, y, 130); s.stateOfInc = lineCapBelow(f, 'Jurisdiction of Incorporation', 436, y, 140); y += 30;
    s.street = lineCapBelow(f, 'Street Address', 36, y, 250); s.city = lineCapBelow(f, 'City', 296, y, 110); s.state = lineCapBelow(f, 'Province', 416, y, 60);
    s.zip = lineCapBelow(f, 'Postal Code', 486, y, 90); y += 30;
    s.country = lineCapBelow(f, 'Country', 36, y, 90); s.industry = lineCapBelow(f, 'Nature of Business', 136, y, 250); s.phone = lineCapBelow(f, 'Telephone', 396, y, 180); y += 22;
    f.label('Legal structure (circle):', 36, y + 3, { size: 8 });
    putEntity(f, m, 140, y + 11, ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'], { size: 8, gap: 14, otherW: 60 }); y += 22;
    sec('2. Financing requested', y); y += 36;
    s.amount = lineCapBelow(f, 'Amount Requested (CAD)', 36, y, 170); s.use = lineCapBelow(f, 'Purpose', 216, y, 200); s.sales = lineCapBelow(f, 'Average Monthly Deposits', 426, y, 150); y += 24;
    f.label('Repayment:', 36, y + 2, { size: 8 }); putFreq(f, m, 90, y + 10, { size: 8, gap: 16 }); y += 20;
    sec('3. Owners / Guarantors', y); y += 16;
    for (let i = 0; i < 3; i++) {
      const o: Record<string, Slot> = {};
      f.label(`Owner ${i + 1}`, 36, y + 6, { size: 7.5, bold: true }); y += 24;
      o.full = lineCapBelow(f, 'Full Name', 36, y, 200); o.title = lineCapBelow(f, 'Position', 246, y, 110); o.pct = lineCapBelow(f, '% Ownership', 366, y, 60);
      o.tax = lineCapBelow(f, 'SIN', 436, y, 140); y += 26;
      o.dob = lineCapBelow(f, 'Date of Birth (YYYY-MM-DD)', 36, y, 130); o.homeAll = lineCapBelow(f, 'Residential Address', 176, y, 400); y += 14;
      putOwner(f, m.owners[i], i, o, 'SIN');
    }
    sec('4. Banking & accountant', y); y += 36;
    s.bank = lineCapBelow(f, 'Financial Institution', 36, y, 180); s.routing = lineCapBelow(f, 'Transit-Institution #', 226, y, 120); s.account = lineCapBelow(f, 'Account #', 356, y, 220); y += 28;
    s.contact = lineCapBelow(f, 'Accountant / Bookkeeper (not an owner)', 36, y, 260); s.contactPhone = lineCapBelow(f, 'Accountant Phone', 306, y, 150); y += 14;
    putBiz(f, m, s);
    y = f.para('PIPEDA CONSENT: In accordance with the Personal Information Protection and Electronic Documents Act, the undersigned consent to Maple North ' +
      'Merchant Capital collecting, using and disclosing their personal information, including obtaining credit reports from Equifax Canada and TransUnion, ' +
      'to assess this application and to administer any resulting agreement. ' + AUTH, 36, y + 4, 540, 6.2) + 22;
    lineCapBelow(f, 'Signature', 36, y, 200); lineCapBelow(f, 'Date', 246, y, 100); f.sign(46, y, 150);
    if (f.rng.chance(0.7)) f.put({ x: 380, y: 76, w: 196, text: m.note, name: 'margin_note', decoy: 'margin_note' });
  },
};

