// Brokers 5-7: Beaconpoint (two pages, logo box, side-by-side principals, filled boxes, swapped names), Ridgeway
// (shaded two-column table, owners' table, DBA "SAME"), Northstar (Ontario/BC Canadian, Courier, underlined rows).
import type { Form } from './canvas.ts';
import { checks, under, type Layout } from './layouts1.ts';
import { F, FREQ_LABEL, bn, bnF, date, dobF, ein, einF, fullName, masked, nameF, pctF, regionF, roleF, scoreF, sin, ssn, ssnF, usd } from './fmt.ts';

export const beaconpoint: Layout = (f, m, rng) => {
  f.rect(40, 30, 90, 50, { stroke: '#e07a00', lw: 2 });
  f.text('BEACON', 52, 42, { font: 'Helvetica-Bold', size: 14, color: '#e07a00' });
  f.text('POINT', 60, 58, { font: 'Helvetica-Bold', size: 12, color: '#555555' });
  f.text('Business Cash Advance Application', 150, 46, { font: 'Helvetica-Bold', size: 14 });
  under(f, 'Corporate Name:', m.legal, 40, 100, 330, F('legal_name', m.legal));
  under(f, 'D/B/A:', m.dba, 380, 100, 190, F('trade_name', m.dba));
  under(f, 'Fed ID:', ein(m), 40, 122, 170, einF(m));
  under(f, 'Business Inception:', date(m.start, 'mon'), 216, 122, 170, F('business_start_date', m.start));
  under(f, 'State of Organization:', m.incState, 392, 122, 178);
  under(f, 'Location Address:', `${m.addr.street}, ${m.addr.city}`, 40, 144, 330);
  under(f, 'St:', m.addr.region, 380, 144, 60, regionF(m));
  under(f, 'Zip:', m.addr.zip, 446, 144, 124);
  under(f, 'Describe Business:', m.industryText, 40, 166, 330, F('industry', m.industryId));
  under(f, 'Website:', m.website, 380, 166, 190);
  f.text('Business Entity:', 40, 190, { font: 'Helvetica-Bold' });
  const ent = rng.pick([['Corporation', 'c_corporation'], ['LLC', 'llc'], ['LP', 'limited_partnership'], ['Non-Profit', 'nonprofit_corporation']]);
  checks(f, 'ent', 116, 189, ['Corporation', 'LLC', 'LP', 'Sole Prop.', 'Non-Profit'].map((l) => [l, l === ent[0], F('type_of_entity', ent[1]!)]), 'fill', 14);
  under(f, 'Funding Amount Requested:', usd(m.amount, true), 40, 212, 260, F('requested_amount', m.amount));
  f.text('Remit:', 310, 212, { font: 'Helvetica-Bold' });
  checks(f, 'remit', 346, 211, (['daily', 'weekly', 'monthly'] as const).map((k) => [FREQ_LABEL[k]!, k === m.freq, F('payment_frequency', k)]), 'fill', 12);
  f.text('Trade References', 40, 240, { font: 'Helvetica-Bold', size: 9 });
  m.refs.forEach((r, i) => under(f, `Ref ${i + 1}:`, `${r.name}  ${r.phone}`, 40, 256 + i * 20, 530));
  f.text('Current Business Debt / Advances', 40, 306, { font: 'Helvetica-Bold', size: 9 });
  m.funders.forEach((fu, i) => under(f, `Lender ${i + 1}:`, `${fu.name}   Bal. ${usd(fu.balance)}`, 40, 322 + i * 20, 530));
  beaconFooter(f, m.iso, m.isoPhone, 1);
  f.addPage();
  f.text('Owner / Officer Information', 40, 40, { font: 'Helvetica-Bold', size: 12 });
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = 40 + i * 270;
    f.rect(x, 60, 260, 130, { stroke: '#e07a00' });
    f.text(`Principal No. ${i + 1}`, x + 6, 64, { font: 'Helvetica-Bold', size: 9, color: '#e07a00' });
    under(f, 'Name (Last, First):', fullName(o, true), x + 6, 82, 248, nameF(i, o));
    under(f, 'Title:', o.title, x + 6, 102, 120, roleF(i, o));
    under(f, 'Ownership:', `${o.pct}%`, x + 130, 102, 124, pctF(i, o));
    under(f, 'SSN:', masked(o), x + 6, 122, 120);
    under(f, 'DOB:', date(o.dob, 'mdy'), x + 130, 122, 124, dobF(i, o));
    under(f, 'FICO:', String(o.score), x + 6, 142, 120, scoreF(i, o));
    under(f, 'Home:', `${o.home.street}, ${o.home.city} ${o.home.region}`, x + 6, 162, 248);
  });
  beaconFooter(f, m.iso, m.isoPhone, 2);
};

function beaconFooter(f: Form, iso: string, phone: string, page: number): void {
  f.line(40, 748, 572, 748, 0.5, '#e07a00');
  f.text(`Submitted through ${iso}  -  Tel ${phone}  -  Page ${page} of 2`, 40, 754, { size: 7, color: '#777777' });
}

