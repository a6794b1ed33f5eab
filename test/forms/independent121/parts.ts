// Building blocks shared by set 121's layouts: boxed cells, section bars, the entity/schedule/use-of-funds rows, the
// Yes/No grid, the "amount requested" band, owner blocks and the signature block. Each records its truth paths.
import { FREQUENCIES, money, ownerName, TICKS, USES, type Merchant } from './merchant.ts';
import { row, type Fields, type MarkKind, type Opt, type Sheet } from './sheet.ts';

export interface Look { accent: string; font: string; bold: string; cell: 'box' | 'line'; furniture: 'box' | 'bubble' | 'none' }
export const X0 = 36, X1 = 576;
type Cell = [label: string, key: string, value: string | null | undefined, w: number, fields?: Fields, decoy?: boolean];

export const country = (m: Merchant) => (m.country === 'US' ? 'United States' : 'Canada');
export const F = {
  legal: (m: Merchant): Fields => ({ 'application.legal_name': m.legal }),
  dba: (m: Merchant): Fields => ({ 'application.trade_name': m.trade }),
  tax: (m: Merchant): Fields => ({ 'application.business_tax_id': m.taxDigits, 'application.business_tax_id_type': m.taxType, 'application.business_tax_id_country': m.country }),
  region: (m: Merchant): Fields => ({ 'application.state_region': m.region, 'application.country': country(m) }),
  start: (m: Merchant): Fields => ({ 'application.business_start_date': m.startIso }),
  industry: (m: Merchant): Fields => ({ 'application.industry': m.industryId }),
};
const A = (i: number, f: string) => `application.applicants[${i}].${f}`;

export function bar(sh: Sheet, lk: Look, title: string, y: number): number {
  sh.doc.save().rect(X0, y, X1 - X0, 13).fill(lk.accent).restore();
  sh.text(title.toUpperCase(), X0 + 5, y + 3, { font: lk.bold, size: 8, color: '#ffffff' });
  return y + 16;
}

/** One row of labelled cells from x0 (widths given; the last stretches to x1). */
export function cells(sh: Sheet, lk: Look, y: number, list: Cell[], x0 = X0, x1 = X1): number {
  let x = x0;
  list.forEach(([label, key, value, w, fields, decoy], i) => {
    const ww = i === list.length - 1 ? x1 - x : w;
    if (lk.cell === 'box') sh.doc.lineWidth(0.6).strokeColor('#555555').rect(x, y, ww, 25).stroke();
    else sh.doc.lineWidth(0.6).strokeColor('#333333').moveTo(x + 2, y + 25).lineTo(x + ww - 4, y + 25).stroke();
    sh.text(label, x + 2.5, y + 2, { size: 6, font: lk.font, color: '#333333' });
    if (decoy) sh.decoy(key, value, x + 1, y + 10, ww - 3); else sh.value(key, value, x + 1, y + 10, ww - 3, fields ?? {});
    x += ww;
  });
  return y + (lk.cell === 'box' ? 25 : 29);
}

export function entityRow(sh: Sheet, lk: Look, m: Merchant, y: number, kind: MarkKind, labels: readonly string[], furniture = lk.furniture): number {
  sh.text('Entity Type:', X0 + 3, y, { font: lk.bold, size: 7.5 });
  const opts = row(sh, [...labels, 'Other:'], X0 + 62, y, { furniture, font: lk.font });
  const last = opts[opts.length - 1]!;
  const ox = last.lx + last.lw + 3;
  sh.doc.lineWidth(0.5).strokeColor('#333333').moveTo(ox, y + 10).lineTo(ox + 70, y + 10).stroke();
  const id = { 'application.type_of_entity': m.entityId };
  if (m.entityOption === null) sh.choice('entity_type', opts, [], kind);
  else if (m.entityOption === 'Other') {
    sh.choice('entity_type', opts, [opts.length - 1], kind);
    sh.value('entity_other', m.entityOther, ox, y - 3, 70, id);
  } else sh.choice('entity_type', opts, [labels.indexOf(m.entityOption)], kind, id);
  if (m.entityOption !== 'Other' && sh.style === 'fillable') sh.value('entity_other', '', ox, y - 3, 70);
  return y + 16;
}

