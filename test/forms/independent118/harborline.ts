// Layout "harborline_lines": Harborline Funding Partners (US broker, Fort Lauderdale FL). A serif, underlined-blank
// form in lettered parts: A-D company on page 1, E principal owner on page 2, an "Additional Owner / Guarantor
// Supplement" holding two owners per sheet, then H requested funding & terms, fine print and a signature per owner.
import type { Sheet } from './sheet.ts';
import type { Merchant, Owner } from './model.ts';
import { addrLine, cityLine } from './model.ts';
import { line, finePrint, legalF, dbaF, taxF, regionF, amountF, nameF, ownerF, tinF } from './parts.ts';

const BROKER = 'Harborline Funding Partners';
const X = 44, W = 524, R = 'NimbusRoman-Regular', RB = 'NimbusRoman-Bold';

function frame(s: Sheet, m: Merchant, total: number, title: string): number {
  s.text('HARBORLINE', X, 34, { size: 17, font: RB, color: '#123a6b' });
  s.text('FUNDING PARTNERS', X + 1, 52, { size: 7.5, font: R, color: '#123a6b' });
  s.text(`Applicant: ${m.dba ?? m.legal}`, X + 250, 36, { size: 8, font: R, width: 274, align: 'right' });
  s.text('Business Cash Advance Application', X + 250, 48, { size: 9, font: RB, width: 274, align: 'right' });
  s.printed.push({ key: 'header_applicant', text: m.dba ?? m.legal, page: s.page });
  s.doc.lineWidth(1.2).strokeColor('#123a6b').moveTo(X, 64).lineTo(X + W, 64).stroke().strokeColor('black');
  s.text(title, X, 72, { size: 10, font: RB });
  s.doc.lineWidth(0.5).moveTo(X, 752).lineTo(X + W, 752).stroke();
  s.text(`Harborline Funding Partners · 200 E. Las Olas Blvd., Ste. 1710 · Fort Lauderdale, FL 33301 · Tel (954) 555-0142 · Fax (954) 555-0143`, X, 756, { size: 6.5, font: R });
  s.text(`Form HFP-22 (Rev. 11/2022)      Page ${s.page} of ${total}`, X + 324, 766, { size: 6.5, font: R, width: 200, align: 'right' });
  s.decoys.push('200 E. Las Olas Blvd., Ste. 1710', 'Fort Lauderdale, FL 33301', '(954) 555-0142');
  return 90;
}
function part(s: Sheet, t: string, y: number): number {
  s.doc.rect(X, y, W, 12).fill('#dfe6ee').fillColor('black');
  s.text(t, X + 4, y + 2.5, { size: 8, font: RB });
  return y + 20;
}

function ownerLines(s: Sheet, m: Merchant, o: Owner | null, i: number, y0: number): number {
  let y = y0;
  const k = `owner${i + 1}`;
  const v = (t: string): string => (o ? t : '');
  line(s, 'Owner / Guarantor Name:', X, y, 330, `${k}_name`, v(o?.nameText ?? ''), { fields: o ? nameF(o, i) : {} });
  line(s, 'Position:', X + 340, y, 184, `${k}_title`, v(o?.title ?? ''), { fields: o ? ownerF(o, i, 'role') : {} }); y += 21;
  line(s, '% Owned:', X, y, 110, `${k}_pct`, v(o?.pctText ?? ''), { fields: o ? ownerF(o, i, 'ownership') : {} });
  line(s, 'SSN / ITIN:', X + 120, y, 190, `${k}_ssn`, v(o?.tinText ?? ''), { fields: o ? tinF(o, i, m.country) : {} });
  line(s, 'Date of Birth:', X + 320, y, 204, `${k}_dob`, v(o?.dobText ?? ''), { fields: o ? ownerF(o, i, 'date_of_birth') : {} }); y += 21;
  line(s, 'Home Address:', X, y, 300, `${k}_home`, v(o ? addrLine(o.home) : ''), { decoy: true });
  line(s, 'City, State, Zip:', X + 310, y, 214, `${k}_home_city`, v(o ? cityLine(o.home) : ''), { decoy: true }); y += 21;
  line(s, 'Cell Phone:', X, y, 170, `${k}_cell`, v(o?.phone ?? ''));
  line(s, 'E-mail:', X + 180, y, 224, `${k}_email`, v(o?.email ?? ''));
  line(s, 'Est. FICO:', X + 414, y, 110, `${k}_fico`, v(o && o.score !== null ? String(o.score) : ''), { fields: o ? ownerF(o, i, 'credit_score') : {} }); y += 21;
  line(s, "Driver's Lic. # / State:", X, y, 250, `${k}_dl`, v(o ? `${o.license} / ${o.home.region}` : ''), { decoy: true });
  line(s, 'Yrs. at Residence:', X + 260, y, 120, `${k}_yrs`, v(String(s.rng.int(1, 25))));
  s.text('Residence:', X + 390, y, { size: 8.5, font: R });
  const own = s.rng.chance(0.6);
  s.check(`${k}_res_own`, 'Own', X + 436, y, !!o && own); s.text('Own', X + 447, y, { size: 8.5, font: R });
  s.check(`${k}_res_rent`, 'Rent', X + 475, y, !!o && !own); s.text('Rent', X + 486, y, { size: 8.5, font: R }); y += 21;
  return y;
}

