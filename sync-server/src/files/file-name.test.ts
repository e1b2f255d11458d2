/** File names are metadata: whatever a browser (or a forged request) sends becomes a harmless display name. */
import { describe, expect, it } from 'vitest';
import { contentDisposition, FILE_NAME_MAX, sanitizeFileName } from './file-name.ts';

const PDF = ['.pdf'];
const JPEG = ['.jpg', '.jpeg'];

describe('sanitizeFileName', () => {
  it.each([
    ['cv.pdf', PDF, 'cv.pdf'],
    ['../../etc/passwd', PDF, 'passwd.pdf'],
    ['C:\\Users\\casey\\cv.PDF', PDF, 'cv.PDF'],
    ['a\u0000b\u0007c.pdf', PDF, 'abc.pdf'],
    ['line\r\nbreak.pdf', PDF, 'linebreak.pdf'],
    ['invoice\u202Efdp.exe', PDF, 'invoicefdp.exe.pdf'],
    ['\u2066cv\u2069.pdf', PDF, 'cv.pdf'],
    ['\uFEFFcv.pdf', PDF, 'cv.pdf'],
    ['👨‍👩‍👧 family.jpeg', JPEG, '👨‍👩‍👧 family.jpeg'],
    ['photo.png', JPEG, 'photo.png.jpg'],
    ['Cafe\u0301.pdf', PDF, 'Café.pdf'],
    ['half\uD800.pdf', PDF, 'half\uFFFD.pdf'],
    ['...hidden.pdf', PDF, 'hidden.pdf'],
    ['trailing.pdf. . ', PDF, 'trailing.pdf'],
    ['..', PDF, 'resume.pdf'],
    ['', PDF, 'resume.pdf'],
    ['a<b>c:d"e|f?g*.pdf', PDF, 'a_b_c_d_e_f_g_.pdf'],
  ])('%j → %j', (raw, extensions, expected) => {
    expect(sanitizeFileName(raw, extensions, 'resume')).toBe(expected);
  });

  it('caps long names by whole characters and keeps the extension', () => {
    const name = sanitizeFileName(`${'👍🏽'.repeat(200)}.pdf`, PDF, 'resume');
    expect(name.length).toBeLessThanOrEqual(FILE_NAME_MAX);
    expect(name).toMatch(/^(👍🏽)+\.pdf$/u);
    const wrongType = sanitizeFileName(`${'x'.repeat(300)}.exe`, PDF, 'resume');
    expect(wrongType.length).toBe(FILE_NAME_MAX);
    expect(wrongType.endsWith('x.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name as RFC 5987 filename*', () => {
    expect(contentDisposition('attachment', 'Résumé "final" (2).pdf')).toBe(
      `attachment; filename="R_sum_ _final_ _2_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%282%29.pdf`.replace('_2_', '(2)'),
    );
    expect(contentDisposition('inline', '📷.png')).toBe(`inline; filename="__.png"; filename*=UTF-8''%F0%9F%93%B7.png`);
  });
});
