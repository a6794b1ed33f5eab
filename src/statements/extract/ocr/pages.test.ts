// The page-level rules of the OCR path, without the OCR engine: orientation, bands, date columns, masked account
// numbers, text-layer quality, and the vendored model's checksum.
import { describe, expect, it } from 'vitest';
import { orientation, turn } from './orient.ts';
import { cutBands } from './bands.ts';
import { inkiestCrop } from './orient-probe.ts';
import { flattenBackground } from './background.ts';
import { removeRules } from './rules.ts';
import { joinSplitMoney, mendMoneyColumn, normalizeWord, snapSizes, splitGlued, splitMonthWords } from './words.ts';
import { mendDateColumn, mendMisreadDates, mendSlashlessColumn } from './date-column.ts';
import { textQuality } from './garbage.ts';
import { checkModel } from './engine.ts';
import { wordsToItems } from './page.ts';
import { OCR_SETTINGS } from './settings.ts';
import { flat, pageToLines } from '../../layout/layout.ts';
import { DEFAULT_SETTINGS } from '../../settings.ts';
import type { Gray } from './raster.ts';
import type { PageText } from '../../types.ts';

const O = DEFAULT_SETTINGS.ocr;

/**
 * A page of fake text: lines of "letters" of varied widths (so that they do not line up from one line to the next),
 * more of them rising above the x-height (ascenders, capitals, digits) than hanging below the baseline.
 */
function fakePage(w = 600, h = 800): Gray {
  const data = new Uint8Array(w * h).fill(255);
  let seed = 7;
  const rand = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  for (let top = 40; top + 30 < h - 40; top += 32) {
    for (let x = 40 + rand(20); x < w - 60;) {
      const width = 3 + rand(5);
      if (rand(6) > 0) {
        const r = rand(10);
        const asc = r < 4, desc = r === 9;
        for (let y = top + (asc ? 0 : 8); y < top + 20 + (desc ? 6 : 0); y++) for (let dx = 0; dx < width; dx++) data[y * w + x + dx] = 0;
      }
      x += width + 2 + rand(3) + (rand(7) === 0 ? 8 : 0);
    }
  }
  return { width: w, height: h, data };
}

describe('orientation', () => {
  it('finds the turn that makes a page upright, from any of the four ways', () => {
    const page = fakePage();
    expect([0, 90, 180, 270].map((d) => orientation(turn(page, d as 0 | 90 | 180 | 270), O))).toEqual([0, 270, 180, 90]);
  });

  it('turning four times by 90 degrees gives the page back', () => {
    const page = fakePage(50, 70);
    let t = page;
    for (let i = 0; i < 4; i++) t = turn(t, 90);
    expect(t).toEqual(page);
    expect(turn(page, 90).width).toBe(70);
  });

  it('leaves a blank page as it is', () => {
    expect(orientation({ width: 100, height: 100, data: new Uint8Array(10_000).fill(255) }, O)).toBe(0);
  });
});

describe('the crop the recogniser is asked which way up on', () => {
  it('holds the page\'s text where it is, however little of the page it fills', () => {
    // A short page: a few lines at its top, the rest blank.
    const page = { width: 600, height: 800, data: new Uint8Array(600 * 800).fill(255) };
    const text = fakePage(600, 200);
    page.data.set(text.data);
    const crop = inkiestCrop(page, 200)!;
    expect([crop.width, crop.height]).toEqual([200, 200]);
    // As much ink as a window over the lines (here their middle third), none of the blank below.
    let lines = 0;
    for (let y = 0; y < 200; y++) for (let x = 200; x < 400; x++) if (page.data[y * 600 + x] === 0) lines++;
    expect(crop.data.filter((v) => v === 0).length).toBeGreaterThanOrEqual(lines * 0.9);
  });

  it('is the whole page when the page is smaller, and nothing on a blank page', () => {
    expect(inkiestCrop(fakePage(120, 150), 400)).toMatchObject({ width: 120, height: 150 });
    expect(inkiestCrop({ width: 100, height: 100, data: new Uint8Array(10_000).fill(255) }, 50)).toBeNull();
  });
});

