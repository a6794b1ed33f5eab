// The e-signature platform's marks: envelope/document ID stamps, signature and initial tabs, and the closing
// certificate / audit-trail page (sender, signers, e-mails, IPs, timestamps: none of them are application fields).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';
import type { Pen } from './pen.ts';

export type Platform = 'docusign' | 'adobe' | 'dropbox' | 'pandadoc' | 'signnow';
export interface Envelope { plat: Platform; id: string; hash: string; sent: Date; signers: Owner[]; ips: string[]; file: string }

function hex(r: Rng, n: number): string {
  return r.alnum(n, '0123456789ABCDEF');
}
export function envelope(r: Rng, plat: Platform, m: Merchant, file: string): Envelope {
  const id = plat === 'docusign' ? `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`
    : plat === 'adobe' ? `CBJCHBCAABAA${r.alnum(32, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_-')}`
      : plat === 'dropbox' ? hex(r, 40).toLowerCase() : plat === 'pandadoc' ? r.alnum(22, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789')
        : hex(r, 40).toLowerCase();
  const signers = m.owners.slice(0, r.chance(0.5) ? m.owners.length : 1);
  const sent = new Date(Date.UTC(2026, r.int(0, 10), r.int(1, 28), r.int(13, 22), r.int(0, 59), r.int(0, 59)));
  return { plat, id, hash: hex(r, 32), sent, signers, ips: signers.map(() => `${r.int(24, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`), file };
}

/** The per-page mark each platform adds. */
export function stamp(p: Pen, e: Envelope): void {
  const d = p.doc;
  if (e.plat === 'docusign') p.label(18, 10, `Docusign Envelope ID: ${e.id}`, 7, { color: '#333' });
  else if (e.plat === 'dropbox') p.label(330, 770, `Dropbox Sign Document ID: ${e.id.slice(0, 40)}`, 6, { color: '#666' });
  else if (e.plat === 'signnow') p.label(24, 776, `signNow e-signature ID: ${e.id.slice(0, 10)}...`, 6.5, { color: '#555' });
  else if (e.plat === 'adobe' && p.page > 0) p.label(24, 778, `Agreement ID: ${e.id.slice(0, 28)}...`, 6, { color: '#888' });
  d.fillColor('black');
}

function stampTime(t: Date, plat: Platform): string {
  const mo = t.getUTCMonth() + 1, dd = t.getUTCDate(), y = t.getUTCFullYear();
  const hh = t.getUTCHours() - 5, mi = String(t.getUTCMinutes()).padStart(2, '0'), ss = String(t.getUTCSeconds()).padStart(2, '0');
  const h12 = ((hh + 11) % 12) + 1, ap = hh >= 12 ? 'PM' : 'AM';
  if (plat === 'adobe') return `${y}-${String(mo).padStart(2, '0')}-${String(dd).padStart(2, '0')} - ${h12}:${mi}:${ss} ${ap} EST`;
  if (plat === 'dropbox') return `${String(mo).padStart(2, '0')} / ${String(dd).padStart(2, '0')} / ${y} ${String(hh).padStart(2, '0')}:${mi}:${ss} UTC`;
  return `${mo}/${dd}/${y} ${h12}:${mi}:${ss} ${ap}`;
}
export function later(t: Date, r: Rng, maxMin: number): Date {
  return new Date(t.getTime() + r.int(1, maxMin) * 60000 + r.int(0, 59) * 1000);
}

/** A signature tab (with the platform's frame) at (x, y), about 150 x 34. */
export function sigTab(p: Pen, e: Envelope, x: number, y: number, o: Owner): void {
  if (e.plat === 'docusign') {
    p.label(x, y - 2, 'DocuSigned by:', 6, { color: '#333' });
    p.doc.lineWidth(1.2).strokeColor('#2f5bb7').moveTo(x - 3, y - 2).lineTo(x - 3, y + 30).stroke().lineWidth(1).strokeColor('black');
    p.signature(x + 4, y + 2, `${o.first} ${o.last}`, 17);
    p.label(x, y + 28, `${e.hash.slice(0, 15)}...`, 5.5, { color: '#444' });
  } else if (e.plat === 'adobe') {
    p.signature(x, y, `${o.first} ${o.last}`, 18);
    p.label(x, y + 26, `${o.first} ${o.last} (${stampTime(e.sent, 'adobe').slice(0, 10)})`, 6, { color: '#2f5bb7' });
  } else if (e.plat === 'signnow') {
    p.signature(x, y, `${o.first} ${o.last}`, 18);
    p.label(x, y + 27, `signNow e-signature ID: ${e.hash.slice(0, 10).toLowerCase()}...`, 5.5, { color: '#555' });
  } else {
    p.signature(x, y + 2, `${o.first} ${o.last}`, 19);
  }
}

export function initialsTab(p: Pen, e: Envelope, x: number, y: number, o: Owner): void {
  p.label(x, y + 6, e.plat === 'docusign' ? 'Initials:' : 'Initial here:', 6.5, { color: '#555' });
  p.rect(x + 38, y, 40, 20, { stroke: '#999', lw: 0.4 });
  p.signature(x + 45, y + 1, `${o.first[0]}${o.last[0]}`, 13);
}

interface Event { what: string; who: string; ip: string; at: Date }
function events(r: Rng, e: Envelope, m: Merchant): Event[] {
  const out: Event[] = [{ what: 'Sent', who: `${m.rep.name} (${m.rep.email})`, ip: `${r.int(24, 99)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, at: e.sent }];
  let t = e.sent;
  e.signers.forEach((s, i) => {
    t = later(t, r, 90);
    out.push({ what: 'Viewed', who: `${s.first} ${s.last} (${s.email})`, ip: e.ips[i]!, at: t });
    t = later(t, r, 20);
    out.push({ what: 'Signed', who: `${s.first} ${s.last} (${s.email})`, ip: e.ips[i]!, at: t });
  });
  out.push({ what: 'Completed', who: 'The document has been completed.', ip: '', at: later(t, r, 1) });
  return out;
}

const TITLES: Record<Platform, string> = { docusign: 'Certificate Of Completion', adobe: 'Audit Report', dropbox: 'Audit trail',
  pandadoc: 'Certificate of completion', signnow: 'Document History' };

/** The closing certificate page: meta block, signer table, event log. */
export function certificate(p: Pen, r: Rng, e: Envelope, m: Merchant): void {
  p.newPage();
  const d = p.doc;
  if (e.plat === 'docusign') stamp(p, e);
  p.label(40, 40, TITLES[e.plat], 16, { bold: true, color: e.plat === 'dropbox' ? '#0061fe' : '#111' });
  const meta: [string, string][] = [[e.plat === 'docusign' ? 'Envelope Id' : 'Document ID', e.id], ['Title / Subject', `Complete with ${e.plat === 'docusign' ? 'Docusign' : 'e-sign'}: ${e.file}`],
    ['Status', e.plat === 'adobe' ? 'Signed' : 'Completed'], [e.plat === 'docusign' ? 'Envelope Originator' : 'Created by', `${m.rep.name}, ${m.rep.email}`],
    ['Sender company', m.rep.company], ['Time Zone', '(UTC-05:00) Eastern Time (US & Canada)'], ['Document Pages', String(p.page - 1)]];
  const evs = events(r, e, m);
  let y = 72;
  for (const [k, v] of meta) { p.label(40, y, `${k}:`, 8, { bold: true }); p.label(170, y, v, 8); y += 13; }
  y += 10;
  p.label(40, y, e.plat === 'docusign' ? 'Signer Events' : 'Signers', 9, { bold: true });
  p.label(250, y, 'Signature', 9, { bold: true });
  p.label(420, y, 'Timestamp', 9, { bold: true });
  p.hline(40, 572, y + 13);
  y += 20;
  e.signers.forEach((s, i) => {
    p.label(40, y, `${s.first} ${s.last}`, 8);
    p.label(40, y + 11, s.email, 7.5, { color: '#333' });
    p.label(40, y + 22, 'Security Level: Email, Account Authentication (None)', 6.5, { color: '#555' });
    p.signature(250, y - 2, `${s.first} ${s.last}`, 14);
    p.label(250, y + 22, `Using IP Address: ${e.ips[i]}`, 6.5, { color: '#555' });
    p.label(420, y, `Sent: ${stampTime(e.sent, e.plat)}`, 7);
    p.label(420, y + 11, `Signed: ${stampTime(evs[2 + i * 2]!.at, e.plat)}`, 7);
    y += 42;
  });
  y += 8;
  p.label(40, y, e.plat === 'docusign' ? 'Envelope Summary Events' : 'Events', 9, { bold: true });
  p.hline(40, 572, y + 13);
  y += 20;
  for (const ev of evs) {
    p.label(40, y, ev.what.toUpperCase(), 7, { bold: true, color: '#333' });
    p.label(120, y, ev.who, 7);
    p.label(360, y, ev.ip ? `IP: ${ev.ip}` : '', 7, { color: '#555' });
    p.label(450, y, stampTime(ev.at, e.plat), 7);
    y += 15;
  }
  p.label(40, y + 14, `Carbon Copy Events: ${m.rep.company} Processing (submissions@${m.rep.email.split('@')[1]})`, 7, { color: '#555' });
  d.fillColor('black');
}
