// Layout "crossroads": Crossroads Merchant Partners, a compact broker form with captions UNDER the line, entity and
// payment-frequency checkbox rows (with "Other: ___"), a franchise yes/no with franchisor and parent company, owners
// side by side in columns. One page, a second when there are three owners.
import type { Canvas } from '../canvas.ts';
import type { Model } from '../model.ts';
import { A, AUTH, FREQ_LABELS, einFields, oDob, oName, oPct, oRole, oScore, oTax, pctText, signatures, stateFields, type Fields } from '../parts.ts';

const L = 'LibNarrow', LB = 'LibNarrowBold', X0 = 36, WW = 540;

/** A value on a line with its caption under the line. */
function ul(c: Canvas, caption: string, x: number, y: number, w: number, key: string, text: string, fields: Fields = {}): void {
  c.value(key, text, x + 2, y, w - 8, { fields, size: 9.5 });
  c.line(x, y + 12.5, x + w - 6, y + 12.5, 0.5);
  c.text(caption, x, y + 14.5, { font: L, size: 6.5, color: '#444' });
}
function band(c: Canvas, t: string, y: number): number {
  c.text(t, X0, y, { font: LB, size: 9, color: '#8a1c1c' });
  c.line(X0 + c.doc.font(LB).fontSize(9).widthOfString(t) + 6, y + 6, X0 + WW, y + 6, 0.8, '#8a1c1c');
  return y + 16;
}
function boxes(c: Canvas, key: string, x: number, y: number, options: [label: string, checked: boolean, fields: Fields][]): number {
  for (const [label, on, f] of options) {
    c.check(`${key}_${label.replace(/[^A-Za-z]/g, '').toLowerCase()}`, label, x, y, on, on ? f : {});
    c.text(label, x + 11, y, { font: L, size: 8 });
    x += c.doc.font(L).fontSize(8).widthOfString(label) + 24;
  }
  return x;
}