describe('uneven light', () => {
  // The fake page as a phone shows a folded sheet: a soft shadow up to 80 grey levels deep about row 330.
  const shadowed = (page: Gray): Gray => ({ ...page, data: page.data.map((v, i) => Math.max(0, v - 80 * Math.exp(-(((Math.floor(i / page.width) - 330) / 30) ** 2)))) });
  it('evens out a shadow across the page: its paper is paper again and its text stays ink', () => {
    const page = fakePage(), dark = shadowed(page);
    const even = flattenBackground(dark, 100, O);
    const rows = (img: Gray) => img.data.subarray(300 * img.width, 360 * img.width);
    const text = rows(page).filter((v) => v === 0).length;
    expect(Math.min(...rows(even).filter((v, i) => rows(page)[i] === 255))).toBeGreaterThanOrEqual(225);
    expect(rows(even).filter((v) => v < 128).length).toBe(text);
    // One threshold for the page no longer takes shadowed paper for ink; the rule finder leaves the text be.
    const paperAsInk = (img: Gray) => rows(img).filter((v, i) => rows(page)[i] === 255 && v < 200).length;
    expect([paperAsInk(dark) > 1000, paperAsInk(even)]).toEqual([true, 0]);
    expect(rows(removeRules(even, 100, O)).filter((v) => v < 128).length).toBe(text);
  });

  it('returns a page with even paper as it is, a dark logo on it or not', () => {
    const page = fakePage();
    expect(flattenBackground(page, 100, O)).toBe(page);
    // A solid logo an inch square in a corner: dark tiles, but no row or column of them is darker as a whole.
    const logo = { ...page, data: page.data.map((v, i) => (i % page.width < 100 && Math.floor(i / page.width) < 100 ? 30 : v)) };
    expect(flattenBackground(logo, 100, O)).toBe(logo);
  });
});

describe('cutBands', () => {
  it('cuts at blank rows between lines, never through one, and keeps every inked row', () => {
    const page = fakePage();
    const bands = cutBands(page, 2, O, 3);
    expect(bands).toHaveLength(2);
    expect(bands[0]!.top + bands[0]!.gray.height).toBeLessThanOrEqual(bands[1]!.top);
    // Every inked pixel is in a band, at the same place; the rows between two bands hold no ink.
    for (let y = 0; y < page.height; y++) {
      for (let x = 0; x < page.width; x++) {
        if (page.data[y * page.width + x] === 255) continue;
        const b = bands.find((b) => y >= b.top && y < b.top + b.gray.height && x >= b.left && x < b.left + b.gray.width);
        expect(b, `ink at ${x},${y}`).toBeDefined();
        expect(b!.gray.data[(y - b!.top) * b!.gray.width + (x - b!.left)]).toBe(page.data[y * page.width + x]);
      }
    }
  });

  it('crops the blank margins around the ink, keeping the padding asked for', () => {
    const page = fakePage();
    const [b] = cutBands(page, 1, O, 3);
    let minX = page.width, minY = page.height;
    for (let y = 0; y < page.height; y++) for (let x = 0; x < page.width; x++) if (page.data[y * page.width + x]! < 255) { minX = Math.min(minX, x); minY = Math.min(minY, y); }
    expect(b!.left).toBe(Math.max(0, minX - 3));
    expect(b!.top).toBe(Math.max(0, minY - 3));
  });

  it('gives one band when asked for one, or when the page is small', () => {
    expect(cutBands(fakePage(), 1, O)).toHaveLength(1);
    expect(cutBands(fakePage(100, 150), 4, O)).toHaveLength(1);
  });
});