export function scheduleRow(sh: Sheet, lk: Look, m: Merchant, y: number, kind: MarkKind, furniture = lk.furniture): number {
  sh.text('Payment Schedule:', X0 + 3, y, { font: lk.bold, size: 7.5 });
  const opts = row(sh, FREQUENCIES.map((f) => f.label), X0 + 84, y, { furniture, font: lk.font, gap: 62 });
  const i = FREQUENCIES.findIndex((f) => f.id === m.frequency);
  sh.choice('payment_schedule', opts, i < 0 ? [] : [i], kind, { 'application.payment_frequency': m.frequency });
  sh.text('Est. Payment $', X0 + 340, y, { size: 7, font: lk.font });
  sh.value('est_payment', m.payment === null ? null : money(m.payment, true).slice(1), X0 + 388, y - 4, 60, { 'application.requested_payment': m.payment });
  sh.text('# of Payments', X0 + 456, y, { size: 7, font: lk.font });
  sh.value('num_payments', m.payments === null ? null : String(m.payments), X0 + 505, y - 4, 35, { 'application.number_of_payments': m.payments });
  sh.doc.lineWidth(0.5).strokeColor('#333333').moveTo(X0 + 388, y + 10).lineTo(X0 + 448, y + 10).moveTo(X0 + 505, y + 10).lineTo(X1, y + 10).stroke();
  return y + 18;
}

export function useRow(sh: Sheet, lk: Look, m: Merchant, y: number, kind: MarkKind, furniture = lk.furniture): number {
  sh.text('Use of Funds:', X0 + 3, y, { font: lk.bold, size: 7.5 });
  const opts = row(sh, USES, X0 + 66, y, { furniture, font: lk.font, size: 7 });
  sh.choice('use_of_funds', opts, m.useOfFunds.map((u) => (USES as readonly string[]).indexOf(u)), kind, {}, { multi: true });
  return y + 16;
}

/** Yes/No questions in a grid (columns Yes / No, or Own / Rent for the premises). */
export function yesNoGrid(sh: Sheet, lk: Look, m: Merchant, y: number, kind: MarkKind, furniture = lk.furniture): number {
  const qs: [string, string, [string, string], boolean][] = [
    ['premises', 'Do you own or rent the business premises?', ['Own', 'Rent'], m.own === 'Own'],
    ['existing_advances', 'Does the business have any open cash advances or business loans?', ['Yes', 'No'], m.answers.advances],
    ['bankruptcy', 'Has the business or any owner ever filed for bankruptcy?', ['Yes', 'No'], m.answers.bankruptcy],
    ['tax_liens', 'Are there any open tax liens or judgments against the business or owners?', ['Yes', 'No'], m.answers.liens],
    ['home_based', 'Is the business operated from a home address?', ['Yes', 'No'], m.answers.homeBased],
  ];
  for (const [key, q, [a, b], yes] of qs) {
    sh.doc.lineWidth(0.3).strokeColor('#999999').moveTo(X0, y + 12).lineTo(X1, y + 12).stroke();
    sh.text(q, X0 + 4, y + 2, { size: 7.5, font: lk.font });
    const opts = row(sh, [a, b], X0 + 420, y + 2, { furniture, font: lk.font, gap: 52 });
    sh.choice(key, opts, [yes ? 0 : 1], kind);
    y += 14;
  }
  y += 4;
  if (m.own === 'Rent') {
    y = cells(sh, lk, y, [['Landlord / Mortgage Co.', 'landlord', m.landlord, 220, {}, true], ['Landlord Phone', 'landlord_phone', m.landlordPhone, 150, {}, true],
      ['Monthly Rent', 'rent', m.rentAmount === null ? null : money(m.rentAmount), 170]]);
  }
  if (m.existing.length) {
    sh.text('If yes, list current positions:', X0 + 3, y + 2, { size: 7, font: lk.bold });
    y += 11;
    m.existing.forEach((e, i) => {
      y = cells(sh, lk, y, [[`Funder / Lender ${i + 1}`, `funder_${i + 1}`, e.funder, 240, {}, true], ['Balance', `funder_${i + 1}_balance`, money(e.balance), 150],
        ['Payment', `funder_${i + 1}_payment`, money(e.payment), 150]]);
    });
  }
  return y + 4;
}

