import type { Database } from '../db/client.ts';
import type { Services } from './services.ts';

export type SeedContext = { db: Database; services: Services };

// A seeder adds built-in content and must be idempotent: a second run adds nothing. It
// answers one line saying what it did ("12 videos, 0 new"). seeders.ts lists them.
export type Seeder = { name: string; run: (context: SeedContext) => Promise<string> };
