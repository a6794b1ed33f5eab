// Layout 4: Keystone Merchant Advisors' spreadsheet application (MCA_App.xlsx) printed landscape with gridlines, column
// letters and row numbers. Business rows are Field | Value | Notes, where the notes column holds the broker's asides
// (state of incorporation, routing number, what the merchant first asked for, rent); owners are side-by-side columns.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import type { Deal } from './model.ts';
import * as F from './fmt.ts';
import { type V, cx, dk, put } from './parts.ts';

const RH = 15, X0 = 30, NUMW = 26, TOP = 58, BOTTOM = 566;

export function renderGrid(s: Sheet, d: Deal, rng: Rng): void {
  const user = d.more();
  const file = `MCA_App_${d.legal.text.replace(/[^A-Za-z0-9]+/g, '_').slice(0, 28)}.xlsx`;
  const path = `C:\\Users\\${user.name.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}\\Keystone\\Deals\\${file}`;
  const n = d.owners.length;
  const widths = { field: 150, value: n > 2 ? 170 : 210 };
  let rowNo = 0, y = 0, cols: number[] = [];
  const page = (c: number[]) => {
    s.addPage();
    s.text(file, 0, 18, { size: 8, width: s.width, align: 'center', color: '#333' });
    cols = c;
    // column letter header
    let x = X0 + NUMW;
    s.rect(X0, 34, NUMW, 14, { fill: '#e6e6e6', stroke: '#b0b0b0' });
    c.forEach((w, i) => {
      s.rect(x, 34, w, 14, { fill: '#e6e6e6', stroke: '#b0b0b0' });
      s.text(String.fromCharCode(65 + i), x, 37.5, { size: 7.5, width: w, align: 'center', color: '#444' });
      x += w;
    });
    y = TOP - 10;
  };
  const rowFrame = (fill?: string) => {
    if (y + RH > BOTTOM) page(cols);
    rowNo++;
    s.rect(X0, y, NUMW, RH, { fill: '#f0f0f0', stroke: '#c8c8c8' });
    s.text(String(rowNo), X0, y + 4, { size: 7, width: NUMW - 3, align: 'right', color: '#555' });
    let x = X0 + NUMW;
    for (const w of cols) { s.rect(x, y, w, RH, fill ? { fill, stroke: '#c8c8c8' } : { stroke: '#d6d6d6', lw: 0.4 }); x += w; }
  };
  const row = (cells: (V | string)[], o: { bold?: boolean; fill?: string } = {}) => {
    rowFrame(o.fill);
    let x = X0 + NUMW;
    cells.forEach((c, i) => {
      const w = cols[i] ?? 100;
      if (typeof c === 'string') s.text(c, x + 3, y + 4, { size: 7.5, font: o.bold ? 'Helvetica-Bold' : 'Helvetica', color: '#111' });
      else put(s, c, x + 3, y + 3.5, w - 6, { size: 8, h: 12 });
      x += w;
    });
    y += RH;
  };
  const bizCols = [widths.field, widths.value, 792 - 2 * X0 - NUMW - widths.field - widths.value];
  page(bizCols);
  row(['Merchant Cash Advance Application', '', ''], { bold: true, fill: '#dbe8f5' });
  row(['Prepared by Keystone Merchant Advisors', cx(`rev. ${rng.int(2, 9)}`), dk('sheet.preparer', `last edit: ${user.name}, ${F.stamp(rng, 'us')}`)]);
  row(['Field', 'Value', 'Notes'], { bold: true, fill: '#f3f3f3' });
  const deal = d.dec;
  const biz: (V | string)[][] = [
    ['Legal Name', d.legal, cx('as on tax return')], ['DBA', d.dba, cx('')], ['Entity Type', d.entity, dk('incorporation_state', `inc. in ${deal.incState}`)],
    ['Industry', d.industry, cx('')], [d.taxLabel, d.tax, dk('bank.routing', `routing on voided check ${deal.bank.routing}`)],
    d.start.text || !d.years ? ['Business Start Date', d.start, cx('per SOS lookup')] : ['Time in Business', cx(d.years), cx('start date not given')],
    ['Street', cx(d.street), cx('')], ['City', cx(d.city), cx('')], [d.ca ? 'Province' : 'State', d.state, dk('owner1.home', `owner lives in ${d.owners[0]!.home}`)],
    [d.ca ? 'Postal Code' : 'ZIP', cx(d.zip), cx('')], ['Business Phone', dk('business.phone', d.phone), dk('contact', `ask for ${deal.contact.name} (${deal.contact.title})`)],
    ['Requested Amount', d.amount, dk('crm.first_ask', `first asked ${F.money(rng, rng.int(20, 90) * 1000 + 500, d.ca)} on intake call`)],
    ['Requested Payment', d.payment, deal.funders[0] ? dk('funder1.payment', `current ${deal.funders[0].name} pmt ${deal.funders[0].payment}`) : cx('')],
    ['# of Payments', d.npay, cx('')], ['Payment Frequency', d.freq, cx('')], ['Avg Monthly Revenue', dk('sales', deal.sales), cx('from 4 mo. statements')],
    ['Landlord', dk('landlord.name', deal.landlord.name), dk('landlord.rent', `rent ${deal.landlord.rent}/mo, ${deal.landlord.phone}`)],
    ['ISO / Referral', dk('iso.name', deal.iso.name), dk('iso.email', deal.iso.email)],
  ];
  biz.forEach((r) => row(r));

  // owners as columns
  const ow = Math.min(200, Math.floor((792 - 2 * X0 - NUMW - widths.field) / Math.max(n, 2)));
  const ownerCols = [widths.field, ...d.owners.map(() => ow)];
  if (y + RH * 12 > BOTTOM) page(ownerCols); else { row([]); cols = ownerCols; }
  row(['Owners / Guarantors', ...d.owners.map(() => '')], { bold: true, fill: '#dbe8f5' });
  row(['Field', ...d.owners.map((_, i) => `Owner ${i + 1}`)], { bold: true, fill: '#f3f3f3' });
  const orows: [string, (i: number) => V][] = [
    ['Name', (i) => d.owners[i]!.name], ['Title', (i) => d.owners[i]!.role], ['Ownership %', (i) => d.owners[i]!.own],
    [d.ca ? 'SIN' : 'SSN', (i) => d.owners[i]!.tax], ['Date of Birth', (i) => d.owners[i]!.dob], ['Credit Score', (i) => d.owners[i]!.credit],
    ['Cell Phone', (i) => dk(`owner${i + 1}.phone`, d.owners[i]!.phone)], ['Home Address', (i) => dk(`owner${i + 1}.home`, d.owners[i]!.home)],
  ];
  for (const [label, f] of orows) row([label, ...d.owners.map((_, i) => f(i))]);

  // positions and references
  const posCols = [widths.field, 170, 130, 130, 792 - 2 * X0 - NUMW - widths.field - 430];
  if (y + RH * 8 > BOTTOM) page(posCols); else { row([]); cols = posCols; }
  row(['Existing Positions', 'Funder', 'Balance', 'Payment', 'Frequency'], { bold: true, fill: '#dbe8f5' });
  if (!deal.funders.length) row(['', cx('none'), '', '', '']);
  deal.funders.forEach((f, i) => row([`Position ${i + 1}`, dk(`funder${i + 1}.name`, f.name), dk(`funder${i + 1}.balance`, f.balance), dk(`funder${i + 1}.payment`, f.payment), cx(f.freq)]));
  row(['Bank', cx(deal.bank.name), dk('bank.routing', deal.bank.routing), dk('bank.account', deal.bank.account), cx('')]);
  deal.refs.forEach((r, i) => row([`Trade Reference ${i + 1}`, dk(`ref${i + 1}.name`, r.name), cx(r.company), dk(`ref${i + 1}.phone`, r.phone), cx('')]));

  const pages = s.page;
  const printedAt = F.stamp(rng, 'us');
  for (let p = 1; p <= pages; p++) {
    s.goto(p);
    s.meta(`sheet.path${p}`, path, X0, 586, { size: 7, color: '#444' });
    s.text(`Page ${p} of ${pages}`, 0, 586, { size: 7, width: 762, align: 'right', color: '#444' });
    s.meta(`sheet.printed${p}`, `Printed ${printedAt}`, 0, 18, { size: 7, width: 762, align: 'right', color: '#444' });
  }
}