describe('word mending', () => {
  it('gives a date that lost its slashes the form of the dates in its column', () => {
    const words = [{ str: '01/14', x: 40, h: 9 }, { str: '01/15', x: 40.5, h: 9 }, { str: '0116', x: 40.2, h: 9 }, { str: '01/19', x: 39.8, h: 9 },
      { str: '4521', x: 300, h: 9 }, { str: '1399', x: 40, h: 9 }, { str: '017/20', x: 40, h: 9 }];
    expect(mendDateColumn(words, O)).toBe(2);
    // A reference number in another column, and four digits that make no month and day, are left alone.
    expect(words.map((w) => w.str)).toEqual(['01/14', '01/15', '01/16', '01/19', '4521', '1399', '01/20']);
  });

  it('gives a slash read as a stroke back, and borrows the column of earlier pages when a page has few dates', () => {
    const earlier = [{ str: '12/01', x: 40, h: 9 }, { str: '12/02', x: 40.5, h: 9 }, { str: '12/05', x: 39.6, h: 9 }];
    const words = [{ str: '1224', x: 40.2, h: 9 }, { str: '12724', x: 40, h: 9 }, { str: '1224', x: 200, h: 9 }];
    expect(mendDateColumn(words, O)).toBe(0);
    expect(mendDateColumn(words, O, earlier)).toBe(2);
    expect(words.map((w) => w.str)).toEqual(['12/24', '12/24', '1224']);
  });

  it('drops a digit read too many in a date, the one that leaves the date fitting its neighbours in the column', () => {
    const at = (str: string, y: number) => ({ str, x: 40, h: 9, y });
    // "03/022": 03/02 or 03/22; below it 03/04 (oldest first) or, newest first, 03/25 above and 03/21 below.
    const oldest = [at('03/022', 100), at('03/04', 112), at('03/05', 124), at('03/08', 136)];
    const newest = [at('03/25', 88), at('03/022', 100), at('03/21', 112), at('03/20', 124)];
    expect([mendDateColumn(oldest, O), mendDateColumn(newest, O)]).toEqual([1, 1]);
    expect([oldest[0]!.str, newest[1]!.str]).toEqual(['03/02', '03/22']);
    // The first row of a section, under the last date of the one before: the order it keeps is with the row below.
    const section = [at('03/05', 64), at('03/28', 88), at('03/022', 100), at('03/04', 112), at('03/31', 124)];
    expect(mendDateColumn(section, O)).toBe(1);
    expect(section[2]!.str).toBe('03/02');
    // A reference number with as many digits in another column is left alone.
    const other = [...oldest.slice(1), { str: '03/022', x: 300, h: 9, y: 100 }];
    expect(mendDateColumn(other, O)).toBe(0);
  });

  it('puts right one misread character of a date, the one digit that makes it fit between its neighbours', () => {
    const at = (str: string, y: number, x = 40) => ({ str, x, h: 9, y });
    // A 0 read as 6 (month 61), as a sign, and a 1 read as 2 that breaks the order of 01/13 and 01/14.
    const words = [at('61/02/26', 88), at('01/05/26', 100), at('@1/06/26', 112), at('01/13/26', 124), at('01/23/26', 136), at('01/14/26', 148), at('01/15/26', 160)];
    expect(mendMisreadDates(words, O)).toBe(3);
    expect(words.map((w) => w.str)).toEqual(['01/02/26', '01/05/26', '01/06/26', '01/13/26', '01/13/26', '01/14/26', '01/15/26']);
    // Newest first: the order runs the other way.
    const newest = [at('01/15/26', 88), at('01/14/26', 100), at('01/23/26', 112), at('01/13/26', 124), at('01/12/26', 136)];
    expect(mendMisreadDates(newest, O)).toBe(1);
    expect(newest[2]!.str).toBe('01/13/26');
    // Left as read: a date that starts a new section (it keeps the order with the row below), two digits wrong,
    // a tie between two fits, and a date-shaped word in another column.
    const section = [at('01/28/26', 88), at('01/30/26', 100), at('02/01/26', 112), at('02/02/26', 124)];
    const untouched = [at('01/05/26', 88), at('81/76/26', 100), at('01/06/26', 112), at('01/08/26', 124), at('91/09/26', 130, 300)];
    const tie = [at('01/05/26', 88), at('01/0§/26', 100), at('01/07/26', 112), at('01/08/26', 124)];
    expect([mendMisreadDates(section, O), mendMisreadDates(untouched, O), mendMisreadDates(tie, O)]).toEqual([0, 0, 0]);
  });

  it('reads a column of four-digit words that lost every slash as dates, when they are dates in order', () => {
    const row = (date: string, y: number, more: string[] = ['BANKCARD', '1,204.50']) => [{ str: date, x: 40, h: 9, y }, ...more.map((str, i) => ({ str, x: 90 + i * 200, h: 9, y }))];
    const page = [...row('1201°', 100), ...row('1202', 124), ...row('1204', 148), ...row('1207', 172)];
    expect(mendSlashlessColumn(page, O)).toBe(4);
    expect(page.filter((w) => w.x === 40).map((w) => w.str)).toEqual(['12/01', '12/02', '12/04', '12/07']);
    // Check numbers followed by their own date, and four-digit words that are no dates in order, are left alone.
    const checks = [...row('1201', 100, ['12/03', '500.00']), ...row('1202', 124, ['12/05', '90.00']), ...row('1203', 148, ['12/09', '75.00'])];
    const refs = [...row('4521', 100), ...row('1399', 124), ...row('0788', 148), ...row('1102', 172)];
    expect([mendSlashlessColumn(checks, O), mendSlashlessColumn(refs, O)]).toEqual([0, 0]);
  });

  it('gives an amount that lost its point one, when it ends on the edge of a column of amounts', () => {
    const col = ['1,282.85', '3,193.98', '13.69'].map((str, i) => ({ str, x: 500 - str.length * 5, w: str.length * 5, y: 100 + i * 12, h: 9 }));
    const words = [...col, { str: '097', x: 485, w: 15, y: 150, h: 9 }, { str: 'S718', x: 480, w: 20, y: 160, h: 9 },
      { str: '261224', x: 200, w: 30, y: 160, h: 9 }, { str: '2025', x: 480, w: 20, y: 40, h: 9 }, { str: '1555', x: 480, w: 20, y: 170, h: 9 }];
    expect(mendMoneyColumn(words, O)).toBe(2);
    // A reference number elsewhere, a year in a header line above the table and a card's last four digits that end on
    // the column's edge: left as read.
    expect(words.slice(3).map((w) => w.str)).toEqual(['0.97', '57.18', '261224', '2025', '1555']);
  });

  it('joins an amount cut at its thousands comma', () => {
    const words = [{ str: 'CHECK', x: 100, w: 30, y: 50, h: 9 }, { str: '-6,', x: 400, w: 12, y: 50, h: 9 }, { str: '408.08', x: 414, w: 30, y: 50, h: 9 }];
    expect(joinSplitMoney(words, O).map((w) => w.str)).toEqual(['CHECK', '-6,408.08']);
    // Its minus read as a tilde, or as a plus (kept: the balances judge the sign).
    const tilde = [{ str: '~6,', x: 400, w: 12, y: 50, h: 9 }, { str: '408.08', x: 414, w: 30, y: 50, h: 9 }, { str: '+1,', x: 500, w: 12, y: 50, h: 9 }, { str: '768.39', x: 514, w: 30, y: 50, h: 9 }];
    expect(joinSplitMoney(tilde, O).map((w) => w.str)).toEqual(['-6,408.08', '+1,768.39']);
    // A monospaced amount cut at its point; a point-led amount farther away is a figure of its own.
    const mono = [{ str: 'ATM', x: 83, w: 15, y: 60, h: 9 }, { str: '142', x: 320, w: 15, y: 60, h: 9 }, { str: '.95-', x: 339, w: 18, y: 60, h: 9 },
      { str: '7', x: 370, w: 5, y: 60, h: 9 }, { str: '.00', x: 420, w: 15, y: 60, h: 9 }, { str: '41.', x: 500, w: 15, y: 60, h: 9 },
      { str: '68-', x: 518, w: 15, y: 60, h: 9 }, { str: '7', x: 540, w: 5, y: 60, h: 9 }, { str: '12.00', x: 546, w: 25, y: 60, h: 9 }];
    expect(joinSplitMoney(mono, O).map((w) => w.str)).toEqual(['ATM', '142.95-', '7', '.00', '41.68-', '7', '12.00']);
  });

  it('gives a period written in words its spaces back, around full month names only', () => {
    expect(['December20,2025throughJanuary', 'AUGUST15,2026', 'ofMay'].map(splitMonthWords)).toEqual(['December 20, 2025 through January', 'AUGUST 15, 2026', 'of May']);
    expect(['01Jun2026', 'Mayfield', 'dismay', 'January', 'DecemberRent'].map(splitMonthWords)).toEqual([null, null, null, null, null]);
  });

  it('splits words run together only when every part is a word of statement labels or fee descriptions', () => {
    expect(splitGlued('balanceon', O)).toEqual(['balance', 'on']);
    expect(splitGlued('ODITEMFEE', O)).toEqual(['OD', 'ITEM', 'FEE']);
    expect(splitGlued('HEARTLAND', O)).toBeNull();
    expect(splitGlued('Balance', O)).toBeNull();
    expect(splitGlued('PAYROLL', O)).toBeNull();
  });

  it('gives a glued run its spaces where the line reader keeps them ("OD ITEM FEE" is an NSF fee, "ODITEM FEE" is not)', () => {
    const word = (text: string, x0: number, x1: number) => ({ text, x0, x1, y0: 100, y1: 125, baseline: 122, size: 28, conf: 0.9 });
    const { items } = wordsToItems([word('06/12', 100, 190), word('ODITEM', 260, 390), word('FEE', 402, 460), word('(34.00)', 1300, 1420)], 72 / 200, OCR_SETTINGS);
    const line = pageToLines({ page: 1, width: 612, height: 792, items }, DEFAULT_SETTINGS.layout)[0]!;
    expect(flat(line)).toContain('OD ITEM FEE');
  });

  it('keeps two poorly read capitals that run into the next word of their phrase, and drops a speck before a glued run', () => {
    const word = (text: string, x0: number, x1: number, conf: number) => ({ text, x0, x1, y0: 100, y1: 125, baseline: 122, size: 28, conf });
    const row = (words: ReturnType<typeof word>[]) => flat(pageToLines({ page: 1, width: 612, height: 792, items: wordsToItems(words, 72 / 200, OCR_SETTINGS).items }, DEFAULT_SETTINGS.layout)[0]!);
    expect(row([word('06/12', 100, 190, 0.9), word('OD', 260, 300, 0.1), word('ITEM', 308, 390, 0.1), word('FEE', 402, 460, 0.9), word('(34.00)', 1300, 1420, 0.9)])).toContain('OD ITEM FEE');
    expect(row([word('06/12', 100, 190, 0.9), word('.ODITEM', 255, 390, 0.8), word('FEE', 402, 460, 0.9), word('(34.00)', 1300, 1420, 0.9)])).toContain('OD ITEM FEE');
    // Alone, or before a figure, two weak capitals are a speck.
    expect(row([word('06/12', 100, 190, 0.9), word('OD', 600, 640, 0.1), word('(34.00)', 1300, 1420, 0.9)])).not.toContain('OD');
  });

  it('keeps two OCR words apart however narrow the gap; text-layer runs that close are one word', () => {
    // A 150 dpi period line: word spaces of two pixels (under the reader's wordSpace of 0.12 of the type size).
    const word = (text: string, x0: number, x1: number) => ({ text, x0, x1, y0: 100, y1: 118, baseline: 115, size: 18, conf: 0.9 });
    const { items } = wordsToItems([word('December', 100, 180), word('20,', 182, 200), word('2025', 202, 240), word('through', 242, 300)], 72 / 150, OCR_SETTINGS);
    expect(flat(pageToLines({ page: 1, width: 612, height: 792, items }, DEFAULT_SETTINGS.layout)[0]!)).toBe('December 20, 2025 through');
    const text = items.map((it) => ({ ...it, font: 'F1' }));
    expect(flat(pageToLines({ page: 1, width: 612, height: 792, items: text }, DEFAULT_SETTINGS.layout)[0]!)).toBe('December20,2025through');
  });

  it('gives the words of one type size one size, whatever letters their line holds; larger type stays larger', () => {
    const items = [9.89, 10.8, 11.49, 10.25, 10.8, 11.89, 16].map((h) => ({ h }));
    snapSizes(items, OCR_SETTINGS.sizeSnap);
    expect(items.map((i) => i.h)).toEqual([10.8, 10.8, 10.8, 10.8, 10.8, 10.8, 16]);
  });

  it("gives a line Tesseract sized wrongly the page's size when its boxes are the page's usual height", () => {
    // The holder's name given 13.15 points among 8.3-point lines, its boxes as tall as theirs; a bank name in large
    // type has taller boxes, and stays larger.
    const items = [8.3, 8.3, 13.15, 8.3, 8.3, 15].map((h) => ({ h }));
    snapSizes(items, OCR_SETTINGS.sizeSnap, [7, 7.2, 7.1, 6.8, 7, 12]);
    expect(items.map((i) => i.h)).toEqual([8.3, 8.3, 8.3, 8.3, 8.3, 15]);
  });

  it('gives a word the size of its phrase: its neighbours on the baseline, set close, agree on it', () => {
    // "Cleaning" (a capital and a descender: a taller box) read 18 points beside "DBA Fresh Start" at 10.7.
    const items = [{ x: 67.7, w: 18, h: 10.74 }, { x: 88.9, w: 22, h: 10.74 }, { x: 113.8, w: 18.7, h: 10.74 }, { x: 135.4, w: 34.9, h: 18 }, { x: 300, w: 60, h: 18 }]
      .map((it) => ({ ...it, y: 100.8 }));
    snapSizes(items, OCR_SETTINGS.sizeSnap);
    expect(items.map((i) => i.h)).toEqual([10.74, 10.74, 10.74, 10.74, 18]);
  });

  it('reads a masked account number whose asterisks came out as quotes', () => {
    expect(normalizeWord('*"*"9596', O)).toBe('****9596');
    expect(normalizeWord('"9596', O)).toBe('"9596');
  });
});

describe('textQuality', () => {
  const page = (strs: string[]): PageText => ({ page: 1, width: 612, height: 792, items: strs.map((str) => ({ str, x: 0, y: 0, w: 0, h: 10, font: '' })) });

  it('scores a statement high and a bad OCR layer low', () => {
    expect(textQuality(page(['Beginning balance 1,234.56', '01/02 ACH CREDIT HEARTLAND 0623696 350.00 1,584.56', 'Name:EVERGREEN Trace#:818496605496787']), O)).toBe(1);
    expect(textQuality(page(['8cg1nn1ng ba1&ncc 1.2B4,S6', 'Dcpo5i1s &rnd o1hcr crcdi15', '0l/O2 ACHCRcD1T Hc&r11&nd']), O)).toBeLessThan(0.4);
  });
});

describe('the vendored model', () => {
  it('has the checksum of tessdata_fast English', () => {
    expect(() => checkModel()).not.toThrow();
  });
});
