// Account levels and what each may do (SPEC.md sections 3 and 6). The settings tab shows
// this table; the server enforces it.
export const LEVELS = ['viewer', 'creator', 'admin'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Record<Level, string> = {
  viewer: 'Viewer',
  creator: 'Content Creator',
  admin: 'Admin',
};

export const LEVEL_DESCRIPTIONS: Record<Level, string> = {
  viewer: 'Can comment on videos and create posts on the community board.',
  creator: 'Can upload videos (each needs admin approval) in addition to viewer permissions.',
  admin:
    'Full system access: approves, features and marks videos trending, writes admin notes and manages users.',
};

export const PERMISSIONS = [
  'Comment',
  'Create posts',
  'Upload videos',
  'Approve videos',
  'Manage users',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSIONS_BY_LEVEL: Record<Level, readonly Permission[]> = {
  viewer: ['Comment', 'Create posts'],
  creator: ['Comment', 'Create posts', 'Upload videos'],
  admin: PERMISSIONS,
};

export const canUploadVideos = (level: Level) => level === 'creator' || level === 'admin';
