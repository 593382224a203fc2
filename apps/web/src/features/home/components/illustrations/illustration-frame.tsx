import { useId, type ReactNode } from 'react';

interface FrameProps {
  title: string;
  from: string;
  to: string;
  children: (gradientId: string) => ReactNode;
}

/** The shared canvas of the capability illustrations: a soft gradient panel, 160 x 100 units. */
export function IllustrationFrame({ title, from, to, children }: FrameProps) {
  const id = useId();
  const gradientId = `${id}-bg`;
  return (
    <svg viewBox="0 0 160 100" role="img" aria-label={title} className="h-auto w-full">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="160" height="100" rx="10" fill={`url(#${gradientId})`} />
      {children(gradientId)}
    </svg>
  );
}