export function renderHarborline(s: Sheet, m: Merchant): void {
  const n = m.owners.length, sup = Math.ceil((n - 1) / 2), total = 3 + sup;
  s.newPage();
  let y = frame(s, m, total, 'PART A — COMPANY PROFILE');
  line(s, 'Corporate / Legal Name:', X, y, W, 'legal_name', m.legal, { fields: legalF(m), lines: 2, size: 9.5 }); y += 34;
  line(s, 'D/B/A:', X, y, W, 'dba', m.dbaText, { fields: dbaF(m) }); y += 21;
  line(s, 'Entity (Corp., LLC, Partnership, etc.):', X, y, 330, 'entity', m.entityText, { fields: { type_of_entity: m.entityId } });
  line(s, 'State of Formation:', X + 340, y, 184, 'inc_state', m.incRegion, { decoy: m.incRegion !== m.addr.region }); y += 21;
  line(s, 'Tax ID #:', X, y, 170, 'tax_id', m.tax.text, { fields: taxF(m) });
  line(s, 'Date Established:', X + 180, y, 200, 'start_date', m.startText, { fields: { business_start_date: m.start } });
  line(s, 'Yrs. in Business:', X + 390, y, 134, 'years', String(m.years)); y += 21;
  line(s, 'Business Location Address:', X, y, 300, 'street', addrLine(m.addr), { lines: 2 });
  line(s, 'City, State, Zip:', X + 310, y, 214, 'city_state_zip', cityLine(m.addr), { fields: regionF(m) }); y += 34;
  line(s, 'Telephone:', X, y, 170, 'phone', m.phone);
  line(s, 'Fax:', X + 180, y, 120, 'fax', '');
  line(s, 'E-mail:', X + 310, y, 214, 'email', m.email); y += 21;
  line(s, 'Website:', X, y, 220, 'website', m.website);
  line(s, 'Nature of Business:', X + 230, y, 294, 'industry', m.industryText, { fields: { industry: m.industryId } }); y += 21;
  line(s, 'Premises (Own/Rent):', X, y, 140, 'premises', m.ownRent);
  line(s, 'Landlord:', X + 150, y, 190, 'landlord', m.ownRent === 'Rent' ? m.landlord.name : '', { decoy: true });
  line(s, 'Monthly Rent:', X + 350, y, 174, 'rent', m.ownRent === 'Rent' ? m.landlord.rent : '', { decoy: true }); y += 26;
  y = part(s, 'PART B — FINANCIAL SNAPSHOT', y);
  line(s, 'Gross Monthly Sales:', X, y, 170, 'monthly_sales', m.monthlySales, { decoy: true });
  line(s, 'Annual Sales:', X + 180, y, 170, 'annual', m.annualRevenue, { decoy: true });
  line(s, 'Card Processor:', X + 360, y, 164, 'processor', s.rng.pick(['Clover', 'Square', 'Heartland', 'Worldpay', '']), { decoy: true }); y += 26;
  y = part(s, 'PART C — OUTSTANDING CASH ADVANCES / BUSINESS LOANS', y);
  s.text('Funder / Lender', X + 4, y - 4, { size: 7, font: RB }); s.text('Balance Owed', X + 220, y - 4, { size: 7, font: RB });
  s.text('Payment', X + 340, y - 4, { size: 7, font: RB }); s.text('Daily / Weekly', X + 440, y - 4, { size: 7, font: RB }); y += 6;
  for (let r = 0; r < 3; r++) {
    const a = m.advances[r];
    const cols: [number, number, string][] = [[X, 205, a?.funder ?? ''], [X + 216, 110, a?.balance ?? ''], [X + 336, 90, a?.payment ?? ''], [X + 436, 88, a?.freq ?? '']];
    cols.forEach(([cx, w, t], c) => line(s, `${c === 0 ? `${r + 1}.` : ''}`, cx, y, w, `adv${r + 1}_${c}`, t, { decoy: true }));
    y += 18;
  }
  y = part(s, 'PART D — BUSINESS / TRADE REFERENCES', y + 6);
  m.refs.forEach((r, k) => {
    line(s, `${k + 1}. Name:`, X, y, 230, `ref${k + 1}`, r.name, { decoy: true });
    line(s, 'Contact:', X + 240, y, 150, `ref${k + 1}_c`, r.contact, { decoy: true });
    line(s, 'Phone:', X + 400, y, 124, `ref${k + 1}_p`, r.phone, { decoy: true }); y += 21;
  });
  finePrint(s, BROKER, [3], X, y + 6, W, { font: R, size: 6.8 });

  s.newPage();
  y = frame(s, m, total, 'PART E — PRINCIPAL OWNER (Owner #1)');
  y = ownerLines(s, m, m.owners[0]!, 0, y + 4);
  s.text('Are there other owners or guarantors holding 20% or more?', X, y + 2, { size: 8.5, font: R });
  s.check('more_yes', 'Yes', X + 260, y + 2, n > 1); s.text('Yes', X + 271, y + 2, { size: 8.5, font: R });
  s.check('more_no', 'No', X + 300, y + 2, n === 1); s.text('No   (if Yes, complete the Additional Owner / Guarantor Supplement)', X + 311, y + 2, { size: 8.5, font: R });
  y = part(s, 'PART F — BUSINESS BANK ACCOUNT (where receivables are deposited)', y + 24);
  line(s, 'Bank Name:', X, y, 250, 'bank', m.bank.name, { decoy: true });
  line(s, 'Branch Contact:', X + 260, y, 264, 'bank_officer', m.bank.officer, { decoy: true }); y += 21;
  line(s, 'ABA Routing #:', X, y, 250, 'routing', m.bank.routing, { decoy: true });
  line(s, 'Account #:', X + 260, y, 264, 'account', m.bank.account, { decoy: true }); y += 28;
  y = part(s, 'PART G — PERSONAL GUARANTY', y);
  finePrint(s, BROKER, [4], X, y, W, { font: R, size: 7.5 });

  for (let p = 0; p < sup; p++) {
    s.newPage();
    y = frame(s, m, total, `ADDITIONAL OWNER / GUARANTOR SUPPLEMENT — Sheet ${p + 1} of ${sup}`);
    y = s.text('Use this supplement for each additional owner or guarantor. All owners of 20% or more must be listed and must sign Part H.', X, y, { size: 8, font: 'NimbusRoman-Regular', width: W }) + 8;
    for (let b = 0; b < 2; b++) {
      const i = 1 + p * 2 + b;
      const o = m.owners[i] ?? null;
      y = part(s, o ? `Owner #${i + 1} of ${n}` : 'Owner # ____ of ____   (not used)', y);
      y = ownerLines(s, m, o, i, y + 2) + 4;
      s.text('Initials: ______', X + 440, y - 2, { size: 8, font: R });
      y += 18;
    }
  }

  s.newPage();
  y = frame(s, m, total, 'PART H — REQUESTED FUNDING & TERMS');
  line(s, 'Funding Amount Requested:', X, y, 250, 'amount', m.amountText, { fields: amountF(m) });
  line(s, 'Purpose:', X + 260, y, 264, 'use', m.useOfFunds); y += 21;
  line(s, 'Desired Payment:', X, y, 170, 'payment', m.paymentText, { fields: m.payment === null ? {} : { requested_payment: m.payment } });
  line(s, 'Payment Frequency:', X + 180, y, 170, 'freq', m.freqText, { fields: m.freq ? { payment_frequency: m.freq } : {} });
  line(s, 'No. of Payments:', X + 360, y, 164, 'n_payments', m.nPayments === null ? '' : String(m.nPayments), { fields: m.nPayments === null ? {} : { number_of_payments: m.nPayments } }); y += 21;
  line(s, 'Applied for financing elsewhere in the last 30 days? If so, with whom:', X, y, W, 'elsewhere', s.rng.chance(0.3) ? s.rng.pick(['Paragon Daily Funding', 'Bluestone Funding Group']) : '', { decoy: true }); y += 28;
  y = part(s, 'AUTHORIZATION', y);
  y = finePrint(s, BROKER, [0, 2, 1], X, y, W, { font: R, size: 7.2 }) + 8;
  y = part(s, 'SIGNATURES — every owner / guarantor listed in Parts E and the Supplement', y);
  m.owners.forEach((o, i) => {
    const by = y + i * 46;
    s.text(`Owner #${i + 1}:  X`, X, by + 6, { size: 9, font: RB });
    s.doc.lineWidth(0.5).moveTo(X + 62, by + 16).lineTo(X + 300, by + 16).stroke();
    s.signature(X + 70, by + 10, 200);
    line(s, 'Date:', X + 330, by + 6, 194, `sig${i + 1}_date`, m.signDate, { decoy: true });
    line(s, 'Print Name:', X + 62, by + 26, 250, `sig${i + 1}_name`, o.sigName);
    line(s, 'Title:', X + 330, by + 26, 194, `sig${i + 1}_title`, o.title);
  });
}
