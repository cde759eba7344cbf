import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/utils/cn';
import type { SessionUser } from '../types';

interface UserAvatarProps {
  user: Pick<SessionUser, 'image'>;
  /** Pixel size of the square avatar. */
  size?: number;
  /** Empty when the avatar sits next to (or inside a control labelled with) the user's name. */
  alt?: string;
  className?: string;
}

/** The user's photo, or a default avatar when there is none or it fails to load. */
export function UserAvatar({ user, size = 40, alt = '', className }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = user.image && user.image !== failedSrc ? user.image : null;

  return (
    <span
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-primary/15 text-primary ring-2 ring-primary/30',
        className,
      )}
      style={{ width: size, height: size }}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <UserRound
          style={{ width: size * 0.6, height: size * 0.6 }}
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        />
      )}
    </span>
  );
}
