// Chinook Business Capital (Calgary, AB): one dense page of inline "Label: ______" lines, values typed in Courier as
// on an old typewriter template. Owners as "Last, First M." in up to four blocks, day-first dates (the label says
// DD/MM/YYYY), amounts as "CAD 45,000", province names or "Alta.", the BN sometimes without its program account, and
// Alberta numbers that look like tax IDs: the Corporate Access Number and the WCB account.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, FieldValue } from './canvas.ts';
import type { Deal } from './data.ts';
import { ap, app, entityText, fmtDate, fmtMoney, fmtProv, fmtSin, iso, provTruth, sinTruth, tradeTruth } from './format.ts';

const L = 34, W = 544;

/** "Label: ____" on one line; the value sits on the rule after the label. */
function line(f: Form, key: string, label: string, x: number, y: number, w: number, text: string, fields: Record<string, FieldValue> = {}): void {
  f.label(label, x, y + 5, 7.5, 'Helvetica-Bold');
  const lw = f.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4;
  f.rule(x + lw, y + 14, w - lw - 6, 'black', 0.5);
  f.value(key, text, x + lw, y + 1, w - lw - 6, 13, fields, { size: 9 });
}

function band(f: Form, text: string, y: number): void {
  f.rect(L, y, W, 11, '#d9d9d9', '#d9d9d9');
  f.label(text, L + 3, y + 2.3, 7.5, 'Helvetica-Bold');
}

