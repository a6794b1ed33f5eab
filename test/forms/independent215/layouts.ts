// Four mobile web applications saved as PDF, each by its own fictional broker, with its own chrome and section order.
import type { Rng } from '../../statements/generator/prng.ts';
import { Flow, type Look, type Slot } from './flow.ts';
import type { Merchant } from './model.ts';
import { address, bank, business, CA_WORDS, consent, funding, ownerBlock, US_WORDS, type Words } from './sections.ts';
import type { Sheet } from './sheet.ts';

export interface LayoutDef {
  broker: string; host: string; valueFont: string; mark: 'dot' | 'check' | 'x';
  country(r: Rng): 'US' | 'CA';
  build(s: Sheet, m: Merchant, r: Rng): void;
}

const LIB = '/usr/share/fonts/truetype/liberation/', DJV = '/usr/share/fonts/truetype/dejavu/';

function printStamp(m: Merchant, r: Rng): string {
  const [, mo, d] = m.today.split('-').map(Number) as [number, number, number];
  return `${mo}/${d}/25, ${r.int(1, 12)}:${String(r.int(0, 59)).padStart(2, '0')} ${r.pick(['AM', 'PM'])}`;
}

/** Browser print header (date, title) and footer (URL, page x of y). */
function printDecor(s: Sheet, page: number, pages: number, stamp: string, title: string, url: string, fmt: (p: number, n: number) => string): void {
  s.chromeDecoy('print_date', stamp, 18, 10, { size: 7, color: '#444' });
  s.text(title, s.W / 2 - 60, 10, { size: 7, color: '#444', width: 140, align: 'center' });
  s.chromeDecoy('print_url', url, 18, s.H - 16, { size: 6.5, color: '#444' });
  s.text(fmt(page + 1, pages), s.W - 60, s.H - 16, { size: 7, color: '#444', width: 42, align: 'right' });
}

function statusBar(s: Sheet, x: number, y: number, w: number, clock: string, ink = '#111'): void {
  s.text(clock, x + 14, y + 4, { size: 8, font: 'Helvetica-Bold', color: ink });
  s.text('5G', x + w - 58, y + 4, { size: 7, color: ink });
  s.rrect(x + w - 36, y + 4, 20, 8, 2, { stroke: ink });
  s.doc.rect(x + w - 34, y + 6, 13, 4).fill(ink);
}

function header(s: Sheet, x: number, y: number, w: number, brand: string, initials: string, color: string, button: string): void {
  s.doc.circle(x + 14, y + 12, 9).fill(color);
  s.text(initials, x + 7.5, y + 8.5, { size: 7, font: 'Helvetica-Bold', color: '#fff' });
  s.text(brand, x + 28, y + 7, { size: 10, font: 'Helvetica-Bold', color: '#111' });
  const bw = s.doc.font('Helvetica-Bold').fontSize(7).widthOfString(button) + 14;
  s.rrect(x + w - bw - 4, y + 3, bw, 18, 9, { fill: color });
  s.text(button, x + w - bw + 3, y + 9, { size: 7, font: 'Helvetica-Bold', color: '#fff' });
}

function progress(s: Sheet, x: number, y: number, w: number, step: number, of: number, color: string, text: string): void {
  s.rrect(x, y, w, 5, 2.5, { fill: '#e5e7eb' });
  s.rrect(x, y, Math.max(6, (w * step) / of), 5, 2.5, { fill: color });
  s.text(text, x, y + 8, { size: 7, color: '#666' });
}

const cardTitle = (color: string) => (s: Sheet, t: string, x: number, y: number): number => {
  s.doc.rect(x, y + 1, 3, 11).fill(color);
  s.text(t, x + 8, y + 1, { size: 10.5, font: 'Helvetica-Bold', color: '#111' });
  return 14;
};

const words = (m: Merchant, over: Partial<Words>): Words => ({ ...US_WORDS, ...(m.country === 'CA' ? CA_WORDS : {}), ...over });

