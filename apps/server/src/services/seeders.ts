import type { SeedContext, Seeder } from './seeder.ts';
import { sampleVideoSeeder } from './videos/sample-seeder.ts';

// Run in this order by `reelboard seed`; the videos and shop areas add theirs here.
const seeders: Seeder[] = [
  {
    name: 'shop',
    run: async ({ services }) => {
      const { total, added } = await services.shop.seedProducts();
      if (added > 0) await services.changes.made({ scopes: ['catalogue'] });
      return `${total} products, ${added} new`;
    },
  },
  sampleVideoSeeder,
];

export async function runSeeders(
  context: SeedContext,
  out: (line: string) => void,
  list: readonly Seeder[] = seeders,
): Promise<void> {
  if (list.length === 0) {
    out('Nothing to seed: no built-in content is defined yet.');
    return;
  }
  for (const seeder of list) {
    out(`${seeder.name}: ${await seeder.run(context)}`);
  }
  out(`Seeded (${list.map((seeder) => seeder.name).join(', ')})`);
}
