// Layout 5: a request letter typed in a free online word processor: letterhead, "Dear Funding Team", the business
// described in running prose with the values inline, a signature block and the owners' details in a P.S. table.
import type { Pen } from './draw.ts';
import type { Merchant } from './data.ts';
import { addrLine, nameOf, para, taxLabel, v } from './kit.ts';
import type { Seg } from './kit.ts';

const article = (s: string): string => (/^(LLC|LLP|LP|S Corp)$/.test(s) ? 'an' : 'a');

function body(m: Merchant): Seg[][] {
  const e = m.entity.printed;
  const ps: Seg[][] = [
    ['Our business, ', v('legal_name', m.legal), ...(m.dba ? [' (DBA ', v('trade_name', m.dbaPrinted), ')'] : []), `, is ${article(e)} `, v('type_of_entity', e),
      ` formed in `, v('decoy.inc', m.d.incState), ...(m.start ? [' and operating since ', v('business_start_date', m.startPrinted)] : [` about ${m.years} years ago`]),
      '. We run a ', v('industry', m.industryText.toLowerCase()), ' business at ', v('state_region', addrLine(m.addr)), ` with ${m.employees} employees.`],
    [`Our ${m.ca ? 'Business Number' : m.taxLabel.replace(' (EIN)', '')} is `, v('business_tax_id', m.taxPrinted), `. We bank with ${m.d.bank} (routing `, v('decoy.routing', m.d.routing),
      ', account ', v('decoy.account', m.d.account), `) and average about `, v('decoy.sales', m.monthlySales), ' in monthly deposits.'],
    ['We respectfully request ', v('requested_amount', m.amountPrinted), ` in working capital for: ${m.use.toLowerCase()}.`,
      ...(m.payment ? [' We are comfortable with a ', v('payment_frequency', m.freqPrinted!), ' payment of ', v('requested_payment', m.paymentPrinted!), ' over ',
        v('number_of_payments', String(m.nPayments)), ' payments.'] : [])],
    ['We currently have one open advance with ', v('decoy.funder', m.d.funder), ' with roughly ', v('decoy.balance', m.d.balance), ' remaining. ',
      ...(m.own ? ['We own our building.'] : ['We lease our space from ', v('decoy.landlord', m.d.landlord), '.'])],
    [`Our file was prepared with the help of `, v('decoy.iso', m.d.iso), ` at ${m.d.isoCompany}; please copy them on any offers.`]];
  return ps;
}

function psTable(p: Pen, m: Merchant, y: number): void {
  p.label('P.S. Owner details for your underwriting:', 60, y, { size: 10, font: 'Times-Bold' });
  y += 18;
  const cols: [string, number][] = [['Name', 128], ['Title', 84], ['Ownership', 56], [m.ca ? 'SIN' : 'SSN', 84], ['Born', 84], ['Credit', 56]];
  let x = 60;
  for (const [h, w] of cols) { p.doc.save().lineWidth(0.6).rect(x, y, w, 16).stroke().restore(); p.label(h, x + 3, y + 4, { size: 8.5, font: 'Times-Bold' }); x += w; }
  m.owners.forEach((o, i) => {
    y += 16;
    x = 60;
    const vals: [string, string][] = [[`owner${i}.name`, nameOf(o)], [`owner${i}.title`, o.title], [`owner${i}.pct`, `${o.pct}%`], [`owner${i}.tax`, o.taxPrinted],
      [`owner${i}.dob`, o.dobPrinted], [`owner${i}.credit`, o.credit ? String(o.credit) : '']];
    vals.forEach(([k, t], j) => {
      const w = cols[j]![1];
      p.doc.save().lineWidth(0.6).rect(x, y, w, 16).stroke().restore();
      p.value(k, t, x + 3, y + 4, { size: t.length > 18 ? 7 : 8.5, width: w - 4 });
      x += w;
    });
  });
}

export function letter(p: Pen, m: Merchant): void {
  const o = m.owners[0]!;
  p.label(m.dba ?? m.legal, 60, 50, { size: 15, font: 'Times-Bold' });
  p.label(`${m.addr.city}, ${m.addr.stateName}  .  ${m.phone}  .  ${m.email}`, 60, 70, { size: 9, font: 'Times-Roman', color: '#555555' });
  p.doc.moveTo(60, 84).lineTo(552, 84).lineWidth(0.6).stroke();
  p.label(`${['April', 'May', 'June'][p.r.int(0, 2)]} ${p.r.int(1, 28)}, 2026`, 60, 100, { size: 10.5, font: 'Times-Roman' });
  p.label(`Funding Team\n${m.d.isoCompany}\nBy e-mail: ${m.d.isoEmail}`, 60, 122, { size: 10.5, font: 'Times-Roman', width: 300 });
  p.label(`Re: Working capital request for ${m.dba ?? m.legal}`, 60, 172, { size: 10.5, font: 'Times-Bold' });
  p.label('Dear Funding Team,', 60, 196, { size: 10.5, font: 'Times-Roman' });
  let y = 218;
  for (const segs of body(m)) y = para(p, segs, 60, y, 492) + 6;
  p.label('Thank you for your consideration. I am happy to provide anything else you need.', 60, y, { size: 10.5, font: 'Times-Roman' });
  p.label('Sincerely,', 60, y + 24, { size: 10.5, font: 'Times-Roman' });
  p.doc.save().lineWidth(0.9).strokeColor('#1a3a8f').moveTo(64, y + 62).bezierCurveTo(90, y + 40, 110, y + 70, 140, y + 50).bezierCurveTo(160, y + 40, 170, y + 66, 200, y + 55).stroke().restore();
  y = para(p, [v('owner0.sign', nameOf(o)), ', ', v('owner0.sign_title', o.title)], 60, y + 72, 400);
  p.label(`${taxLabel(o)} on file with the P.S. table below.`, 60, y, { size: 8.5, font: 'Times-Italic', color: '#555555' });
  if (y > 640 - m.owners.length * 16) { p.doc.addPage({ size: [612, 792], margin: 0 }); y = 40; }
  psTable(p, m, y + 24);
}
