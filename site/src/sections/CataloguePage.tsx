/**
 * The shell of the site's plain regional pages (the calculator, collections, features, find
 * stores, search): a title and what stands under it in the page's header, then the page's content.
 */
import type { ReactNode } from 'react';
import { Layout } from '../components/Layout';
import type { RegionPageContext } from '../routing';

export interface CataloguePageProps {
  context: RegionPageContext;
  title: ReactNode;
  /** Above the title, such as a link back to the page's parent. */
  eyebrow?: ReactNode;
  /** Under the title in the header: a sentence, the search form. */
  intro?: ReactNode;
  /** A class beside `catalogue-page`, naming the page for its styles. */
  className?: string;
  children: ReactNode;
}

export function CataloguePage({
  context,
  title,
  eyebrow,
  intro,
  className,
  children,
}: CataloguePageProps) {
  return (
    <Layout region={context.region} basePath={context.basePath}>
      <div className={className ? `catalogue-page ${className}` : 'catalogue-page'}>
        <header className="catalogue-page__header">
          {eyebrow}
          <h1>{title}</h1>
          {intro}
        </header>
        {children}
      </div>
    </Layout>
  );
}