/** SwiftLane Capital: one tall wizard screen per page, labels above rounded boxes, chips for choices. */
const swiftlane: LayoutDef = {
  broker: 'SwiftLane Capital', host: 'apply.swiftlanecapital.com', valueFont: `${DJV}DejaVuSans.ttf`, mark: 'dot', country: () => 'US',
  build(s, m, r) {
    const stamp = printStamp(m, r), steps = ['Funding', 'Business', 'Owners', 'Banking', 'Review & sign'];
    const look: Look = {
      page: [396, 1150], slots: [{ x: 24, y0: 28, y1: 1110, w: 348 }], labelMode: 'above', boxH: 22, radius: 6, stroke: '#c3c8d0', fill: '#fbfbfc',
      labelSize: 7.5, labelColor: '#4b5563', labelFont: 'Helvetica-Bold', gap: 7,
      chrome(sh, n, sl) {
        sh.rrect(sl.x, sl.y0, sl.w, 18, 9, { fill: '#eef0f3' });
        sh.chromeDecoy('url_bar', `${swiftlane.host}/application/step-${n + 1}?src=${m.rep.code}`, sl.x + 12, sl.y0 + 5.5, { size: 7, color: '#333' });
        header(sh, sl.x, sl.y0 + 24, sl.w, 'SwiftLane', 'SL', '#0f766e', 'Save & continue');
        const st = Math.min(n + 1, 5);
        progress(sh, sl.x, sl.y0 + 52, sl.w, st, 5, '#0f766e', `${st} of 5  -  ${steps[st - 1]}`);
        return sl.y0 + 76;
      },
      cardTitle: cardTitle('#0f766e'),
      pageDecor: (sh, p, n) => printDecor(sh, p, n, stamp, 'SwiftLane Capital | Apply', `https://${swiftlane.host}/application`, (a, b) => `${a}/${b}`),
    };
    const f = new Flow(s, look), w = words(m, {});
    f.card('Funding request'); funding(f, m, w, true); f.endCard();
    f.card('About your business'); business(f, m, w, { entityChecks: true, extras: r.chance(0.6) }); f.endCard();
    f.card('Business location'); address(f, m, w, { landlord: true, country: false }); f.endCard();
    m.owners.forEach((o, i) => { f.card(`Owner ${i + 1} of ${m.owners.length}`); ownerBlock(f, m, w, i, o, r.chance(0.5)); f.endCard(); });
    f.card('Bank & existing funding'); bank(f, m, { advances: true, rep: false, refs: false }); f.endCard();
    f.card('Review & sign'); consent(f, m, swiftlane.broker, stamp); f.endCard();
  },
};

