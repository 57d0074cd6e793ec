import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Zero axe violations on the page as it is now. Only violations are collected (axe's details of
 * what passed are not read, and leaving them out halves its run). `exclude` leaves out what is not
 * ours (e.g. the demo's fake provider page).
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  expect(results.violations).toEqual([]);
}
