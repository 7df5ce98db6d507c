import * as Tabs from '@radix-ui/react-tabs';
import { VIDEO_CATEGORIES } from '@reelboard/shared/categories';
import { BadgeCheck, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { ReportButton } from '../../components/report/report-button';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { VideoGrid } from '../../components/video/video-grid';
import type { Creator } from '../../lib/api/creator-fields';
import { shareLink } from '../../lib/share';
import { useFollow } from '../../lib/use-follow';
import { formatCount } from '../../lib/video-display';
import { LIST_CREATOR_VIDEOS } from './api/list-creator-videos';

const CREATOR_VIDEOS_LIMIT = 100;

const tabClasses =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

// The creator page (SPEC.md section 2): header with Follow and Share, Videos and About tabs.
export function CreatorProfile({ creator: initial }: { creator: Creator }) {
  const { creator, toggle, busy } = useFollow(initial);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <title>{`${creator.name} · Reelboard`}</title>
      <Card className="flex flex-col items-center gap-6 p-6 sm:flex-row">
        <Avatar src={creator.avatarUrl} username={creator.name} size="xl" />
        <div className="flex-1 text-center sm:text-left">
          <h1 className="flex items-center justify-center gap-2 text-3xl font-bold text-slate-900 sm:justify-start">
            {creator.name}
            {creator.verified ? (
              <BadgeCheck className="h-6 w-6 text-violet-600" aria-label="Verified" />
            ) : null}
          </h1>
          <p className="mt-2 text-slate-600">
            <span>{formatCount(creator.followers)} followers</span>
            <span aria-hidden> · </span>
            <span>{formatCount(creator.videoCount)} videos</span>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant={creator.isFollowing ? 'outline' : 'primary'}
            onClick={() => void toggle()}
            disabled={busy}
          >
            {creator.isFollowing ? 'Following' : 'Follow'}
          </Button>
          <Button
            variant="outline"
            onClick={() => void shareLink(`/creator/${creator.id}`, 'Creator link copied to clipboard')}
          >
            <Share2 className="h-4 w-4" aria-hidden /> Share
          </Button>
          <ReportButton
            targetType="CREATOR"
            targetId={creator.id}
            label="Report creator"
            variant="outline"
            size="md"
          />
        </div>
      </Card>
      <Tabs.Root defaultValue="videos">
        <Tabs.List
          aria-label="Creator sections"
          className="mb-6 inline-flex gap-1 rounded-lg bg-slate-100 p-1"
        >
          <Tabs.Trigger value="videos" className={tabClasses}>
            Videos
          </Tabs.Trigger>
          <Tabs.Trigger value="about" className={tabClasses}>
            About
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="videos">
          <CreatorVideos creatorId={creator.id} />
        </Tabs.Content>
        <Tabs.Content value="about">
          <Card className="space-y-6 p-6">
            <p className="text-slate-700">
              {creator.name} shares short-form videos on Reelboard, bringing fresh ideas and practical
              inspiration to viewers in every category.
            </p>
            <div>
              <h2 className="text-sm font-semibold text-slate-900">Categories</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {VIDEO_CATEGORIES.map((category) => (
                  <li key={category}>
                    <Link
                      to={`/categories/${category.toLowerCase()}`}
                      className="rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-800 hover:bg-violet-200"
                    >
                      {category}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <p className="text-sm text-slate-500">Joined January 2024</p>
          </Card>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function CreatorVideos({ creatorId }: { creatorId: string }) {
  const [{ data, fetching }] = useQuery({
    query: LIST_CREATOR_VIDEOS,
    variables: { filter: { creatorId: { eq: creatorId } }, limit: CREATOR_VIDEOS_LIMIT },
  });
  if (fetching && !data) return <Loading />;
  return <VideoGrid videos={data?.listVideos.items ?? []} columns={3} />;
}
