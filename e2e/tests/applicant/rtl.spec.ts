import { expect, test, type Locator, type Page } from '@playwright/test';
import { inviteApplicant } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath, TAKE_OPTIONAL_SHOTS } from '../support/shots.js';

/*
 * Right to left (docs/languages.md "Right to left"): the onboarding screen in Arabic, a partial language the
 * applicant picks in the header, is mirrored by <html dir="rtl"> and the screens' logical CSS. Mirrored is
 * checked where it shows: which side each box sits on, compared with the header's and the page's edges.
 */

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

const right = (box: Box) => box.x + box.width;

/** The box of the first line of text inside `locator` (where its words are, not its block). */
async function firstLineOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getClientRects()[0]!;
    return { x, y, width, height };
  });
}

async function openInArabic(page: Page, width: number): Promise<void> {
  const applicant = await inviteApplicant(page.request, { contentType: 'Video' });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(new URL(applicant.interviewUrl).pathname);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByLabel('Language').selectOption('ar');
  await expect(page.getByRole('button', { name: 'ابدأ المقابلة' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'مرحبًا بك في مقابلتك بالفيديو' })).toBeVisible();
}

test.describe('applicant screens right to left', () => {
  for (const width of [1280, 375]) {
    test(`[APPLICANT]: the onboarding screen in Arabic mirrors at ${width} px`, async ({ page }) => {
      await openInArabic(page, width);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('dir', 'rtl');
      await expect(html).toHaveAttribute('lang', 'ar');
      // Arabic is partial, but not here: no English word is left on the onboarding screen outside the job's
      // and the devices' own names (the speech engine's name and "zip" are names too).
      const latinWords = await page.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.job-card, select').forEach((element) => element.remove());
        document.body.append(copy);
        const text = copy.innerText;
        copy.remove();
        return text.match(/[A-Za-z]{2,}/g) ?? [];
      });
      expect(latinWords.filter((word) => !['moonshine', 'zip'].includes(word))).toEqual([]);

      const header = await boxOf(page.locator('.page-layout__header'));
      const brand = await boxOf(page.locator('.page-layout__brand'));
      const languageSwitch = await boxOf(page.locator('.applicant-language'));
      // The product's name starts the header on the right; the language switch ends it on the left.
      expect(right(header) - right(brand)).toBeLessThan(32);
      expect(brand.x - header.x).toBeGreaterThan(right(header) - right(brand));
      if (languageSwitch.y < brand.y + brand.height) {
        // One row (a wide screen): the switch is on the left, across from the name.
        expect(languageSwitch.x - header.x).toBeLessThan(32);
        expect(right(languageSwitch)).toBeLessThan(brand.x);
      } else {
        // Wrapped below the name (a phone): the row starts on the right, as the name's does.
        expect(right(header) - right(languageSwitch)).toBeLessThan(32);
      }

      // The job card: its title on the right, Job Details across from it on the left (or wrapped under it).
      const jobHead = await boxOf(page.locator('.job-card__head'));
      const jobTitle = await boxOf(page.locator('#job-card-title'));
      const jobDetails = await boxOf(page.getByRole('button', { name: 'تفاصيل الوظيفة' }));
      expect(right(jobHead) - right(jobTitle)).toBeLessThan(2);
      // The job's own words are the recruiter's English: its title keeps its own direction, isolated in the
      // Arabic line; its description, a paragraph of English, reads left to right.
      await expect(page.locator('#job-card-title bdi')).toHaveCSS('direction', 'ltr');
      await expect(page.locator('.job-card__description')).toHaveCSS('direction', 'ltr');
      if (jobDetails.y < jobTitle.y + jobTitle.height) expect(jobDetails.x - jobHead.x).toBeLessThan(2);
      else expect(right(jobHead) - right(jobDetails)).toBeLessThan(2);

      // The checklist: indented from the right, its words right-aligned within.
      const list = page.locator('.onboarding-welcome__columns ul').first();
      const listBox = await boxOf(list);
      const item = list.locator('li').first();
      const itemBox = await boxOf(item);
      expect(right(listBox) - right(itemBox)).toBeCloseTo(20, 0);
      expect(itemBox.x).toBeCloseTo(listBox.x, 0);
      const itemText = await firstLineOf(item);
      expect(right(itemBox) - right(itemText)).toBeLessThan(2);
      // The "what to expect" box's coloured bar is on its right.
      const expectBox = page.locator('.onboarding-expect');
      await expect(expectBox).toHaveCSS('border-right-width', '4px');
      await expect(expectBox).toHaveCSS('border-left-width', '0px');

      // Buttons in a row run right to left: Test Audio (first) is right of Test Camera.
      const testAudio = await boxOf(page.getByRole('button', { name: 'اختبار الصوت' }));
      const testCamera = await boxOf(page.getByRole('button', { name: 'اختبار الكاميرا' }));
      expect(testAudio.x).toBeGreaterThan(right(testCamera));

      // The agreement's checkbox is right of its words.
      const consent = page.locator('.onboarding-check').first();
      const checkbox = await boxOf(consent.locator('input[type="checkbox"]'));
      const consentText = await boxOf(consent.locator('.onboarding-check__text'));
      expect(checkbox.x).toBeGreaterThan(right(consentText) - 1);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shotPath(`onboarding-ar-${width}`), fullPage: true });
      if (TAKE_OPTIONAL_SHOTS)
        await page.screenshot({
          path: shotPath(`onboarding-ar-${width}-top`),
          fullPage: true,
          clip: { x: 0, y: 0, width, height: 1100 },
        });

      // The job's details dialog: its close button ends the header on the left, Close the footer on the left
      // (or fills it, on a phone).
      await page.getByRole('button', { name: 'تفاصيل الوظيفة' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const dialogTitle = await boxOf(dialog.locator('.modal-title'));
      const closeCross = await boxOf(dialog.locator('.modal-header').getByRole('button', { name: 'إغلاق' }));
      expect(right(closeCross)).toBeLessThan(dialogTitle.x);
      const footer = await boxOf(dialog.locator('.modal-footer'));
      const closeButton = await boxOf(dialog.locator('.modal-footer').getByRole('button', { name: 'إغلاق' }));
      expect(closeButton.x - footer.x).toBeLessThanOrEqual(right(footer) - right(closeButton));
      if (TAKE_OPTIONAL_SHOTS) await page.screenshot({ path: shotPath(`job-details-ar-${width}`) });
      await dialog.locator('.modal-footer').getByRole('button', { name: 'إغلاق' }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
