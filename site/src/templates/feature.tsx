/** /{region}/features/{id} (e.g. red-list-free): one product feature and where to browse it. */
import { productListPath } from '@gh/shared/navigation';
import { type HeadProps, Link, type PageProps } from 'gatsby';
import { PageSeo } from '../components/Seo';
import type { RegionPageContext } from '../routing';
import { CataloguePage } from '../sections/CataloguePage';
import '../catalogue/catalogue.css';

interface FeatureContext extends RegionPageContext {
  title: string;
  /** The feature in a sentence, e.g. 'Spills wipe away with water'. */
  text?: string;
}

export default function Feature({ pageContext }: PageProps<object, FeatureContext>) {
  const { region, title, text } = pageContext;
  return (
    <CataloguePage
      context={pageContext}
      eyebrow={
        <p>
          <Link to={`/${region}/features/`}>Features</Link>
        </p>
      }
      title={title}
      intro={
        <>
          {text && <p>{text}.</p>}
          <p>{title} flooring across our carpet and hard flooring ranges.</p>
        </>
      }
    >
      <ul>
        <li>
          <Link to={`/${region}${productListPath({ type: 'CPT' })}`}>Browse carpet</Link>
        </li>
        <li>
          <Link to={`/${region}${productListPath({ type: 'HF' })}`}>Browse hard flooring</Link>
        </li>
      </ul>
    </CataloguePage>
  );
}

export function Head({ pageContext }: HeadProps<object, FeatureContext>) {
  return (
    <PageSeo
      context={pageContext}
      title={pageContext.title}
      description={`${pageContext.title}: a feature of our carpet and hard flooring.`}
    />
  );
}
