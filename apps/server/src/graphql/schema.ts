import { builder } from './builder.ts';
import './profiles.ts';
import './creators.ts';
import './videos.ts';
import './video-votes.ts';
import './shorts.ts';
import './following.ts';
import './video-uploads.ts';
import './shop.ts';
import './shop-catalogue.ts';
import './orders.ts';
import './video-products.ts';
import './comments.ts';
import './community.ts';
import './moderation.ts';
import './notifications.ts';
import './library.ts';
import './playlists.ts';
import './admin-users.ts';
import './admin-settings.ts';
import './preferences.ts';
import './captions.ts';

// Each area registers its types by being imported above; the schema is built once.
export const schema = builder.toSchema({ sortSchema: true });
