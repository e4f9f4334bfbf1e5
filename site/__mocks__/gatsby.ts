/**
 * Gatsby in the site's Jest tests, as Gatsby's unit-testing guide sets it up: `graphql` is a
 * build-time tag (Gatsby's Babel plugin takes the queries out of the code, so calling it at run
 * time throws), and a `Link` is the anchor it renders to. Everything else is Gatsby's own.
 */
import { type AnchorHTMLAttributes, createElement } from 'react';

const gatsby = jest.requireActual('gatsby');

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({
        to,
        activeClassName: _class,
        activeStyle: _style,
        partiallyActive: _partially,
        replace: _replace,
        state: _state,
        ...rest
      }: LinkProps) => createElement('a', { ...rest, href: to }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