export const ridgeway: Layout = (f, m, rng) => {
  f.valueFont = 'Times-Roman';
  f.text('RIDGEWAY COMMERCIAL FUNDING, LLC', 60, 36, { font: 'Times-Bold', size: 14, width: 490, align: 'center' });
  f.text('Merchant Application', 60, 54, { font: 'Times-Italic', size: 11, width: 490, align: 'center' });
  const rows: [string, string, Record<string, unknown>][] = [
    ['Business Legal Name', m.legal, F('legal_name', m.legal)],
    ['Doing Business As', 'SAME', {}],
    ['Tax ID #', ein(m), einF(m)],
    ['Legal Entity', rng.pick(['LLC', 'Corporation']), {}],
    ['Date Business Started', date(m.start, 'long'), F('business_start_date', m.start)],
    ['Industry', m.industryText, F('industry', m.industryId)],
    ['Address', `${m.addr.street}, ${m.addr.city}`, {}], ['State', m.addr.region, regionF(m)], ['Zip', m.addr.zip, {}],
    ['Amount Needed', usd(m.amount), F('requested_amount', m.amount)], ['Payment', usd(m.payment, true), F('requested_payment', m.payment)],
    ['Number of Payments', String(m.payments), F('number_of_payments', m.payments)], ['Frequency', FREQ_LABEL[m.freq]!, F('payment_frequency', m.freq)],
    ['Bank / Routing / Account', `${m.bank} / ${m.routing} / ${m.account}`, {}],
  ];
  const ent = rows[3]!;
  ent[2] = F('type_of_entity', ent[1] === 'LLC' ? 'llc' : 'c_corporation');
  rows.forEach(([label, v, fields], i) => {
    const y = 80 + i * 18;
    f.rect(60, y, 170, 18, { fill: '#e6e6e6', lw: 0.5 }); f.rect(230, y, 320, 18, { lw: 0.5 });
    f.text(label, 66, y + 5, { font: 'Times-Bold', size: 9 });
    f.value(label, v, 236, y + 5, 310, fields as Record<string, string>, 9.5);
  });
  const y0 = 90 + rows.length * 18;
  const heads: [string, number][] = [['Owner Name', 150], ['Title', 90], ['% Owned', 60], ['SSN', 90], ['Date of Birth', 100]];
  let x = 60;
  for (const [h, w] of heads) { f.rect(x, y0, w, 16, { fill: '#cccccc', lw: 0.5 }); f.text(h, x + 4, y0 + 4, { font: 'Times-Bold', size: 9 }); x += w; }
  m.owners.forEach((o, i) => {
    const vals: [string, Record<string, unknown>][] = [[fullName(o), nameF(i, o)], [o.title, roleF(i, o)], [`${o.pct}%`, pctF(i, o)],
      [ssn(o), ssnF(i, o)], [date(o.dob, 'mdy'), dobF(i, o)]];
    let cx = 60;
    heads.forEach(([h, w], j) => { f.rect(cx, y0 + 16 + i * 16, w, 16, { lw: 0.5 }); f.value(`${h}${i}`, vals[j]![0], cx + 4, y0 + 20 + i * 16, w - 6, vals[j]![1] as Record<string, string>, 9); cx += w; });
  });
  f.text(`Broker: ${m.iso}  Agent: ${m.rep}`, 60, 740, { font: 'Times-Italic', size: 8 });
};

export const northstar: Layout = (f, m, rng) => {
  f.valueFont = 'Courier';
  f.text('NORTHSTAR BRIDGE FINANCIAL', 40, 36, { font: 'Courier-Bold', size: 16 });
  f.text('Canadian Merchant Funding Application / Demande de financement', 40, 56, { font: 'Courier', size: 8 });
  const ul = (l: string, v: string, x: number, y: number, w: number, fl = {}): void => under(f, l, v, x, y, w, fl, 'Courier-Bold');
  ul('Registered Business Name:', m.legal, 40, 84, 530, F('legal_name', m.legal));
  const dba = rng.pick([m.dba, 'N/A']);
  ul('Operating As (O/A):', dba, 40, 104, 300, dba === 'N/A' ? {} : F('trade_name', dba));
  const ltd = rng.chance(0.5);
  ul('Type of Entity:', ltd ? 'Ltd.' : 'Partnership', 346, 104, 224, F('type_of_entity', ltd ? 'ca_corporation' : 'general_partnership'));
  ul('CRA Business No.:', bn(m), 40, 124, 260, bnF(m));
  ul('Time in Business:', `${m.years} yrs`, 306, 124, 264);
  ul('Address:', `${m.addr.street}, ${m.addr.city}`, 40, 144, 300);
  ul('Prov.:', m.addr.region, 346, 144, 90, regionF(m));
  ul('Postal:', m.addr.zip, 442, 144, 128);
  ul('Industry:', m.industryText, 40, 164, 300, F('industry', m.industryId));
  ul('Amt Requested:', `${usd(m.amount)} CAD`, 346, 164, 224, F('requested_amount', m.amount));
  f.text('Repayment:', 40, 186, { font: 'Courier-Bold' });
  checks(f, 'rep', 110, 185, (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((k) => [FREQ_LABEL[k]!, k === m.freq, F('payment_frequency', k)]), 'letter', 12);
  m.owners.forEach((o, i) => {
    const y = 214 + i * 62;
    f.text(`-- OWNER ${i + 1} --`, 40, y, { font: 'Courier-Bold', size: 9 });
    ul('Name:', fullName(o), 40, y + 14, 260, nameF(i, o));
    ul('Title:', o.title, 306, y + 14, 130, roleF(i, o));
    ul('%:', String(o.pct), 442, y + 14, 128, pctF(i, o));
    ul('SIN:', sin(o), 40, y + 34, 200, ssnF(i, o, 'CA'));
    ul('Home:', `${o.home.street}, ${o.home.city} ${o.home.region}`, 246, y + 34, 324);
  });
  const y = 224 + m.owners.length * 62;
  ul('Bank:', m.bank, 40, y, 250); ul('Transit/Acct:', `${m.routing.slice(0, 5)} ${m.account}`, 296, y, 274);
  f.text('PIPEDA: I consent to the collection and use of my personal information and credit reports for this application.', 40, y + 26, { size: 7, font: 'Courier' });
  f.text(`Broker of record: ${m.iso} ${m.isoPhone}`, 40, 760, { size: 7, font: 'Courier' });
};
