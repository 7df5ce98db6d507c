import { defineConfig } from 'drizzle-kit';

// One schema file per area; each area adds its own here.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/shop-schema.ts',
    './src/db/video-schema.ts',
    './src/db/upload-schema.ts',
    './src/db/community-schema.ts',
    './src/db/moderation-schema.ts',
    './src/db/cluster-schema.ts',
    './src/db/notification-schema.ts',
    './src/db/library-schema.ts',
    './src/db/following-schema.ts',
    './src/db/two-factor-schema.ts',
    './src/db/admin-schema.ts',
    './src/db/account-choices-schema.ts',
    './src/db/account-data-schema.ts',
    './src/db/caption-schema.ts',
    './src/db/thumbnail-schema.ts',
    './src/db/analytics-schema.ts',
    './src/db/health-schema.ts',
    './src/db/backup-schema.ts',
  ],
  out: './src/db/migrations',
});
