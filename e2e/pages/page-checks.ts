/** Checks run on every screen: accessibility (axe-core), keyboard reach, and screenshots at phone and desktop width. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Content-Security-Policy violations the page reports from now on, as Chromium logs them ("Refused to …
 * because it violates the following Content Security Policy directive"). Read the array at the end of a test.
 */
export function watchCspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
  });
  return seen;
}

/** axe-core violations of impact serious or critical, as one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A toast fading in is measured at its current opacity: axe would report its title's contrast mid-animation.
  // (A paused animation never finishes, so the wait is capped.)
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * Interactive elements the Tab key never reaches, described by their text. Members of arrow-key groups (tabs,
 * radios, menu items, options) are left out: the group is reached by Tab and its members by arrows.
 */
export async function unreachableByKeyboard(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([type="radio"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const grouped = '[role="tab"], [role="radio"], [role="menuitem"], [role="option"]';
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = el.getBoundingClientRect();
      // checkVisibility also hides what a closed <details> holds (content-visibility), which Tab rightly skips.
      const visible = rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true });
      if (!visible || el.matches(grouped) || el.closest('[inert], [aria-hidden="true"]')) continue;
      el.dataset.kb = String(n++);
    }
    return n;
  });
  const reached = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < count * 2 + 10 && reached.size < count; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-kb]')?.dataset.kb);
    if (id) reached.add(id);
  }
  return page.evaluate(
    (seen) =>
      [...document.querySelectorAll<HTMLElement>('[data-kb]')]
        .filter((el) => !seen.includes(el.dataset.kb!))
        .map((el) => `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}"`),
    [...reached],
  );
}

/**
 * Screenshots are for looking at: saved on a developer's run, not on CI's (where nobody looks and the full-page
 * encodes cost minutes), unless SCREENSHOTS=1 asks for them. The checks beside them run either way.
 */
const SAVE_SCREENSHOTS = process.env.SCREENSHOTS === '1' || (!process.env.CI && process.env.SCREENSHOTS !== '0');

/**
 * Full-page screenshots at 360 and 1280 px, saved as e2e/artifacts/<name>-<width>.png (name may hold a folder);
 * `atEachWidth` runs once the page has laid out at each width. The viewport is left at desktop width.
 */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  atEachWidth: (width: number) => Promise<void> = async () => {},
): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await atEachWidth(size.width);
    if (SAVE_SCREENSHOTS) await page.screenshot({ path: `e2e/artifacts/${name}-${size.width}.png`, fullPage: true });
  }
}

/** The screenshots of screenshotBothWidths, with axe-core finding no serious or critical violation at either width. */
export async function checkedScreenshots(page: Page, name: string): Promise<void> {
  await screenshotBothWidths(page, name, async (width) => {
    expect(await seriousA11yViolations(page), `axe-core on ${name} at ${width} px`).toEqual([]);
  });
}

/**
 * The IndexedDB stores of this page's origin (the RxDB/Dexie databases: the device's copy of the data) holding a
 * live record whose JSON contains `text`, as "database/store". RxDB keeps a removed document as a tombstone
 * (`_deleted`) until its cleanup runs; no query reads one, so tombstones are not counted.
 */
export async function deviceStoresHolding(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (needle) => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    // Dexie cannot index booleans: RxDB stores the flag as '1'/'0' or 1/0 there.
    const removed = (record: unknown) => ['1', 1, true].includes((record as { _deleted?: unknown })?._deleted as never);
    const found: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await open(info.name);
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        if (all.some((record) => !removed(record) && JSON.stringify(record).includes(needle))) found.push(`${info.name}/${store}`);
      }
      db.close();
    }
    return found;
  }, text);
}