/** Northbeam Funding (Canada): three phone screenshots stitched on a landscape sheet, outlined fields with floating labels. */
const northbeam: LayoutDef = {
  broker: 'Northbeam Funding Inc.', host: 'northbeamfunding.ca', valueFont: `${LIB}LiberationSans-Regular.ttf`, mark: 'check', country: () => 'CA',
  build(s, m, r) {
    const stamp = printStamp(m, r), clocks = ['9:41', '9:42', '9:44', '9:45', '9:47', '9:48', '9:50', '9:51', '9:53'];
    const slots: Slot[] = [0, 1, 2].map((i) => ({ x: 30 + i * 252, y0: 40, y1: 576, w: 228 }));
    const look: Look = {
      page: [792, 612], slots, labelMode: 'floating', boxH: 24, radius: 4, stroke: '#8a94a6', labelSize: 6.5, labelColor: '#3b4a6b', labelFont: 'Helvetica', gap: 6,
      chrome(sh, n, sl) {
        sh.rrect(sl.x - 6, sl.y0 - 8, sl.w + 12, sl.y1 - sl.y0 + 24, 16, { stroke: '#222', lw: 1.5 });
        statusBar(sh, sl.x, sl.y0, sl.w, clocks[n % clocks.length]!);
        sh.rrect(sl.x + 8, sl.y0 + 18, sl.w - 16, 15, 7, { fill: '#f1f3f5' });
        sh.chromeDecoy('url_bar', `${northbeam.host}/apply/${m.appId}`, sl.x + 16, sl.y0 + 22, { size: 6.5, color: '#333' });
        header(sh, sl.x, sl.y0 + 38, sl.w, 'Northbeam', 'NB', '#1e3a8a', 'Save');
        sh.text(`Screen ${n + 1}`, sl.x + sl.w - 40, sl.y0 + 64, { size: 6, color: '#888' });
        return sl.y0 + 76;
      },
      cardTitle: cardTitle('#1e3a8a'),
      pageDecor: (sh, p, n) => printDecor(sh, p, n, stamp, 'Screenshots - Northbeam application', `https://${northbeam.host}/apply/${m.appId}`, (a, b) => `Page ${a} of ${b}`),
    };
    const f = new Flow(s, look), w = words(m, { legal: 'Legal name of business', industry: 'Nature of business', start: 'Date of incorporation / start' });
    f.card('Your business'); business(f, m, w, { entityChecks: false, extras: r.chance(0.5) }); f.endCard();
    f.card('Where is it located?'); address(f, m, w, { landlord: r.chance(0.5), country: true }); f.endCard();
    m.owners.forEach((o, i) => { f.card(`Owner ${i + 1}`); ownerBlock(f, m, w, i, o, true); f.endCard(); });
    f.card('Funding'); funding(f, m, w, r.chance(0.6)); f.endCard();
    f.card('Banking'); bank(f, m, { advances: true, rep: true, refs: false }); f.endCard();
    f.card('Consent (PIPEDA)'); consent(f, m, northbeam.broker, stamp); f.endCard();
  },
};

/** Harbor & Vine Funding: long-scroll screenshots, underline inputs with the label under the line, owner first. */
const harborvine: LayoutDef = {
  broker: 'Harbor & Vine Funding', host: 'go.harborvine.com', valueFont: `${LIB}LiberationMono-Regular.ttf`, mark: 'x', country: () => 'US',
  build(s, m, r) {
    const look: Look = {
      page: [390, 1300], slots: [{ x: 18, y0: 0, y1: 1230, w: 354 }], labelMode: 'under', boxH: 18, radius: 0, stroke: '#555',
      labelSize: 6.5, labelColor: '#6b7280', labelFont: 'Helvetica-Oblique', gap: 9,
      chrome(sh, n, sl) {
        sh.doc.rect(0, 0, 390, 74).fill('#0b2545');
        statusBar(sh, 0, 4, 390, '10:0' + String(n + 2), '#fff');
        sh.text('Harbor & Vine', 20, 30, { size: 14, font: 'Times-Bold', color: '#fff' });
        sh.text('FUNDING', 20, 48, { size: 7, color: '#c9d6ea' });
        sh.rrect(270, 34, 100, 20, 10, { stroke: '#fff' });
        sh.text('Save & continue', 284, 41, { size: 7.5, color: '#fff' });
        progress(sh, sl.x, 84, sl.w, n + 1, 3, '#13315c', `Part ${n + 1} of 3`);
        sh.rrect(20, 1254, 350, 26, 13, { fill: '#ececef' });
        sh.chromeDecoy('url_bar', `${harborvine.host}/app?step=${n + 1}&iso=${m.rep.code}`, 40, 1263, { size: 8, color: '#222' });
        return 112;
      },
      cardTitle: (sh, t, x, y) => { sh.text(t.toUpperCase(), x, y, { size: 8.5, font: 'Helvetica-Bold', color: '#13315c' }); return 12; },
      pageDecor: () => undefined,
    };
    const f = new Flow(s, look), w = words(m, { first: 'Your first name', last: 'Your last name', role: 'Your title', own: '% of business you own',
      legal: 'Business legal name (as on tax return)', dba: 'Doing business as', amount: 'Amount requested' });
    m.owners.forEach((o, i) => { f.card(i === 0 ? 'Tell us about you' : `Additional owner (${i + 1})`); ownerBlock(f, m, w, i, o, r.chance(0.4)); f.endCard(); });
    f.card('Your business'); business(f, m, w, { entityChecks: true, extras: true }); f.endCard();
    f.card('Business address'); address(f, m, w, { landlord: r.chance(0.6), country: false }); f.endCard();
    f.card('Your request'); funding(f, m, w, true); f.endCard();
    f.card('Deposits'); bank(f, m, { advances: r.chance(0.7), rep: true, refs: r.chance(0.5) }); f.endCard();
    f.card('Agree & submit'); consent(f, m, harborvine.broker, `${m.today}T15:0${r.int(0, 9)}Z`); f.endCard();
  },
};

