// What the e-signature service adds to a form: the envelope id on every page, signature and initials tabs, and the
// closing certificate / audit page. All of it is page text in every style, and every value on it is a decoy.
import type { Rng } from '../../statements/generator/prng.ts';
import { PAGE_H, type Canvas } from './canvas.ts';
import type { Deal } from './data.ts';

export type Service = 'docusign' | 'adobe' | 'hellosign';
export interface Envelope { service: Service; id: string; sent: Date; events: { who: string; email: string; ip: string; at: Date; what: string }[] }

const HEX = '0123456789ABCDEF';
const hex = (r: Rng, n: number): string => Array.from({ length: n }, () => HEX[r.int(0, 15)]).join('');

export function envelope(r: Rng, service: Service, d: Deal): Envelope {
  const id = service === 'docusign' ? `${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}`
    : service === 'adobe' ? `CBJCHBCAABAA${Array.from({ length: 32 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[r.int(0, 63)]).join('')}`
      : hex(r, 40).toLowerCase();
  const sent = new Date(Date.UTC(2025, r.int(2, 4), r.int(1, 27), r.int(13, 21), r.int(0, 59), r.int(0, 59)));
  const events: Envelope['events'] = [];
  let t = sent.getTime();
  const ip = (): string => `${r.int(23, 216)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  events.push({ who: d.iso.name, email: d.iso.email, ip: ip(), at: new Date(t), what: 'Sent' });
  for (const o of d.owners) {
    const oip = ip();
    t += r.int(2, 300) * 60000; events.push({ who: o.printed, email: o.email, ip: oip, at: new Date(t), what: 'Viewed' });
    t += r.int(1, 25) * 60000; events.push({ who: o.printed, email: o.email, ip: oip, at: new Date(t), what: 'Signed' });
  }
  events.push({ who: d.iso.name, email: d.iso.email, ip: '', at: new Date(t + 1000), what: 'Completed' });
  return { service, id, sent, events };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function stamp(e: Envelope, t: Date): string {
  const h = t.getUTCHours() - 4, m = String(t.getUTCMinutes()).padStart(2, '0');
  if (e.service === 'docusign') return `${t.getUTCMonth() + 1}/${t.getUTCDate()}/${t.getUTCFullYear()} | ${((h + 11) % 12) + 1}:${m} ${h >= 12 ? 'PM' : 'AM'}`;
  if (e.service === 'adobe') return `${MON[t.getUTCMonth()]} ${t.getUTCDate()}, ${t.getUTCFullYear()} - ${((h + 11) % 12) + 1}:${m}:${String(t.getUTCSeconds()).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'} EDT`;
  return `${String(t.getUTCMonth() + 1).padStart(2, '0')} / ${String(t.getUTCDate()).padStart(2, '0')} / ${t.getUTCFullYear()}  ${String(h).padStart(2, '0')}:${m}:${String(t.getUTCSeconds()).padStart(2, '0')} UTC-4`;
}

/** The envelope id the service prints on every page. */
export function pageStamp(c: Canvas, e: Envelope, pages: number): void {
  if (e.service === 'docusign') c.esign('esign.envelope_id', `Docusign Envelope ID: ${e.id}`, 18, 10, { size: 7.5, font: 'Courier' });
  else if (e.service === 'adobe') {
    c.esign('esign.transaction_id', `Adobe Acrobat Sign Transaction Number: ${e.id}`, 36, PAGE_H - 22, { size: 6.5 });
    c.text(`Page ${c.page} of ${pages}`, 530, PAGE_H - 22, { size: 6.5, color: '#555555' });
  } else c.esign('esign.document_id', `Dropbox Sign Document ID: ${e.id.slice(0, 8)}...${e.id.slice(-8)}`, 360, PAGE_H - 18, { size: 6.5, color: '#1a6ecf' });
}

/** A signature tab: the service's frame around a drawn signature, with its own id or timestamp. */
export function signTab(c: Canvas, e: Envelope, x: number, y: number, w: number, owner: number): void {
  const r = c.rng, ev = e.events.filter((v) => v.what === 'Signed')[owner];
  if (e.service === 'docusign') {
    c.doc.save().lineWidth(0.8).roundedRect(x, y - 4, w, 34, 5).stroke('#2b5797').restore();
    c.text('DocuSigned by:', x + 6, y - 2, { size: 6, color: '#2b5797' });
    c.scribble(x + 8, y + 6, Math.min(110, w - 16), 16, '#10206a');
    c.esign(`esign.signature_hash[${owner}]`, `${hex(r, 15)}...`, x + 6, y + 22, { size: 5.5, color: '#2b5797' });
  } else if (e.service === 'adobe') {
    c.scribble(x + 4, y - 2, Math.min(120, w - 10), 18, '#0b1f5a');
    if (ev) c.esign(`esign.signed_at[${owner}]`, `${ev.who} (${stamp(e, ev.at)})`, x + 2, y + 20, { size: 6, color: '#0b1f5a' });
  } else {
    c.scribble(x + 4, y - 2, Math.min(120, w - 10), 18, '#111111');
    c.rect(x, y - 5, w, 30, { stroke: '#9cc3f0', lw: 0.5 });
  }
}

export function initialsTab(c: Canvas, e: Envelope, x: number, y: number, owner: number): void {
  c.text(e.service === 'docusign' ? 'DS' : 'Initials', x, y - 8, { size: 5.5, color: '#2b5797' });
  c.rect(x, y, 34, 18, { stroke: '#2b5797', lw: 0.5 });
  c.scribble(x + 4, y + 3, 24, 11);
  if (owner > 0) c.text(`(${owner + 1})`, x + 36, y + 6, { size: 5.5, color: '#777777' });
}

/** The closing page: certificate of completion (DocuSign), audit report (Adobe) or audit trail (Dropbox Sign). */
export function certificate(c: Canvas, e: Envelope, d: Deal, title: string): void {
  c.addPage();
  const head = e.service === 'docusign' ? 'Certificate Of Completion' : e.service === 'adobe' ? 'Audit Report' : 'Audit trail';
  c.text(head, 40, 40, { size: 15, font: 'Helvetica-Bold', color: e.service === 'hellosign' ? '#0061fe' : '#000000' });
  let y = 70;
  const row = (k: string, label: string, v: string): void => { c.text(label, 40, y, { size: 7.5, font: 'Helvetica-Bold' }); c.esign(k, v, 170, y, { size: 7.5 }); y += 12; };
  row('esign.id', e.service === 'adobe' ? 'Transaction ID' : e.service === 'docusign' ? 'Envelope Id:' : 'Document ID', e.id);
  row('esign.subject', e.service === 'docusign' ? 'Subject:' : 'Title', title);
  row('esign.status', 'Status:', e.service === 'hellosign' ? 'Signed' : 'Completed');
  row('esign.originator', e.service === 'docusign' ? 'Envelope Originator:' : 'Created by', `${d.iso.name} - ${d.iso.email}`);
  row('esign.originator_company', 'Sender company:', d.iso.company);
  row('esign.sent', e.service === 'adobe' ? 'Created:' : 'Sent:', stamp(e, e.sent));
  row('esign.time_zone', 'Time Zone:', '(UTC-05:00) Eastern Time (US & Canada)');
  row('esign.pages', 'Document Pages:', String(c.page - 1));
  y += 8;
  c.rect(40, y, 532, 14, { fill: '#e8e8e8' });
  const cols = e.service === 'docusign' ? ['Signer Events', 'Signature', 'Timestamp'] : ['Event', 'Party', 'Timestamp'];
  cols.forEach((t, i) => c.text(t, 44 + i * 180, y + 4, { size: 7.5, font: 'Helvetica-Bold' }));
  y += 20;
  e.events.forEach((v, i) => {
    const what = e.service === 'adobe' ? { Sent: 'Document created and emailed for signature', Viewed: 'Email viewed by', Signed: 'Document e-signed by', Completed: 'Agreement completed.' }[v.what] ?? v.what : v.what;
    c.esign(`esign.event[${i}].what`, what!, 44, y, { size: 7 });
    if (v.what !== 'Completed') {
      c.esign(`esign.event[${i}].who`, v.who, 224, y, { size: 7 });
      c.esign(`esign.event[${i}].email`, v.email, 224, y + 9, { size: 6.5, color: '#555555' });
      if (v.ip) c.esign(`esign.event[${i}].ip`, `${e.service === 'docusign' ? 'Using IP Address: ' : 'IP: '}${v.ip}`, 224, y + 18, { size: 6.5, color: '#555555' });
    }
    c.esign(`esign.event[${i}].at`, stamp(e, v.at), 404, y, { size: 7 });
    if (v.what === 'Signed' && e.service === 'docusign') c.text('Signature Adoption: Drawn on Device', 404, y + 9, { size: 6, color: '#555555' });
    y += 32;
  });
  if (e.service === 'docusign') {
    for (const s of ['In Person Signer Events', 'Editor Delivery Events', 'Agent Delivery Events', 'Certified Delivery Events', 'Carbon Copy Events', 'Notary Events']) {
      c.text(s, 44, y, { size: 7.5, font: 'Helvetica-Bold' }); c.text('Status', 224, y, { size: 7.5, font: 'Helvetica-Bold' }); c.text('Timestamp', 404, y, { size: 7.5, font: 'Helvetica-Bold' });
      y += 16;
      if (s === 'Carbon Copy Events') { c.esign('esign.cc', `${d.iso.company} Underwriting - submissions@${d.iso.email.split('@')[1]}`, 44, y - 4, { size: 6.5 }); y += 10; }
    }
    c.text('Electronic Record and Signature Disclosure', 44, y + 6, { size: 7.5, font: 'Helvetica-Bold' });
    c.text('Accepted: Yes  |  Electronic Record and Signature Disclosure created on: 2/14/2023 | 9:02 AM', 44, y + 18, { size: 6.5 });
  } else {
    c.text(e.service === 'adobe' ? 'Powered by Adobe Acrobat Sign' : 'This audit trail is part of the document and was generated by Dropbox Sign.', 40, PAGE_H - 50, { size: 7, color: '#666666' });
  }
}
