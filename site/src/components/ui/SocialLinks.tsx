/** The region's social media links as icons, in the header's top bar and in the footer. */
import type { SocialLink } from '@gh/shared/navigation';
import { SocialIcon } from './icons';

export function SocialLinks({ links, label }: { links: readonly SocialLink[]; label: string }) {
  return (
    <ul className="social-links" aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} rel="noopener" aria-label={link.label}>
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
