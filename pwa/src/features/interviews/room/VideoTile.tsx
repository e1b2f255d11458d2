import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../../ui/index.ts';

/**
 * A <video> showing a MediaStream (srcObject cannot be set as an attribute). One's own picture is muted (no
 * echo) and mirrored, as people expect to see themselves; `children` covers the tile when there is no picture.
 */
export function VideoTile({
  stream,
  label,
  isSelf = false,
  className,
  testId,
  children,
}: {
  stream: MediaStream | null;
  label: string;
  isSelf?: boolean;
  className?: string;
  testId?: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    // Autoplay with sound is allowed here: the person clicked 'Join' on this page.
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  return (
    <div className={cx('relative overflow-hidden bg-slate-900', className)}>
      <video
        ref={ref}
        aria-label={label}
        data-testid={testId}
        autoPlay
        playsInline
        muted={isSelf}
        className={cx('size-full', isSelf ? 'object-cover -scale-x-100' : 'object-contain')}
      />
      {children && <div className="absolute inset-0 flex items-center justify-center p-3 text-center text-sm text-slate-200">{children}</div>}
    </div>
  );
}
