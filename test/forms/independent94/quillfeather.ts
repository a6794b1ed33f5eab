// Quillfeather Capital Partners: a serif letterhead over a grid of ruled cells, each cell's label tiny, upper-case and
// letter-spaced (Tc). Its software writes every value before any label, and left an invisible-render-mode (3 Tr)
// "sample" layer from its template under several cells. Principals sit side by side, so the stream interleaves them.
import { amount, bizTax, cityLine, countryOf, credit, dba, dob, entity, freq, industry, legal, moneyText, ownerName, payment,
  pct, personalTax, plain, region, role, start, count, type Printed } from './fields.ts';
import { ORDER } from './sheet.ts';
import type { Ctx, LayoutDef } from './layout.ts';

const L = 36, R = 576, CH = 24;

function build({ d, r, s }: Ctx) {
  const { biz, req, decoys } = d;
  s.newPage();
  const cell = (x: number, y: number, w: number, label: string, p: Printed, acro = label, sample?: string) => {
    s.rect(x, y, w, CH, { stroke: '#444444', lw: 0.5 });
    s.label(label.toUpperCase(), x + 3, y + 7.5, { size: 5.6, fx: 'spaced', color: '#333333' });
    if (sample) s.hide(sample, x + 5, y + 19, 'invisible', { size: 9 });
    s.value(p.text, x + 5, y + 19, { fields: p.fields, acro, w: w - 9, size: 9.5 });
  };
  const heading = (y: number, t: string) => { s.label(t, L, y, { font: 'Times-Bold', size: 10.5 }); s.rule(L, y + 3, R, y + 3, 0.8); };

  s.label('QUILLFEATHER', 306, 46, { font: 'Times-Bold', size: 21, align: 'center', fx: 'spaced' });
  s.label('CAPITAL PARTNERS', 306, 62, { font: 'Times-Roman', size: 10, align: 'center', fx: 'spaced' });
  s.label('Merchant Funding Application  ·  Confidential', 306, 78, { font: 'Times-Italic', size: 9, align: 'center' });
  s.rule(L, 86, R, 86, 1.2); s.rule(L, 89, R, 89, 0.4);

  heading(104, 'I.  Funding Request');
  const showPay = r.chance(0.6), showCount = r.chance(0.6), showFreq = r.chance(0.75);
  cell(L, 110, 120, 'Amount Requested', amount(d, r.pick(['dollar', 'cents'] as const)), 'Amount Requested', '$50,000.00');
  cell(L + 120, 110, 110, 'Proposed Payment', showPay ? payment(d, 'cents') : plain(''), 'Proposed Payment', showPay ? undefined : '$1,250.00');
  cell(L + 230, 110, 90, 'No. of Payments', showCount ? count(d) : plain(''));
  cell(L + 320, 110, 90, 'Remittance', showFreq ? freq(d) : plain(''));
  cell(L + 410, 110, 130, 'Use of Funds', plain(req.use));

  heading(150, 'II.  Business Information');
  cell(L, 156, 360, 'Legal Business Name', legal(biz), 'Legal Business Name', 'Sample Merchant LLC');
  cell(L + 360, 156, 180, 'Entity Type', entity(biz));
  const dbaP = dba(biz, r.pick(['SAME', 'N/A', ''] as const));
  cell(L, 180, 270, 'DBA / Trade Name', dbaP, 'DBA', dbaP.text ? undefined : 'Sample DBA Name');
  cell(L + 270, 180, 270, 'Nature of Business', industry(biz));
  const full = r.chance(0.5);
  if (full) {
    cell(L, 204, 240, 'Street Address', plain(biz.addr.street));
    cell(L + 240, 204, 130, 'City', plain(biz.addr.city));
    cell(L + 370, 204, 60, 'State', region(biz));
    cell(L + 430, 204, 110, 'Zip', plain(biz.addr.postal));
  } else {
    cell(L, 204, 280, 'Street Address', plain(biz.addr.street));
    cell(L + 280, 204, 260, 'City / State / Zip', cityLine(biz));
  }
  const showStart = r.chance(0.85);
  cell(L, 228, 130, 'Federal EIN / Tax ID', bizTax(biz), 'Federal EIN', '12-3456789');
  cell(L + 130, 228, 120, 'Business Start Date', showStart ? start(biz, r.pick(['mdy', 'long'] as const)) : plain(''));
  cell(L + 250, 228, 130, 'Business Phone', plain(biz.phone));
  cell(L + 380, 228, 160, 'Website', plain(biz.website ?? ''));
  cell(L, 252, 120, 'State of Incorporation', plain(biz.incRegion));
  cell(L + 120, 252, 80, 'Employees', plain(String(biz.employees)));
  cell(L + 200, 252, 140, 'Avg Monthly Sales', plain(moneyText(decoys.monthlySales, 'dollar')));
  cell(L + 340, 252, 80, 'Own / Rent', plain(biz.own ? 'Own' : 'Rent'));
  cell(L + 420, 252, 120, 'Landlord Phone', plain(biz.own ? '' : decoys.landlord.phone));
  Object.assign(s.derived, countryOf(biz));

  heading(294, 'III.  Principals (all owners of 20% or more)');
  const cols = [L, 310];
  const owners = d.owners.slice(0, 2);
  const nameFmt = r.pick(['first-last', 'last-first'] as const);
  const dobFmt = r.pick(['mdy', 'short'] as const);
  cols.forEach((x, i) => s.label(`PRINCIPAL ${i + 1}`, x, 308, { size: 7, font: 'Helvetica-Bold', fx: 'spaced' }));
  // Row by row across both principals: the stream alternates owner 1 and owner 2.
  const rows: [number, (i: number) => void][] = [
    [312, (i) => { const o = owners[i]; cell(cols[i]!, 312, 266, 'Full Name', o ? ownerName(o, i, nameFmt) : plain(''), `Principal ${i + 1} Name`, o ? undefined : 'Jane Q. Sample'); }],
    [336, (i) => { const o = owners[i]; cell(cols[i]!, 336, 146, 'Title', o ? role(o, i) : plain(''), `Principal ${i + 1} Title`);
      cell(cols[i]! + 146, 336, 120, 'Ownership %', o ? pct(o, i, true) : plain(''), `Principal ${i + 1} Ownership`, o ? undefined : '50%'); }],
    [360, (i) => { const o = owners[i]; cell(cols[i]!, 360, 146, 'SSN', o ? personalTax(o, i, 'X') : plain(''), `Principal ${i + 1} SSN`, i === 0 ? '123-45-6789' : undefined);
      cell(cols[i]! + 146, 360, 120, 'Date of Birth', o ? dob(o, i, dobFmt) : plain(''), `Principal ${i + 1} DOB`); }],
    [384, (i) => { const o = owners[i]; cell(cols[i]!, 384, 90, 'Est. FICO', o ? credit(o, i) : plain(''), `Principal ${i + 1} FICO`);
      cell(cols[i]! + 90, 384, 176, 'Mobile', plain(o?.phone ?? ''), `Principal ${i + 1} Mobile`); }],
    [408, (i) => { const o = owners[i]; cell(cols[i]!, 408, 266, 'Home Address', plain(o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : ''), `Principal ${i + 1} Home`); }],
  ];
  for (const [, row] of rows) for (const i of [0, 1]) row(i);

  heading(446, 'IV.  Banking & Submission');
  cell(L, 452, 200, 'Operating Bank', plain(decoys.bank.name));
  cell(L + 200, 452, 150, 'ABA Routing', plain(decoys.bank.routing));
  cell(L + 350, 452, 190, 'Account Number', plain(decoys.bank.account));
  const f0 = decoys.funders[0];
  cell(L, 476, 270, 'Landlord / Mortgage Holder', plain(biz.own ? '' : decoys.landlord.name));
  cell(L + 270, 476, 150, 'Current Funder (if any)', plain(f0?.name ?? ''));
  cell(L + 420, 476, 120, 'Funder Balance', f0 ? plain(moneyText(f0.balance, 'dollar')) : plain(''));
  cell(L, 500, 270, 'ISO / Submitting Broker', plain(decoys.iso.company));
  cell(L + 270, 500, 270, 'Rep Name & Phone', plain(`${decoys.iso.name} ${decoys.iso.phone}`));

  heading(540, 'V.  Authorization');
  s.para('By signing below, each principal certifies that the information above is true and complete, authorizes Quillfeather Capital '
    + 'Partners and its funding partners to obtain consumer and business credit reports, bank references and any other information '
    + 'needed to evaluate this request, and acknowledges that this application does not obligate any party to provide funding.', L, 548, R - L, 7);
  owners.forEach((o, i) => {
    const x = cols[i]!;
    s.rule(x, 630, x + 250, 630, 0.6);
    s.label('Signature', x, 639, { size: 6, fx: 'spaced' });
    s.value(`${o.first} ${o.last}`, x + 4, 662, { acro: `Principal ${i + 1} Print Name`, w: 170, size: 9 });
    s.rule(x, 666, x + 250, 666, 0.6);
    s.label('Print Name', x, 675, { size: 6, fx: 'spaced' });
    s.label('Date', x + 190, 675, { size: 6, fx: 'spaced' });
  });
  s.label('QCP-APP  rev. 07/2019', L, 760, { size: 6, color: '#777777' });
  s.label('Page 1 of 1', R, 760, { size: 6, color: '#777777', align: 'right' });
  return ORDER.valuesFirst;
}

export const QUILLFEATHER: LayoutDef = {
  name: 'quillfeather', broker: 'Quillfeather Capital Partners', look: 'serif letterhead, ruled cell grid, letter-spaced caps labels',
  country: () => 'US', maxOwners: 2, sheet: { hand: 'kalam', producer: 'FormSmith Composer 3.2 (Win32)' }, build,
};
