// Layout 3: Crescent Bay Funding's application as returned in a completed e-signature envelope ("SignRoute"). Every
// page carries the envelope ID stamp; the boxed form is followed by e-signatures and a Certificate of Completion that
// lists signers, e-mails, IP addresses and timestamps, plus a funder countersigner and a carbon-copied ISO rep.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import type { Deal } from './model.ts';
import { handFont } from './sheet.ts';
import * as F from './fmt.ts';
import { type V, cx, dk, put, entityBoxes, freqBoxes } from './parts.ts';

type Cell = [string, V | ((x: number, y: number, w: number) => void), number];
const L = 36, W = 540, TOP = 40, BOTTOM = 750;

export function renderEsign(s: Sheet, d: Deal, rng: Rng): void {
  const env = `${F.hex(rng, 8)}-${F.hex(rng, 4)}-${F.hex(rng, 4)}-${F.hex(rng, 4)}-${F.hex(rng, 12)}`;
  const sender = d.more(), counter = d.more();
  let clock = Date.UTC(rng.int(2024, 2025), rng.int(0, 11), rng.int(1, 27), rng.int(13, 22), rng.int(0, 59), rng.int(0, 59));
  const tick = (lo: number, hi: number) => {
    clock += rng.int(lo, hi) * 1000;
    const t = new Date(clock), h = t.getUTCHours() % 12 || 12, p2 = (n: number) => String(n).padStart(2, '0');
    return `${p2(t.getUTCMonth() + 1)}/${p2(t.getUTCDate())}/${t.getUTCFullYear()} | ${h}:${p2(t.getUTCMinutes())}:${p2(t.getUTCSeconds())} ${t.getUTCHours() < 12 ? 'AM' : 'PM'}`;
  };
  const sent = tick(0, 0), evs = d.owners.map(() => [tick(20, 900), tick(60, 5400)] as const), ccSent = tick(1, 3), counterTimes = [tick(600, 7200), tick(60, 600)] as const;
  let y = 0;
  const page = () => {
    s.addPage();
    s.meta(`esign.envelope${s.page}`, `SignRoute Envelope ID: ${env}`, L, 18, { size: 7, font: 'Courier', color: '#333' });
    y = TOP;
  };
  const need = (h: number) => { if (y + h > BOTTOM) page(); };
  const section = (t: string) => {
    need(50);
    s.rect(L, y, W, 14, { fill: '#111' });
    s.text(t, L + 6, y + 3.5, { font: 'Times-Bold', size: 8.5, color: '#fff' });
    y += 14;
  };
  const row = (cells: Cell[], h = 26) => {
    need(h);
    let x = L;
    for (const [label, v, frac] of cells) {
      const w = W * frac;
      s.rect(x, y, w, h, { stroke: '#000', lw: 0.5 });
      s.text(label, x + 3, y + 2, { font: 'Times-Roman', size: 6.5, color: '#222' });
      if (typeof v === 'function') v(x + 4, y + 12, w - 8);
      else put(s, v, x + 4, y + 12, w - 8, { size: 9, h: 12 });
      x += w;
    }
    y += h;
  };

  page();
  s.text('CRESCENT BAY FUNDING', L, y, { font: 'Times-Bold', size: 17 });
  s.text('Merchant Application & Agreement for the Purchase of Future Receivables', L, y + 20, { font: 'Times-Italic', size: 9 });
  s.text('Funder use only - ISO #', 420, y + 2, { font: 'Times-Roman', size: 7 });
  s.meta('esign.iso_code', `CBF-${rng.int(100, 999)}`, 500, y + 2, { size: 7, font: 'Courier' });
  y += 38;

  section('BUSINESS INFORMATION');
  row([['Legal / Corporate Name', d.legal, 0.58], ['DBA', d.dba, 0.42]]);
  row([['Type of Entity (check one)', (x, yy, w) => entityBoxes(s, d, x, yy, w, { mark: rng.pick(['x', 'check', 'fill'] as const) }), 1]], 30);
  row([[d.taxLabel, d.tax, 0.33], [d.start.text || !d.years ? 'Business Start Date' : 'Years in Business', d.start.text || !d.years ? d.start : cx(d.years), 0.27],
    ['Type of Business', d.industry, 0.4]]);
  row([['Physical Address (no P.O. boxes)', cx(d.street), 0.42], ['City', cx(d.city), 0.22], [d.ca ? 'Province' : 'State', d.state, 0.14],
    [d.ca ? 'Postal Code' : 'Zip', cx(d.zip), 0.22]]);
  row([['Business Phone', dk('business.phone', d.phone), 0.28], ['Email', cx(d.email), 0.4], [d.ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', dk('incorporation_state', d.dec.incState), 0.32]]);

  section('FUNDING REQUEST');
  row([['Amount Requested', d.amount, 0.3], ['Requested Payment', d.payment, 0.25], ['Number of Payments', d.npay, 0.2], ['Avg. Monthly Sales', dk('sales', d.dec.sales), 0.25]]);
  row([['Payment Frequency', (x, yy) => freqBoxes(s, d, x, yy, { mark: rng.pick(['x', 'check'] as const) }), 0.7], ['Use of Funds', cx(d.dec.use), 0.3]], 28);

  section('BANK & EXISTING FINANCING');
  row([['Bank Name', cx(d.dec.bank.name), 0.34], [d.ca ? 'Transit / Institution #' : 'ABA Routing #', dk('bank.routing', d.dec.bank.routing), 0.33], ['Account #', dk('bank.account', d.dec.bank.account), 0.33]]);
  const fs = d.dec.funders.length ? d.dec.funders : [null];
  fs.forEach((f, i) => row([[`Current Funder ${i + 1}`, f ? dk(`funder${i + 1}.name`, f.name) : cx('None'), 0.4], ['Balance', f ? dk(`funder${i + 1}.balance`, f.balance) : cx(''), 0.3],
    [f ? `${f.freq} Payment` : 'Payment', f ? dk(`funder${i + 1}.payment`, f.payment) : cx(''), 0.3]], 24));

  section('OWNER / GUARANTOR INFORMATION');
  d.owners.forEach((o, i) => {
    need(52);
    row([[`Owner ${i + 1} Name`, o.name, 0.38], ['Title', o.role, 0.22], ['Ownership %', o.own, 0.16], ['Credit Score (est.)', o.credit, 0.24]]);
    row([[d.ca ? 'SIN' : o.taxLabel, o.tax, 0.26], ['Date of Birth', o.dob, 0.22], ['Home Address', dk(`owner${i + 1}.home`, o.home), 0.52]]);
  });
  section('LANDLORD & TRADE REFERENCES');
  row([['Landlord / Mortgage Co.', dk('landlord.name', d.dec.landlord.name), 0.4], ['Phone', dk('landlord.phone', d.dec.landlord.phone), 0.3], ['Monthly Rent', dk('landlord.rent', d.dec.landlord.rent), 0.3]]);
  d.dec.refs.forEach((r, i) => row([[`Reference ${i + 1} Contact`, dk(`ref${i + 1}.name`, r.name), 0.4], ['Company', cx(r.company), 0.3], ['Phone', dk(`ref${i + 1}.phone`, r.phone), 0.3]], 24));

  // signatures
  need(110 + d.owners.length * 44);
  y += 10;
  y += s.para('Each of the undersigned certifies that the information above is true and correct and authorizes Crescent Bay Funding, its agents and assigns to obtain credit reports, bank statements and trade references to verify it. Signed electronically under the federal ESIGN Act.', L, y, W, { font: 'Times-Roman', size: 8 }) + 8;
  const script = handFont() ? 'SigFont' : 'Times-Italic';
  if (handFont()) s.doc.registerFont('SigFont', handFont()!);
  const times: string[] = [];
  d.owners.forEach((o, i) => {
    const t = evs[i]![1];
    times.push(t);
    s.rect(L, y, 230, 30, { stroke: '#c58b00', radius: 3 });
    s.text('SignRoute', L + 4, y + 2, { size: 5.5, color: '#c58b00' });
    s.text(o.sign, L + 12, y + 9, { font: script, size: 15, color: '#0b2a6f' });
    s.meta(`esign.sighash${i + 1}`, F.hex(rng, 16), L + 150, y + 22, { size: 5.5, color: '#c58b00', font: 'Courier' });
    s.text('Printed Name', L + 245, y + 2, { font: 'Times-Roman', size: 6.5 });
    s.echo(`sign${i + 1}.name`, o.sign, L + 245, y + 14, 120, { size: 9 });
    s.text('Date Signed', L + 390, y + 2, { font: 'Times-Roman', size: 6.5 });
    s.meta(`esign.signed${i + 1}`, t, L + 390, y + 14, { size: 8, font: 'Courier' });
    y += 40;
  });

  // certificate of completion
  page();
  s.text('Certificate Of Completion', L, y, { font: 'Helvetica-Bold', size: 14 });
  y += 24;
  const kv = (k: string, key: string | null, v: string, x: number) => {
    s.text(k, x, y, { size: 8, color: '#555' });
    if (key) s.meta(key, v, x + 92, y, { size: 8 }); else s.text(v, x + 92, y, { size: 8 });
  };
  kv('Envelope Id:', null, env.replace(/-/g, ''), L); kv('Status:', null, 'Completed', 330); y += 13;
  kv('Subject:', null, 'Please SignRoute: Crescent Bay Funding Application', L); y += 13;
  kv('Document Pages:', null, String(s.page - 1), L); kv('Signatures:', null, String(d.owners.length + 1), 330); y += 13;
  kv('Envelope Originator:', 'esign.sender', sender.name, L); kv('Originator E-mail:', 'esign.sender_email', sender.email, 330); y += 13;
  kv('Originator IP:', 'esign.sender_ip', F.ip(rng), L); kv('Time Zone:', null, '(UTC-05:00) Eastern Time', 330); y += 22;

  const tableHead = (t: string) => {
    s.rect(L, y, W, 14, { fill: '#e8e8e8' });
    s.text(t, L + 4, y + 3.5, { font: 'Helvetica-Bold', size: 8 }); s.text('Signature', L + 230, y + 3.5, { font: 'Helvetica-Bold', size: 8 });
    s.text('Timestamp', L + 380, y + 3.5, { font: 'Helvetica-Bold', size: 8 });
    y += 18;
  };
  tableHead('Signer Events');
  const signer = (name: string, email: string, tag: string, viewed: string, signed: string, isOwner: boolean) => {
    if (isOwner) s.text(name, L + 4, y, { size: 8.5 }); else s.meta(`${tag}.name`, name, L + 4, y, { size: 8.5 });
    s.meta(`${tag}.email`, email, L + 4, y + 11, { size: 7.5, color: '#333' });
    s.text('Security Level: Email, Account Authentication (None)', L + 4, y + 22, { size: 6.5, color: '#666' });
    s.text(name, L + 230, y, { font: script, size: 12, color: '#0b2a6f' });
    s.text('Signature Adoption: Pre-selected Style', L + 230, y + 16, { size: 6.5, color: '#666' });
    s.text('Using IP Address:', L + 230, y + 25, { size: 6.5, color: '#666' }); s.meta(`${tag}.ip`, F.ip(rng), L + 290, y + 25, { size: 6.5 });
    s.text('Sent:', L + 380, y, { size: 7 }); s.meta(`${tag}.sent`, sent, L + 410, y, { size: 7 });
    s.text('Viewed:', L + 380, y + 10, { size: 7 }); s.meta(`${tag}.viewed`, viewed, L + 410, y + 10, { size: 7 });
    s.text('Signed:', L + 380, y + 20, { size: 7 }); s.meta(`${tag}.signed`, signed, L + 410, y + 20, { size: 7 });
    y += 40;
  };
  d.owners.forEach((o, i) => signer(o.sign, o.email, `esign.signer${i + 1}`, evs[i]![0], times[i]!, true));
  signer(counter.name, counter.email.replace(/@.*/, '@crescentbayfunding.com'), 'esign.countersigner', counterTimes[0], counterTimes[1], false);
  s.text('Funder countersignature (Underwriting)', L + 4, y - 8, { size: 6.5, color: '#666' });
  y += 6;
  tableHead('Carbon Copy Events');
  s.meta('iso.name', d.dec.iso.name, L + 4, y, { size: 8.5 }); s.meta('iso.email', d.dec.iso.email, L + 4, y + 11, { size: 7.5 });
  s.text('COPIED', L + 230, y, { size: 8 }); s.text('Sent:', L + 380, y, { size: 7 }); s.meta('esign.cc_sent', ccSent, L + 410, y, { size: 7 });
  y += 34;
  tableHead('Envelope Summary Events');
  const done = counterTimes[1];
  for (const [ev, at] of [['Envelope Sent', sent], ['Certified Delivered', evs[0]![0]], ['Signing Complete', done], ['Completed', done]] as const) {
    s.text(ev, L + 4, y, { size: 8 }); s.text('Hashed/Encrypted', L + 230, y, { size: 8 }); s.meta(`esign.${ev.replace(/ /g, '_').toLowerCase()}`, at, L + 380, y, { size: 8 });
    y += 13;
  }
}
