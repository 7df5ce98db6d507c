import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { CREATE_POST } from './api/create-post';
import { PostCategoryField } from './post-category-field';
import { uploadPostImage } from './post-image';

// Create Post (SPEC.md section 2): title, category, content, an optional image.
export function CreatePostForm() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [creating, setCreating] = useState(false);
  const [, createPost] = useMutation(CREATE_POST);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreating(true);
    try {
      const imageUrl = image ? await uploadPostImage(image) : null;
      const result = await createPost({ input: { title, category, content, imageUrl } });
      if (result.error) throw result.error;
      toast.success('Post created successfully!');
      navigate('/community-board');
    } catch {
      toast.error('Failed to create post');
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <title>Create Post · Reelboard</title>
      <Button variant="ghost" onClick={() => navigate('/community-board')}>
        ← Back to Community Board
      </Button>
      <Card className="p-6">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Create Post</h1>
        <form className="space-y-4" onSubmit={submit}>
          <TextField
            label="Title"
            value={title}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
          <PostCategoryField value={category} onChange={setCategory} placeholder="Select a category" />
          <TextAreaField
            label="Content"
            value={content}
            required
            rows={6}
            onChange={(event) => setContent(event.target.value)}
          />
          <TextField
            label="Image"
            type="file"
            accept="image/*"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating...' : 'Create Post'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
