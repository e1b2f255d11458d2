/**
 * /file-upload as a person uses it (choose a category and a file, watch the upload, manage the list), the ID tab
 * of /id-verification, and test files with real contents: the server decides a file's type from its bytes.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

type Category = 'resume' | 'photo' | 'portfolio' | 'certificate' | 'video';

/**
 * A well-formed PDF of about `bytes` bytes: one page whose content stream carries the bulk (as a comment, so
 * any reader still opens it). `seed` makes each file's bytes differ.
 */
export function makePdf(bytes: number, seed = 'HireSync'): Buffer {
  const filler = `% ${seed} ${'0123456789abcdef'.repeat(4)}\n`;
  const content = `BT /F1 12 Tf 72 720 Td (Resume of ${seed}) Tj ET\n${filler.repeat(Math.max(1, Math.ceil(bytes / filler.length)))}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 1x1 PNG (a real image: signature, IHDR, IDAT, IEND). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Slow the page's uploads to `bytesPerSecond` (Chromium's own network emulation), so progress has steps to show. */
export async function throttleUploads(context: BrowserContext, page: Page, bytesPerSecond: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

export class FilePages {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/file-upload');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  }

  get uploadButton() {
    return this.page.getByRole('button', { name: 'Upload File' });
  }

  /** Choose a category and a file on the Upload tab (the upload starts with `upload()`). */
  async choose(category: Category, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByRole('tab', { name: 'Upload' }).click();
    await this.page.getByLabel('Category').selectOption(category);
    await this.page.getByRole('main').locator('input[type="file"]').setInputFiles(file);
  }

  async upload() {
    await this.uploadButton.click();
  }

  /**
   * Start recording every value the upload progress bar shows, from before the upload starts (a poll could miss
   * steps); `progressValues()` reads them back.
   */
  async recordProgress() {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __uploadProgress: string[] }).__uploadProgress = seen;
      const note = () => {
        for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Uploading"]')) {
          const value = bar.getAttribute('aria-valuenow') ?? '';
          if (seen[seen.length - 1] !== value) seen.push(value);
        }
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
  }

  progressValues(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __uploadProgress: string[] }).__uploadProgress);
  }

  get pendingCount() {
    return this.page.getByTestId('pending-uploads-count');
  }

  async openManage() {
    await this.page.getByRole('tab', { name: 'Manage Files' }).click();
  }

  /** A file's row on the Manage tab. */
  fileRow(fileName: string) {
    return this.page.getByRole('list', { name: 'Your files' }).getByRole('listitem').filter({ hasText: fileName });
  }

  /** The content URL of a listed file (its Download link). */
  async contentUrl(fileName: string): Promise<string> {
    const href = await this.fileRow(fileName).getByRole('link', { name: /^Download/ }).getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/[^/]+\/content$/);
    return href!;
  }

  /** Delete, confirmed in the dialog that asks first. */
  async delete(fileName: string) {
    await this.fileRow(fileName).getByRole('button', { name: /^Delete/ }).click();
    await this.page.getByRole('dialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete File' }).click();
  }
}

/** Fetch a URL from the page, with its cookies, as the browser would: the status and the body's length. */
export function fetchFromPage(page: Page, url: string): Promise<{ status: number; length: number }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { credentials: 'same-origin' });
    return { status: response.status, length: (await response.arrayBuffer()).byteLength };
  }, url);
}

/** The ID tab of /id-verification. */
export class IdVerificationPage {
  constructor(private readonly page: Page) {}

  async submit(person: { firstName: string; lastName: string; dateOfBirth: string }, document: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.goto('/id-verification');
    const panel = this.page.getByRole('tabpanel');
    await panel.getByLabel('First name').fill(person.firstName);
    await panel.getByLabel('Last name').fill(person.lastName);
    await panel.getByLabel('Date of birth').fill(person.dateOfBirth);
    await panel.getByLabel('Document type').selectOption('passport');
    await panel.getByLabel('ID document').setInputFiles(document);
    await panel.getByRole('button', { name: 'Submit for Verification' }).click();
  }
}

/** URLs under /api/files held in any of the page's Cache Storage caches (the service worker's included). */
export function cachedApiFileUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      found.push(...requests.map((request) => request.url).filter((url) => new URL(url).pathname.startsWith('/api/files')));
    }
    return found;
  });
}
