import { useState } from 'react';
import { cx } from '../../ui/index.ts';

/**
 * A person's round avatar: their uploaded photo when the profile has one, else their initials. The photo is a
 * plain <img> on the server's file URL (the server decides who may read it); when it cannot be shown (no
 * permission, offline, deleted) the initials take its place.
 */
export function PersonAvatar({
  photoUrl,
  initials,
  className,
  initialsClassName,
}: {
  photoUrl: string | undefined;
  initials: string;
  /** Size and shape, for both the photo and the initials. */
  className: string;
  /** Colours and type of the initials. */
  initialsClassName: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (photoUrl && failedUrl !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        loading="lazy"
        onError={() => setFailedUrl(photoUrl)}
        className={cx('shrink-0 rounded-full bg-slate-200 object-cover', className)}
        data-testid="avatar-photo"
      />
    );
  }
  return (
    <span aria-hidden="true" className={cx('flex shrink-0 items-center justify-center rounded-full', className, initialsClassName)}>
      {initials}
    </span>
  );
}