/** The slider-like band: ticks from $10K to $500K+, a pen stroke on the band and the amount written beside it, or
 *  (when the merchant only marked a tick) the tick label circled. */
export function amountBand(sh: Sheet, lk: Look, m: Merchant, y: number, kind: MarkKind): number {
  sh.text('Amount Requested:', X0 + 3, y + 6, { font: lk.bold, size: 8 });
  const bx0 = X0 + 100, bx1 = X0 + 400;
  sh.doc.save().lineWidth(5).strokeColor('#d9d9d9').moveTo(bx0, y + 8).lineTo(bx1, y + 8).stroke().restore();
  const pos = (v: number) => bx0 + ((Math.log(v) - Math.log(TICKS[0]!)) / (Math.log(TICKS[TICKS.length - 1]!) - Math.log(TICKS[0]!))) * (bx1 - bx0);
  const opts: Opt[] = TICKS.map((t, i) => {
    const label = `$${t / 1000}K${i === TICKS.length - 1 ? '+' : ''}`;
    const x = pos(t);
    sh.doc.lineWidth(0.8).strokeColor('#444444').moveTo(x, y + 3).lineTo(x, y + 13).stroke();
    sh.doc.font(lk.font).fontSize(7);
    const lw = sh.doc.widthOfString(label);
    sh.text(label, x - lw / 2, y + 16, { size: 7, font: lk.font });
    return { label, bx: x, by: y + 30, lx: x - lw / 2, ly: y + 16, lw };
  });
  if (sh.style === 'fillable') opts.forEach((o) => sh.box(o.bx, o.by, 7));
  sh.text('Exact amount $', X0 + 418, y + 6, { size: 7, font: lk.font });
  sh.doc.lineWidth(0.5).strokeColor('#333333').moveTo(X0 + 470, y + 16).lineTo(X1, y + 16).stroke();
  const amt = { 'application.requested_amount': m.amount };
  if (m.amountTick !== null) {
    sh.choice('amount_band', opts, [TICKS.indexOf(m.amountTick)], kind === 'strike' ? 'circle' : 'circle', amt);
    sh.value('amount_requested', '', X0 + 470, y + 2, X1 - X0 - 470);
  } else {
    if (sh.style === 'fillable') sh.choice('amount_band', opts, [], 'circle');
    if (m.amount !== null && sh.style !== 'fillable') {
      const x = Math.min(bx1, Math.max(bx0, pos(m.amount))), ink = sh.style === 'handwritten' ? '#1b2a6b' : '#111111';
      sh.doc.save().lineWidth(1.6).strokeColor(ink).moveTo(x - 1, y).lineTo(x + 1, y + 16).stroke().restore();
    }
    sh.value('amount_requested', m.amount === null ? null : money(m.amount).slice(1), X0 + 470, y + 2, X1 - X0 - 470, amt);
  }
  return y + 40;
}

