import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import type { Post } from './api/post-fields';
import { UPDATE_POST } from './api/update-post';
import { PostCategoryField } from './post-category-field';

// Its author changes a post's title, category and text in place (issue 12); the server
// checks that they are its author and marks it edited.
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const [title, setTitle] = useState(post.title);
  const [category, setCategory] = useState(post.category);
  const [content, setContent] = useState(post.content);
  const [saving, setSaving] = useState(false);
  const [, updatePost] = useMutation(UPDATE_POST);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await updatePost({ input: { id: post.id, title, category, content } });
    setSaving(false);
    if (result.error) {
      toast.error('Failed to update post.', { description: errorMessage(result.error) });
      return;
    }
    toast.success('Post updated.');
    onDone();
  }

  return (
    <form className="space-y-4" onSubmit={submit} aria-label="Edit post">
      <TextField label="Title" value={title} required onChange={(event) => setTitle(event.target.value)} />
      <PostCategoryField value={category} onChange={setCategory} />
      <TextAreaField
        label="Content"
        value={content}
        required
        rows={6}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
