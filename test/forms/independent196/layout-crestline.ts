// Crestline Capital Partners: the classic one-page boxed grid (every value in a ruled cell under a tiny caps label),
// navy section bars, up to 2 owners. Hard: labels split over two lines, a legal name longer than its cell, the entity
// checkbox row wrapping inside its cell with "Other: ___", bank routing/account right under the tax ID, masked SSNs,
// home addresses and credit scores in the owner block, the ISO rep stamped in the header.
import { Rng } from '../../statements/generator/prng.ts';
import { A, P, addressLine, dobField, nameFields, pctText, ssnFields, ssnText, taxFields, taxText, tradeName } from './fields.ts';
import { iso, money, ownerName, printDate, type Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';

const X0 = 36, W = 540;
const ENTITY_BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'LP', 'Sole Proprietor', 'Non-Profit', 'Other'];

/** A ruled cell with its label (split on \n) in the top left; returns the y where the value is written. */
function cell(s: Sheet, label: string, x: number, y: number, w: number, h = 24): number {
  s.rect(x, y, w, h);
  const lines = label.split('\n');
  lines.forEach((l, i) => s.label(l, x + 2, y + 2 + i * 6.2, 5.6, 'Helvetica-Bold'));
  return y + 4 + lines.length * 6.2;
}

export function drawCrestline(s: Sheet, m: Merchant, seed: number): void {
  const r = new Rng(`independent196:crestline:${seed}`);
  s.label('CRESTLINE CAPITAL PARTNERS', X0, 34, 17, 'Helvetica-Bold');
  s.label('Business Funding Application  |  Fast decisions. Funding in 24-48 hours.', X0, 54, 8);
  s.label('1450 Broad St, Suite 900, Newark NJ 07102  |  (973) 555-0182  |  submissions@crestlinecp.com', X0, 64, 6.5);
  s.rect(400, 30, 176, 40);
  s.label('ISO / REFERRING AGENT', 404, 33, 5.6, 'Helvetica-Bold');
  s.value('iso_rep', m.rep.name, 404, 42, 170, { size: 8 });
  s.value('iso_id', m.rep.isoId, 404, 56, 80, { size: 8 });
  let y = 80;
  s.bar('BUSINESS INFORMATION', X0, y, W); y += 13;
  let vy = cell(s, 'LEGAL / CORPORATE NAME', X0, y, 310);
  // The cell is narrow on purpose: a long legal name runs over into the DBA cell, as typed forms do.
  s.value('legal_name', m.legal, X0 + 3, vy, 300, { fields: { [A('legal_name')]: m.legal } });
  vy = cell(s, 'DBA / TRADE NAME', X0 + 310, y, 230);
  s.value('trade_name', m.dbaPrinted, X0 + 313 + (m.legal.length > 34 ? 40 : 0), vy, 180, { fields: tradeName(m) });
  y += 24;
  vy = cell(s, 'PHYSICAL ADDRESS (NO P.O. BOX)', X0, y, 250);
  s.value('biz_street', m.address.street, X0 + 3, vy, 240);
  cell(s, 'CITY', X0 + 250, y, 130); s.value('biz_city', m.address.city, X0 + 253, vy, 120);
  cell(s, 'STATE', X0 + 380, y, 50); s.value('state', m.address.state, X0 + 383, vy, 40, { fields: { [A('state_region')]: m.address.state } });
  cell(s, 'ZIP', X0 + 430, y, 110); s.value('biz_zip', m.address.zip, X0 + 433, vy, 100);
  y += 24;
  vy = cell(s, 'FEDERAL TAX ID /\nSSN (SOLE PROP)', X0, y, 120, 28);
  s.value('tax_id', taxText(m, false), X0 + 3, vy, 110, { fields: taxFields(m) });
  cell(s, 'BUSINESS START\nDATE', X0 + 120, y, 105, 28);
  s.value('start', printDate(m.start, r.int(0, 4)), X0 + 123, vy, 100, { fields: { [A('business_start_date')]: iso(m.start) } });
  cell(s, 'STATE OF\nINCORPORATION', X0 + 225, y, 95, 28); s.value('inc_state', m.incState, X0 + 228, vy, 90);
  cell(s, 'BUSINESS\nPHONE', X0 + 320, y, 110, 28); s.value('biz_phone', m.phone, X0 + 323, vy, 100);
  cell(s, '# OF\nEMPLOYEES', X0 + 430, y, 110, 28); s.value('employees', String(m.employees), X0 + 433, vy, 100);
  y += 28;
  cell(s, 'ENTITY TYPE (CHECK ONE)', X0, y, 320, 36);
  const box = m.entity.box;
  const entityFields = { [A('type_of_entity')]: m.entity.id };
  const ey = s.checks('entity', ENTITY_BOXES, box, X0 + 4, y + 10, X0 + 300, box === 'Other' ? null : entityFields, 7);
  if (box === 'Other') {
    // "Other" is read from the text on its line, not the box.
    s.value('entity_other', m.entity.text, X0 + 250, ey - 13, 60, { fields: entityFields });
  }
  vy = cell(s, 'TYPE OF BUSINESS /\nPRODUCTS OR SERVICES SOLD', X0 + 320, y, 220, 36);
  s.value('industry', m.industryText, X0 + 323, vy + 2, 210, { fields: { [A('industry')]: m.industryId } });
  y += 36;
  vy = cell(s, 'BUSINESS E-MAIL', X0, y, 200); s.value('biz_email', m.email, X0 + 3, vy, 190, { size: 8 });
  cell(s, 'WEBSITE', X0 + 200, y, 150); if (m.website) s.value('website', m.website, X0 + 203, vy, 140, { size: 8 });
  cell(s, 'RENT OR OWN', X0 + 350, y, 190);
  s.checks('rent_own', ['Rent', 'Own'], m.rentOrOwn, X0 + 354, vy - 1, X0 + 530, null, 7);
  y += 24;
  vy = cell(s, 'LANDLORD / MORTGAGE COMPANY', X0, y, 270); s.value('landlord', m.landlord.name, X0 + 3, vy, 260);
  cell(s, 'LANDLORD PHONE', X0 + 270, y, 130); s.value('landlord_phone', m.landlord.phone, X0 + 273, vy, 120);
  cell(s, 'MONTHLY RENT', X0 + 400, y, 140); s.value('rent', money(m.monthlyRent, false), X0 + 403, vy, 130);
  y += 30;
  s.bar('FUNDING REQUEST', X0, y, W); y += 13;
  vy = cell(s, 'AMOUNT REQUESTED', X0, y, 150);
  s.value('amount', money(m.amount, r.chance(0.4)), X0 + 3, vy, 140, { fields: { [A('requested_amount')]: m.amount } });
  cell(s, 'USE OF FUNDS', X0 + 150, y, 230); s.value('use', m.use, X0 + 153, vy, 220);
  cell(s, 'AVG. MONTHLY SALES', X0 + 380, y, 160); s.value('sales', money(m.monthlySales, false), X0 + 383, vy, 150);
  y += 30;
  s.bar('BANK INFORMATION (OPERATING ACCOUNT)', X0, y, W); y += 13;
  vy = cell(s, 'BANK NAME', X0, y, 180); s.value('bank', m.bank.name, X0 + 3, vy, 170);
  cell(s, 'ROUTING #', X0 + 180, y, 160); s.value('routing', m.bank.routing, X0 + 183, vy, 150);
  cell(s, 'ACCOUNT #', X0 + 340, y, 200); s.value('account', m.bank.account, X0 + 343, vy, 190);
  y += 30;
  s.bar('CURRENT ADVANCES / LOANS', X0, y, W); y += 13;
  ['FUNDER', 'BALANCE', 'DAILY / WEEKLY PAYMENT'].forEach((h, i) => cell(s, h, X0 + i * 180, y, 180, 12));
  y += 12;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    [0, 1, 2].forEach((c) => s.rect(X0 + c * 180, y, 180, 15));
    if (a) {
      s.value(`adv${i}_funder`, a.funder, X0 + 3, y + 3, 170, { size: 8 });
      s.value(`adv${i}_balance`, money(a.balance, false), X0 + 183, y + 3, 170, { size: 8 });
      s.value(`adv${i}_payment`, money(a.payment, false), X0 + 363, y + 3, 170, { size: 8 });
    }
    y += 15;
  }
  y += 6;
  s.bar('OWNER / OFFICER INFORMATION (ALL OWNERS OF 20% OR MORE)', X0, y, W); y += 13;
  const withSign = r.chance(0.5), dobStyle = r.int(0, 4), mask = r.int(0, 2);
  m.owners.forEach((o, i) => {
    vy = cell(s, `OWNER ${i + 1} FULL NAME`, X0, y, 210);
    s.value(`o${i}_name`, ownerName(o, false), X0 + 3, vy, 200, { fields: nameFields(i, o) });
    cell(s, 'TITLE', X0 + 210, y, 110); s.value(`o${i}_title`, o.title, X0 + 213, vy, 100, { fields: { [P(i, 'role')]: o.title } });
    cell(s, 'OWNERSHIP %', X0 + 320, y, 80);
    s.value(`o${i}_pct`, pctText(o, withSign), X0 + 323, vy, 70, { fields: { [P(i, 'ownership')]: o.pct } });
    cell(s, 'DATE OF BIRTH', X0 + 400, y, 140);
    s.value(`o${i}_dob`, printDate(o.dob, dobStyle === 1 ? 0 : dobStyle), X0 + 403, vy, 130, { fields: dobField(i, o) });
    y += 24;
    vy = cell(s, 'HOME ADDRESS', X0, y, 290); s.value(`o${i}_home`, addressLine(o.home), X0 + 3, vy, 280, { size: 8 });
    cell(s, 'SSN', X0 + 290, y, 120); s.value(`o${i}_ssn`, ssnText(o, mask), X0 + 293, vy, 110, { fields: ssnFields(i, o) });
    cell(s, 'CREDIT SCORE\n(ESTIMATE)', X0 + 410, y, 130, 24);
    if (o.credit !== null) s.value(`o${i}_credit`, String(o.credit), X0 + 470, y + 8, 60, { fields: { [P(i, 'credit_score')]: o.credit } });
    y += 28;
  });
  y = s.para('By signing below, each of the above business and its owners (individually and collectively, "Applicant") certifies that '
    + 'all information provided is true and complete, and authorizes Crestline Capital Partners, its assigns, agents and funding '
    + 'partners to obtain consumer and business credit reports, bank references and any other information relating to Applicant, '
    + 'now and for the purpose of renewal or collection. Applicant agrees this application and supporting documents may be shared '
    + 'with third-party funders.', X0, y + 2, W, 6) + 10;
  m.owners.forEach((o, i) => {
    const x = X0 + (i % 2) * 275;
    s.scribble(x + 8, y + 14, 120);
    s.rule(x, y + 18, x + 170, y + 18);
    s.label(`Owner ${i + 1} Signature`, x, y + 21, 6);
    s.rule(x + 185, y + 18, x + 260, y + 18);
    s.label('Date', x + 185, y + 21, 6);
    s.value(`o${i}_signed`, printDate(m.signed, 0), x + 188, y + 6, 70, { size: 8 });
  });
}
