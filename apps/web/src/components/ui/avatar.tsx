import { useState } from 'react';

/** The letter shown when there is no picture: the username's first letter, or U. */
export function avatarLetter(username: string | null | undefined): string {
  const first = username?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

type Size = 'sm' | 'md' | 'xl';
const sizes: Record<Size, string> = {
  sm: 'h-8 w-8 text-sm',
  md: 'h-10 w-10 text-base',
  xl: 'h-24 w-24 text-3xl',
};

type AvatarProps = { src?: string | null; username?: string | null; size?: Size };

export function Avatar({ src, username, size = 'md' }: AvatarProps) {
  // A picture that fails to load falls back to the letter too.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-violet-600 font-semibold text-white ${sizes[size]}`}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={username ? `${username}'s avatar` : 'Avatar'}
          className="h-full w-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{avatarLetter(username)}</span>
      )}
    </span>
  );
}