export interface OwnerOpts { lastFirst: boolean; credit: 'number' | 'band' | 'none'; kind: MarkKind; w: number }
export function ownerBlock(sh: Sheet, lk: Look, m: Merchant, i: number, x: number, y: number, o: OwnerOpts): number {
  const ow = m.owners[i]!, w = o.w, x1 = x + w, ca = m.country === 'CA';
  const taxLabel = ca ? 'SIN' : ow.taxType === 'ITIN' ? 'SSN / ITIN' : 'Social Security #';
  sh.text(`OWNER ${i + 1}${i === 0 ? ' (Guarantor)' : ''}`, x + 2, y, { font: lk.bold, size: 7.5, color: lk.accent });
  y += 10;
  y = cells(sh, lk, y, [[o.lastFirst ? 'Full Name (Last, First)' : 'Full Name', `owner${i + 1}_name`, ownerName(ow, o.lastFirst), w * 0.62,
    { [A(i, 'first_name')]: ow.first, [A(i, 'last_name')]: ow.last }], ['Title', `owner${i + 1}_title`, ow.title, 0, { [A(i, 'role')]: ow.title }]], x, x1);
  y = cells(sh, lk, y, [['Ownership %', `owner${i + 1}_pct`, `${ow.pct}%`, w * 0.22, { [A(i, 'ownership')]: ow.pct }],
    [taxLabel, `owner${i + 1}_tax_id`, ow.taxPrinted, w * 0.42, { [A(i, 'tax_id')]: ow.taxDigits, [A(i, 'tax_id_type')]: ow.taxType, [A(i, 'tax_id_country')]: m.country }],
    ['Date of Birth', `owner${i + 1}_dob`, ow.dobPrinted, 0, { [A(i, 'date_of_birth')]: ow.dobIso }]], x, x1);
  y = cells(sh, lk, y, [['Home Address', `owner${i + 1}_home`, ow.street, w * 0.45, {}, true],
    [ca ? 'City / Prov. / Postal' : 'City / State / Zip', `owner${i + 1}_home_city`, `${ow.city}, ${ow.region} ${ow.postal}`, 0, {}, true]], x, x1);
  const credit = o.credit === 'number' ? [['Credit Score (est.)', `owner${i + 1}_credit`, ow.credit === null ? null : String(ow.credit), w * 0.25, { [A(i, 'credit_score')]: ow.credit }] as Cell] : [];
  y = cells(sh, lk, y, [['Cell Phone', `owner${i + 1}_phone`, ow.phone, w * 0.3], ['E-mail', `owner${i + 1}_email`, ow.email, credit.length ? w * 0.45 : 0], ...credit], x, x1);
  if (o.credit === 'band') {
    sh.text('Credit (est.):', x + 2, y + 3, { size: 6.5, font: lk.bold });
    const opts = row(sh, ['Below 600', '600-649', '650-699', '700-749', '750+'], x + 46, y + 3, { furniture: lk.furniture, font: lk.font, size: 6.5 });
    const b = ['Below 600', '600-649', '650-699', '700-749', '750+'].indexOf(ow.creditBand ?? '');
    sh.choice(`owner${i + 1}_credit_band`, opts, b < 0 ? [] : [b], o.kind);
    y += 14;
  }
  return y + 6;
}

export function signBlock(sh: Sheet, lk: Look, m: Merchant, y: number, text: string): number {
  sh.text(text, X0, y, { size: 6.3, font: lk.font, width: X1 - X0, color: '#222222' });
  y += sh.doc.heightOfString(text, { width: X1 - X0 }) + 8;
  const n = m.owners.length, w = (X1 - X0) / Math.min(2, n);
  m.owners.forEach((ow, i) => {
    const x = X0 + (i % 2) * w, yy = y + Math.floor(i / 2) * 40;
    if (sh.style !== 'fillable') sh.signature(x + 2, yy);
    sh.doc.lineWidth(0.6).strokeColor('#000000').moveTo(x + 2, yy + 22).lineTo(x + w * 0.36, yy + 22).moveTo(x + w * 0.4, yy + 22).lineTo(x + w * 0.74, yy + 22)
      .moveTo(x + w * 0.78, yy + 22).lineTo(x + w - 8, yy + 22).stroke();
    sh.text(`Signature - Owner ${i + 1}`, x + 2, yy + 25, { size: 6, font: lk.font });
    sh.text('Print Name', x + w * 0.4, yy + 25, { size: 6, font: lk.font });
    sh.text('Date', x + w * 0.78, yy + 25, { size: 6, font: lk.font });
    sh.value(`sign_name_${i + 1}`, ownerName(ow, false), x + w * 0.4, yy + 7, w * 0.34);
    sh.value(`sign_date_${i + 1}`, m.signed, x + w * 0.78, yy + 7, w * 0.2);
  });
  return y + Math.ceil(n / 2) * 40;
}