/** Keystone Bridge Advance: a 'Review your application' screen printed on letter paper; label beside value. */
const keystone: LayoutDef = {
  broker: 'Keystone Bridge Advance', host: 'app.keystonebridge.com', valueFont: `${DJV}DejaVuSansCondensed.ttf`, mark: 'check',
  country: (r) => (r.chance(0.3) ? 'CA' : 'US'),
  build(s, m, r) {
    const stamp = printStamp(m, r);
    const look: Look = {
      page: [612, 792], slots: [{ x: 136, y0: 30, y1: 752, w: 340 }], labelMode: 'beside', boxH: 16, radius: 0, stroke: '#ccc',
      labelSize: 7.5, labelColor: '#555', labelFont: 'Helvetica', gap: 6,
      chrome(sh, n, sl) {
        sh.doc.rect(sl.x, sl.y0, sl.w, 40).fill('#7c2d12');
        sh.text('KEYSTONE BRIDGE', sl.x + 12, sl.y0 + 9, { size: 11, font: 'Helvetica-Bold', color: '#fff' });
        sh.text('advance', sl.x + 12, sl.y0 + 23, { size: 7, color: '#fde7d9' });
        sh.rrect(sl.x + sl.w - 92, sl.y0 + 11, 82, 18, 4, { fill: '#fff' });
        sh.text(n === 0 ? 'Save & continue' : 'Submit', sl.x + sl.w - 84, sl.y0 + 17, { size: 7, font: 'Helvetica-Bold', color: '#7c2d12' });
        progress(sh, sl.x, sl.y0 + 48, sl.w, 5, 5, '#7c2d12', 'Step 5 of 5 - Review your application');
        return sl.y0 + 72;
      },
      cardTitle: (sh, t, x, y, wd) => { sh.text(t, x, y, { size: 9.5, font: 'Helvetica-Bold', color: '#111' }); sh.text('Edit', x + wd - 18, y + 1, { size: 7.5, color: '#2563eb' }); return 13; },
      pageDecor: (sh, p, n) => printDecor(sh, p, n, stamp, 'Review your application', `https://${keystone.host}/review?id=${m.appId}`, (a, b) => `${a}/${b}`),
    };
    const f = new Flow(s, look), w = words(m, { amount: 'Amount', payment: 'Payment', freq: 'Payment schedule', full: 'Name', first: 'First name', last: 'Last name' });
    f.card('Business'); business(f, m, w, { entityChecks: false, extras: r.chance(0.5) }); address(f, m, w, { landlord: false, country: m.country === 'CA' }); f.endCard();
    f.card('Request'); funding(f, m, w, r.chance(0.7)); f.endCard();
    m.owners.forEach((o, i) => { f.card(`Owner ${i + 1}`); ownerBlock(f, m, w, i, o, r.chance(0.5)); f.endCard(); });
    f.card('Bank account & references'); bank(f, m, { advances: r.chance(0.6), rep: r.chance(0.5), refs: true }); f.endCard();
    f.card('Authorization'); consent(f, m, keystone.broker, stamp); f.endCard();
  },
};

export const LAYOUTS: Record<string, LayoutDef> = {
  swiftlane_wizard: swiftlane, northbeam_ca_screens: northbeam, harborvine_screenshots: harborvine, keystone_review: keystone,
};