export function drawCrossroads(c: Canvas, m: Model): void {
  c.text('CROSSROADS', X0, 30, { font: LB, size: 22, color: '#8a1c1c' });
  c.text('MERCHANT PARTNERS', X0 + 2, 54, { font: L, size: 9, color: '#8a1c1c' });
  c.text('Business Funding Application', 360, 32, { font: LB, size: 13 });
  c.text('Franchise & multi-location merchants welcome', 360, 50, { font: L, size: 8, color: '#555' });
  let y = band(c, 'BUSINESS', 76);
  ul(c, 'Business legal name (as shown on tax return)', X0, y, 330, 'legal_name', m.legal, A('legal_name', m.legal));
  ul(c, 'DBA', X0 + 330, y, 210, 'dba', m.dba, A('trade_name', m.trade));
  y += 30;
  ul(c, 'Physical address of this location', X0, y, 250, 'street', m.addr.street);
  ul(c, 'City', X0 + 250, y, 130, 'city', m.addr.city);
  ul(c, 'State', X0 + 380, y, 60, 'state', m.addr.state, stateFields(m));
  ul(c, 'Zip', X0 + 440, y, 100, 'zip', m.addr.zip);
  y += 30;
  ul(c, 'Federal tax ID / EIN', X0, y, 130, 'ein', m.ein.text, einFields(m));
  ul(c, 'Business start date', X0 + 130, y, 110, 'start', m.start?.text ?? '', A('business_start_date', m.start?.value ?? null));
  ul(c, 'What does the business do?', X0 + 240, y, 180, 'kind', m.kind, A('industry', m.industry));
  ul(c, 'Business phone', X0 + 420, y, 120, 'phone', m.phone);
  y += 32;
  c.text('Entity:', X0, y, { font: LB, size: 8 });
  const other = m.entityId === 'limited_partnership' || (m.entityId === 'general_partnership' && c.look.chance(0.5));
  const ent: Fields = A('type_of_entity', m.entityId);
  const ex = boxes(c, 'entity', X0 + 34, y, (['Corporation', 'S Corp', 'LLC', 'Partnership', 'Sole Proprietor'] as const)
    .map((l) => [l, !other && m.entityBox === l, ent] as [string, boolean, Fields]).concat([['Other:', other, ent]]));
  if (other) ul(c, '', ex - 8, y - 3, 110, 'entity_other', m.entityText, ent);
  y += 20;
  c.text('Is this location a franchise?', X0, y, { font: LB, size: 8 });
  boxes(c, 'franchise', X0 + 118, y, [['Yes', true, {}], ['No', false, {}]]);
  ul(c, 'Franchisor', X0 + 220, y - 4, 200, 'franchisor', m.brand.franchisor);
  ul(c, 'Store #', X0 + 420, y - 4, 120, 'store_no', m.storeNo);
  y += 30;
  ul(c, 'Parent / holding company (if any)', X0, y, 260, 'holding', m.holding?.name ?? '');
  ul(c, 'No. of other locations', X0 + 260, y, 110, 'n_locations', String(m.locations.length));
  ul(c, 'Landlord', X0 + 370, y, 170, 'landlord', m.landlord.name);
  y += 32;
  y = band(c, 'FUNDING', y);
  ul(c, 'Amount requested', X0, y, 140, 'amount', m.amount?.text ?? '', A('requested_amount', m.amount?.value ?? null));
  ul(c, 'Desired payment', X0 + 140, y, 120, 'payment', m.payment?.text ?? '', A('requested_payment', m.payment?.value ?? null));
  ul(c, '# of payments', X0 + 260, y, 80, 'n_payments', m.nPayments ? String(m.nPayments) : '', A('number_of_payments', m.nPayments));
  ul(c, 'Monthly gross sales', X0 + 340, y, 100, 'monthly_sales', m.monthlySales);
  ul(c, 'Open positions', X0 + 440, y, 100, 'positions', String(m.advances.length));
  y += 32;
  c.text('Payment schedule:', X0, y, { font: LB, size: 8 });
  boxes(c, 'freq', X0 + 80, y, FREQ_LABELS.map(([k, l]) => [l, m.freq === k, A('payment_frequency', k)] as [string, boolean, Fields]));
  y += 20;
  y = band(c, 'OWNERS / OFFICERS', y);
  const per = 2, cw = WW / per;
  m.owners.forEach((o, i) => {
    if (i === per) { c.text('Continued on page 2', X0, 760, { font: L, size: 7 }); c.newPage(); y = band(c, 'OWNERS / OFFICERS (CONTINUED)', 40); }
    const x = X0 + (i % per) * cw;
    c.text(`OWNER ${i + 1}`, x, y, { font: LB, size: 7.5 });
    let oy = y + 12;
    ul(c, 'Full name', x, oy, cw - 80, `o${i}_name`, o.name, oName(i, o));
    ul(c, 'Ownership %', x + cw - 80, oy, 80, `o${i}_pct`, pctText(o, 2), oPct(i, o));
    oy += 28;
    ul(c, 'Title', x, oy, 110, `o${i}_title`, o.role, oRole(i, o));
    ul(c, 'SSN', x + 110, oy, 90, `o${i}_ssn`, o.tax.text, oTax(i, o));
    ul(c, 'Date of birth', x + 200, oy, cw - 200, `o${i}_dob`, o.dob?.text ?? '', oDob(i, o));
    oy += 28;
    ul(c, 'Home address', x, oy, cw - 60, `o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`);
    ul(c, 'Credit score', x + cw - 60, oy, 60, `o${i}_score`, o.score ? String(o.score) : '', oScore(i, o));
    if (i % per === per - 1 || i === m.owners.length - 1) y = oy + 32;
  });
  y = band(c, 'BANK ON FILE', y);
  ul(c, 'Bank name', X0, y, 200, 'bank', m.bank.name);
  ul(c, 'Routing number', X0 + 200, y, 150, 'routing', m.bank.routing);
  ul(c, 'Account number', X0 + 350, y, 190, 'account', m.bank.account);
  y += 34;
  y = c.text(AUTH, X0, y, { font: L, size: 6.8, width: WW, wrap: true, color: '#333' });
  y = signatures(c, m, X0, y + 2, WW, L);
  c.text(`Broker: ${m.rep.name}  ${m.rep.phone}`, X0, 770, { font: L, size: 7, color: '#555' });
}
