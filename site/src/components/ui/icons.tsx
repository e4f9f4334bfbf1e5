/** The site's icons: inline SVG, decorative (their links and buttons carry the names). */
import type { SocialNetwork } from '@gh/shared/navigation';
import './icons.css';

/** The logo, viewBox 185.56 by 43.51 (SPEC.md section 9). */
export function Logo({ title = 'GH Flooring' }: { title?: string }) {
  return (
    <svg
      className="logo"
      viewBox="0 0 185.56 43.51"
      width="148"
      height="35"
      role="img"
      aria-label={title}
    >
      <rect x="0" y="0" width="43.51" height="43.51" rx="6" fill="currentColor" />
      <text
        x="21.75"
        y="30"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fill="var(--logo-knockout, #fff)"
        fontFamily="Georgia, serif"
      >
        GH
      </text>
      <text
        x="52"
        y="29"
        fontSize="20"
        fontWeight="600"
        letterSpacing="1.5"
        fill="currentColor"
        fontFamily="Georgia, serif"
      >
        FLOORING
      </text>
    </svg>
  );
}

const SOCIAL_PATHS: Record<SocialNetwork, string> = {
  facebook:
    'M13 22v-8h3l.5-3.5H13V8.3c0-1 .3-1.8 1.8-1.8H17V3.3c-.4 0-1.5-.2-2.8-.2-2.8 0-4.7 1.7-4.7 4.8v2.6H6.5V14h3v8z',
  instagram:
    'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.1-3.3.1-5 1.9-5.1 5.1C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.3 1.9 5 5.1 5.1 1 .1 1.3.1 3.8.1s2.7 0 3.7-.1c3.3-.1 5-1.9 5.1-5.1.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.3-1.9-5-5.1-5.1C14.7 3 14.4 3 12 3z',
  pinterest:
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.5 1.9 1.8 0 3.2-1.9 3.2-4.7 0-2.5-1.8-4.2-4.3-4.2-2.9 0-4.6 2.2-4.6 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  linkedin:
    'M6.9 8.8H3.5V20h3.4zM5.2 3.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM20.5 13.8c0-3-.6-5.3-4.2-5.3-1.7 0-2.8.9-3.3 1.8V8.8H9.8V20h3.4v-5.6c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.4z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={SOCIAL_PATHS[network]} fill="currentColor" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A line drawing at its own size (the chevron, the heading arrow): one stroked path. */
export function LineIcon({
  className,
  width,
  height,
  path,
}: {
  className: string;
  width: number;
  height: number;
  path: string;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function ChevronIcon() {
  return <LineIcon className="chevron" width={12} height={8} path="M1 1.5l5 5 5-5" />;
}
