import { zodResolver } from '@hookform/resolvers/zod';
import { bioSchema, usernameSchema } from '@reelboard/shared/profile';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useClient } from 'urql';
import { z } from 'zod';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import type { UserProfile } from '../../lib/api/user-profile-fields';
import { useAuth } from '../../lib/auth';
import { errorMessage, isUnauthenticatedError } from '../../lib/graphql-client';
import { ApiError } from '../../lib/http';
import { AVATAR_UPLOAD_FAILED, updateProfile, uploadAvatar } from './profile-api';

const editSchema = z.object({ username: usernameSchema, bio: bioSchema });
type EditValues = z.input<typeof editSchema>;

type ProfileEditFormProps = {
  profile: UserProfile;
  onPictureChanged: (picture: { avatarUrl: string; avatarImageUrl: string }) => void;
  onSaved: () => Promise<void>;
  onCancel: () => void;
};

export function ProfileEditForm({ profile, onPictureChanged, onSaved, onCancel }: ProfileEditFormProps) {
  const client = useClient();
  const { reloadUser } = useAuth();
  const pictureInputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { username: profile.username, bio: profile.bio ?? '' },
  });

  // The picture is uploaded as soon as it is chosen; the preview shows until the server
  // answers and is dropped if the upload fails.
  const onPictureChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const previewUrl = URL.createObjectURL(file);
    setPreview(previewUrl);
    try {
      const { avatarUrl, avatarImageUrl } = await uploadAvatar(file);
      onPictureChanged({ avatarUrl, avatarImageUrl });
      toast.success('Profile picture updated successfully!');
      void reloadUser();
    } catch (error) {
      if (!isUnauthenticatedError(error))
        toast.error(error instanceof ApiError ? error.message : AVATAR_UPLOAD_FAILED);
    } finally {
      setPreview(null);
      URL.revokeObjectURL(previewUrl);
    }
  };

  const onSubmit = async (values: EditValues) => {
    try {
      await updateProfile(client, {
        id: profile.id,
        username: values.username.trim(),
        bio: values.bio.trim(),
      });
    } catch (error) {
      if (!isUnauthenticatedError(error)) toast.error(`Failed to update profile: ${errorMessage(error)}`);
      return;
    }
    toast.success('Profile updated successfully!');
    void reloadUser();
    await onSaved();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <div className="flex items-center gap-4">
        <div className="relative">
          <Avatar src={preview ?? profile.avatarImageUrl} username={profile.username} size="xl" />
          <label
            htmlFor={pictureInputId}
            title="Change profile picture"
            className="absolute right-0 bottom-0 flex h-9 w-9 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-violet-600 text-white shadow hover:bg-violet-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-600"
          >
            <Camera className="h-4 w-4" aria-hidden />
            <span className="sr-only">Profile picture</span>
          </label>
          <input
            id={pictureInputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={preview !== null}
            onChange={onPictureChosen}
          />
        </div>
        <p className="text-sm text-slate-600">
          {preview ? 'Uploading picture...' : 'Choose a picture (JPEG, PNG, WebP, GIF or AVIF, up to 5 MB).'}
        </p>
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextAreaField label="Bio" rows={4} error={errors.bio?.message} {...register('bio')} />
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
