/** One mega-menu panel: link sections, the inspiration panel's trend and partner cards, view all. */
import type { MegaMenu, MenuLink } from '@gh/shared/navigation';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { MediaImage } from '../ui/MediaImage';
import { PaletteBar } from '../ui/PaletteBar';
import type { PartnerMenuEntry, TrendMenuEntry } from './useInspirationContent';
import './mega-menu.css';

export interface PanelContent extends MegaMenu {
  trendReports?: TrendMenuEntry[];
  designPartners?: PartnerMenuEntry[];
}

export function MenuLinkItem({ link }: { link: MenuLink }) {
  const content = (
    <>
      {link.colours ? (
        <span className="menu-link__colours" aria-hidden="true">
          {link.colours.map((colour) => (
            <span key={colour} className={`colour-dot colour-dot--${colour}`} />
          ))}
        </span>
      ) : null}
      {link.symbol ? (
        <span className="menu-link__symbol" aria-hidden="true">
          {link.symbol}
        </span>
      ) : null}
      <span>{link.label}</span>
    </>
  );
  return link.external ? (
    <a className="menu-link" href={link.href} rel="noopener">
      {content}
    </a>
  ) : (
    <Link className="menu-link" to={link.href}>
      {content}
    </Link>
  );
}

/** A menu section's links, in the mega menu and in the mobile drawer's accordion. */
export function MenuLinkList({ links }: { links: readonly MenuLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <MenuLinkItem link={link} />
        </li>
      ))}
    </ul>
  );
}

/** A panel's titled section: a list of links, or the inspiration panel's cards. */
function PanelSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `mega-menu__section ${className}` : 'mega-menu__section'}
      aria-label={title}
    >
      <p className="mega-menu__title">{title}</p>
      {children}
    </section>
  );
}

export function MegaMenuPanel({ menu, id }: { menu: PanelContent; id: string }) {
  const { trendReports = [], designPartners = [] } = menu;
  // inspirationMenu resolves each card's link (region prefix included) in its sections.
  const hrefOf = (sectionId: string, index: number) =>
    menu.sections.find((section) => section.id === sectionId)?.links[index]?.href ?? '#';
  // The inspiration cards replace their plain link lists.
  const sections = menu.sections.filter(
    (section) =>
      !(section.id === 'trendReports' && trendReports.length) &&
      !(section.id === 'designPartners' && designPartners.length),
  );
  return (
    <div className={`mega-menu mega-menu--${menu.panel}`} id={id}>
      <div className="mega-menu__inner">
        {trendReports.length ? (
          <PanelSection title="Trend Reports" className="mega-menu__trends">
            <ul>
              {trendReports.map((trend, index) => (
                <li key={trend.slug}>
                  <Link className="trend-menu-card" to={hrefOf('trendReports', index)}>
                    <PaletteBar
                      colours={trend.colors}
                      noHover
                      className="trend-menu-card__palette"
                    />
                    <span className="trend-menu-card__title">{trend.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </PanelSection>
        ) : null}
        {designPartners.length ? (
          <PanelSection title="Design Partners" className="mega-menu__partners">
            <ul>
              {designPartners.map((partner, index) => (
                <li key={partner.slug}>
                  <Link className="partner-menu-card" to={hrefOf('designPartners', index)}>
                    <MediaImage
                      image={partner.portrait}
                      alt=""
                      className="partner-menu-card__portrait"
                      sizes="65px"
                    />
                    <span>{partner.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </PanelSection>
        ) : null}
        {sections.map((section) => (
          <PanelSection key={section.id} title={section.title}>
            <MenuLinkList links={section.links} />
          </PanelSection>
        ))}
      </div>
      {menu.viewAll ? (
        <p className="mega-menu__view-all">
          <MenuLinkItem link={menu.viewAll} />
        </p>
      ) : null}
    </div>
  );
}
