import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The journeys' one accessibility check: axe-core finds nothing on the page at hand, or in
// the part of it `include` selects. Each violation is listed by its rule and the elements it
// found, under `where` when a journey checks several pages.
export async function expectAccessible(page: Page, options: { include?: string; where?: string } = {}) {
  const axe = new AxeBuilder({ page });
  if (options.include) axe.include(options.include);
  const { violations } = await axe.analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, options.where).toEqual([]);
}
