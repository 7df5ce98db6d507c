import { CommunityBoard } from '../features/community/community-board';

export function CommunityBoardPage() {
  return <CommunityBoard />;
}
