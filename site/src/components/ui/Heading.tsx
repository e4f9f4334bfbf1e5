/**
 * The heading helper (SPEC.md section 2.13): an h2 with a heading line by default; option
 * classes add a line, a bullet point or an icon.
 */
import type { ReactNode } from 'react';
import { LineIcon } from './icons';
import './heading.css';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';
export type HeadingOption = 'line' | 'bullet' | 'icon';

export interface HeadingProps {
  as?: HeadingLevel;
  /** Default: the heading line. An empty list draws a plain heading. */
  options?: readonly HeadingOption[];
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Heading({
  as: Tag = 'h2',
  options = ['line'],
  id,
  className,
  children,
}: HeadingProps) {
  const classes = ['heading', ...options.map((option) => `heading--${option}`), className]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag id={id} className={classes}>
      {options.includes('icon') ? <ArrowIcon /> : null}
      <span>{children}</span>
    </Tag>
  );
}

/** The arrow icon, 31 by 14 (SPEC.md section 9). */
export function ArrowIcon({ className }: { className?: string }) {
  return (
    <LineIcon
      className={className ?? 'arrow-icon'}
      width={31}
      height={14}
      path="M0 7h29M23 1l6 6-6 6"
    />
  );
}
