/**
 * The footer per region (SPEC.md section 2.6) from footerFor: columns, tertiary links, social
 * links, copyright, and the au-only brands and land acknowledgement. The 'Did you know?' fact is
 * picked after hydration so the server render and the browser agree.
 */
import {
  DID_YOU_KNOW_FACTS,
  DID_YOU_KNOW_TITLE,
  footerFor,
  type NavLink,
  pickFact,
} from '@gh/shared/navigation';
import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { useRegionPage } from '../region/RegionContext';
import { Logo } from '../ui/icons';
import { SocialLinks } from '../ui/SocialLinks';
import './footer.css';

function FooterLink({ link }: { link: NavLink }) {
  return link.external ? (
    <a href={link.href} rel="noopener">
      {link.label}
    </a>
  ) : (
    <Link to={link.href}>{link.label}</Link>
  );
}

export function Footer() {
  const { region } = useRegionPage();
  const footer = footerFor({ region });
  const [fact, setFact] = useState<string>(DID_YOU_KNOW_FACTS[0] ?? '');
  useEffect(() => setFact(pickFact()), []);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__intro">
          <Link to={`/${region}`} className="site-footer__logo">
            <Logo />
          </Link>
          <aside className="did-you-know" aria-labelledby="did-you-know-title">
            <p id="did-you-know-title" className="did-you-know__title">
              {DID_YOU_KNOW_TITLE}
            </p>
            <p className="did-you-know__fact">{fact}</p>
          </aside>
        </div>
        <nav className="site-footer__columns" aria-label="Footer">
          {footer.columns.map((column) => (
            <section key={column.title} className="site-footer__column" aria-label={column.title}>
              <p className="site-footer__column-title">{column.title}</p>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      {footer.brands ? (
        <ul className="site-footer__brands" aria-label="Our brands">
          {footer.brands.map((brand) => (
            <li key={brand.code}>
              {brand.href ? (
                <a href={brand.href} rel="noopener">
                  {brand.label}
                </a>
              ) : (
                <span>{brand.label}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {footer.landAcknowledgement ? (
        <p className="site-footer__acknowledgement">{footer.landAcknowledgement}</p>
      ) : null}
      <div className="site-footer__bottom">
        <ul className="site-footer__tertiary">
          {footer.tertiary.map((link) => (
            <li key={link.label}>
              <FooterLink link={link} />
            </li>
          ))}
        </ul>
        <SocialLinks links={footer.social} label="Social media" />
        <p className="site-footer__copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
