import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import type { PostReactionType } from '../../graphql/graphql';
import { useAuth } from '../../lib/auth';
import { MY_REACTIONS } from './api/my-reactions';
import type { Post } from './api/post-fields';
import { TOGGLE_REACTION } from './api/toggle-reaction';

const BUTTONS: { type: PostReactionType; label: string; icon: string; count: (post: Post) => number }[] = [
  { type: 'LIKE', label: 'Like', icon: '👍', count: (post) => post.likes },
  { type: 'LAUGH', label: 'Laugh', icon: '😂', count: (post) => post.laughs },
  { type: 'LOVE', label: 'Love', icon: '❤️', count: (post) => post.loves },
];

// Likes, laughs and loves (SPEC.md section 2). Each counts once per user: a second click
// takes the reaction back. The server moves the counter; the page shows what it answers.
export function ReactionButtons({ post }: { post: Post }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [mine, refetchMine] = useQuery({
    query: MY_REACTIONS,
    variables: { postId: post.id, userId: user?.sub ?? '' },
    pause: !user,
  });
  const [{ fetching }, toggle] = useMutation(TOGGLE_REACTION);
  const active = new Set(user ? (mine.data?.listReactions.map((reaction) => reaction.type) ?? []) : []);

  async function react(type: PostReactionType) {
    if (!user) {
      navigate('/signin');
      return;
    }
    const result = await toggle({ postId: post.id, type });
    if (result.error || !result.data) toast.error('Failed to add reaction.');
    else if (result.data.toggleReaction.reacted) toast.success('Reaction added!');
    refetchMine({ requestPolicy: 'network-only' });
  }

  return (
    <div className="flex flex-wrap gap-2">
      {BUTTONS.map((button) => (
        <Button
          key={button.type}
          variant={active.has(button.type) ? 'secondary' : 'outline'}
          size="sm"
          disabled={fetching}
          aria-pressed={active.has(button.type)}
          onClick={() => react(button.type)}
        >
          <span aria-hidden>{button.icon}</span> <span className="sr-only">{button.label}</span>{' '}
          <span data-testid={`post-${button.type.toLowerCase()}s`}>{button.count(post)}</span>
        </Button>
      ))}
    </div>
  );
}