export function drawChinook(f: Form, d: Deal, rng: Rng): void {
  f.addPage();
  const doc = f.doc;
  doc.font('Helvetica-Bold').fontSize(14).text('CHINOOK BUSINESS CAPITAL LTD.', L, 28, { width: W, align: 'center' });
  doc.font('Helvetica').fontSize(7.5).text('Merchant Funding Application  -  Alberta  |  Saskatchewan  |  British Columbia', L, 45, { width: W, align: 'center' });
  doc.fontSize(6.5).text('#1200, 333 - 7th Avenue SW, Calgary, Alberta T2P 2Z1   Tel 403-555-0119   Fax 403-555-0120   apps@chinookcap.ca', L, 55, { width: W, align: 'center' });
  f.rule(L, 66, W, 'black', 1.2);
  let y = 70;
  band(f, 'BUSINESS INFORMATION', y);
  y += 13;
  line(f, 'legal_name', 'Legal Name of Business:', L, y, W, d.legal, app('legal_name', d.legal));
  y += 18;
  const op = d.operating ?? (rng.chance(0.4) ? 'SAME' : '');
  line(f, 'trade_name', 'Trade Name / Operating As:', L, y, 320, op, op ? app('trade_name', tradeTruth(d)) : {});
  const [ent, entId] = entityText(d, rng);
  line(f, 'entity', 'Type of Entity:', L + 320, y, 224, ent, app('type_of_entity', entId));
  y += 18;
  line(f, 'street', 'Business Address:', L, y, 300, d.street);
  line(f, 'city', 'City:', L + 300, y, 130, d.city);
  line(f, 'province', 'Prov:', L + 430, y, 114, fmtProv(d, rng, ['name', 'alias', 'code']), provTruth(d));
  y += 18;
  line(f, 'postal', 'Postal Code:', L, y, 130, d.postal);
  line(f, 'phone', 'Phone:', L + 130, y, 150, d.phone);
  line(f, 'email', 'Email:', L + 280, y, 264, d.email);
  y += 18;
  // The BN alone (nine digits, its label names it) or with its program account.
  const withProgram = rng.chance(0.6);
  const bnText = withProgram ? `${d.bn} ${d.program}` : `${d.bn.slice(0, 3)} ${d.bn.slice(3, 6)} ${d.bn.slice(6)}`;
  line(f, 'business_number', 'Business No. (BN):', L, y, 250, bnText, { 'application.business_tax_id': withProgram ? `${d.bn}${d.program}` : d.bn,
    'application.business_tax_id_type': 'BN', 'application.business_tax_id_country': 'CA' });
  line(f, 'gst_no', 'GST No.:', L + 250, y, 294, rng.chance(0.7) ? `${d.bn}RT0001` : '');
  y += 18;
  const incorporated = d.kind === 'numbered' || d.kind === 'corp' || d.kind === 'ulc';
  line(f, 'corporate_access_no', 'AB Corporate Access No.:', L, y, 250, incorporated && rng.chance(0.7) ? `20${rng.digits(8)}` : '');
  line(f, 'wcb_account', 'WCB Account No.:', L + 250, y, 150, rng.chance(0.5) ? rng.digits(7) : '');
  line(f, 'incorporated_in', 'Inc. in:', L + 400, y, 144, d.incorporatedIn ?? '');
  y += 18;
  line(f, 'business_start_date', 'Date Established (DD/MM/YYYY):', L, y, 230, fmtDate(d.start, 'dmy'), app('business_start_date', iso(d.start)));
  line(f, 'industry', 'Type of Business:', L + 230, y, 214, d.industry[0], app('industry', d.industry[1]));
  line(f, 'years_at_location', 'Yrs at Loc.:', L + 444, y, 100, String(rng.int(1, 12)));
  y += 18;
  line(f, 'landlord', 'Landlord:', L, y, 250, d.landlord.name);
  line(f, 'landlord_phone', 'Phone:', L + 250, y, 150, d.landlord.phone);
  line(f, 'rent', 'Rent/Mo:', L + 400, y, 144, fmtMoney(d.rent, rng));
  y += 22;

  band(f, 'FUNDING REQUEST', y);
  y += 13;
  const money = (n: number): string => rng.pick([`CAD ${fmtMoney(n, rng, false)}`, `$${fmtMoney(n, rng, false)} CAD`, fmtMoney(n, rng, false)]);
  line(f, 'requested_amount', 'Amount Requested:', L, y, 220, money(d.amount), app('requested_amount', d.amount));
  line(f, 'use_of_funds', 'Purpose:', L + 220, y, 324, d.purpose);
  y += 18;
  const freq = d.frequency ? rng.pick({ daily: ['Daily', 'Daily'], weekly: ['Weekly', 'Weekly'], biweekly: ['Bi-weekly', 'Biweekly'], monthly: ['Monthly', 'Monthly'] }[d.frequency]) : '';
  line(f, 'payment_frequency', 'Payment Frequency:', L, y, 180, freq, freq ? app('payment_frequency', d.frequency) : {});
  line(f, 'requested_payment', 'Est. Payment:', L + 180, y, 180, d.payment != null ? money(d.payment) : '', app('requested_payment', d.payment));
  line(f, 'number_of_payments', '# of Payments:', L + 360, y, 184, d.payments != null ? String(d.payments) : '', app('number_of_payments', d.payments));
  y += 18;
  line(f, 'monthly_sales', 'Avg. Monthly Deposits:', L, y, 220, money(d.monthlySales));
  const adv = d.advances.map((a) => `${a.funder} (${fmtMoney(a.balance, rng)})`).join('; ');
  line(f, 'existing_advances', 'Open Advances/Loans:', L + 220, y, 324, adv || 'None');
  y += 22;

  band(f, 'OWNERS / GUARANTORS', y);
  y += 13;
  const rows = d.owners.length > 2 ? 2 : 1;
  for (let i = 0; i < rows * 2; i++) {
    const o = d.owners[i];
    const bx = L + (i % 2) * 272, by = y + Math.floor(i / 2) * 80, bw = 272;
    f.rect(bx, by, bw - 4, 76, undefined, '#777777');
    f.label(`OWNER ${i + 1}`, bx + 3, by + 2, 6, 'Helvetica-Oblique');
    const li = (key: string, label: string, dx: number, dy: number, w: number, text: string, fields: Record<string, FieldValue> = {}): void =>
      line(f, `owner${i + 1}_${key}`, label, bx + 3 + dx, by + 8 + dy, w, text, fields);
    if (!o) {
      for (const [lab, dy] of [['Name (Last, First):', 0], ['Position:', 16], ['S.I.N.:', 32], ['Home Address:', 48]] as const) li('blank', lab, 0, dy, 262, '');
      continue;
    }
    const name = `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;
    li('name', 'Name (Last, First):', 0, 0, 262, name, { [`application.applicants[${i}].first_name`]: o.first, [`application.applicants[${i}].last_name`]: o.last });
    li('title', 'Position:', 0, 16, 160, o.title, ap(i, 'role', o.title));
    li('ownership', '% Owned:', 160, 16, 102, o.ownership != null ? String(o.ownership) : '', ap(i, 'ownership', o.ownership));
    li('sin', 'S.I.N.:', 0, 32, 120, fmtSin(o, rng), sinTruth(o, i));
    const dob = rng.chance(0.8);
    li('dob', 'D.O.B. (DD/MM/YYYY):', 120, 32, 142, dob ? fmtDate(o.dob, 'dmy') : '', dob ? ap(i, 'date_of_birth', iso(o.dob)) : {});
    li('home', 'Home Address:', 0, 48, 262, `${o.street}, ${o.city} ${rng.pick([o.prov.code, o.prov.alias])}`);
  }
  y += rows * 80 + 4;

  band(f, 'BANKING / REFERENCES', y);
  y += 13;
  line(f, 'bank_name', 'Bank:', L, y, 180, d.bank.name);
  line(f, 'transit_no', 'Transit:', L + 180, y, 100, d.bank.transit);
  line(f, 'institution_no', 'Inst.:', L + 280, y, 70, d.bank.institution);
  line(f, 'account_no', 'Acct:', L + 350, y, 194, d.bank.account);
  y += 18;
  for (const [r, ref] of d.references.entries()) {
    line(f, `reference${r + 1}`, `Trade Ref. ${r + 1}:`, L, y, 330, ref.name);
    line(f, `reference${r + 1}_phone`, 'Phone:', L + 330, y, 214, ref.phone);
    y += 18;
  }
  line(f, 'iso_name', 'Referred by (ISO/Broker):', L, y, 330, d.iso.name);
  line(f, 'iso_phone', 'Phone:', L + 330, y, 214, d.iso.phone);
  y += 22;
  y = f.paragraph('The undersigned authorize Chinook Business Capital Ltd., its assigns and funding partners to obtain credit reports and to collect, use and disclose personal information for the purpose of evaluating this application, as permitted by the Personal Information Protection Act (Alberta) and PIPEDA. The undersigned certify the above is true and correct. A photocopy or fax of this authorization is as valid as the original.', L, y, W, 6.3) + 20;
  for (let i = 0; i < Math.max(1, d.owners.length); i++) {
    const sx = L + (i % 2) * 272, sy = y + Math.floor(i / 2) * 28;
    f.rule(sx, sy, 170);
    f.label(`Owner ${i + 1} Signature`, sx, sy + 2, 6);
    f.label('Date:', sx + 176, sy - 8, 6.5);
    f.signature(sx + 6, sy - 4, 120);
    f.value(`owner${i + 1}_signed`, fmtDate(d.signed, 'dmy'), sx + 196, sy - 12, 70, 12, {}, { size: 8 });
  }
}
