/** /{region}/features/{id} (e.g. red-list-free): one product feature and where to browse it. */
import { productListPath } from '@gh/shared/navigation';
import { type HeadProps, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { pagePath, type RegionPageContext } from '../routing';
import '../catalogue/catalogue.css';

interface FeatureContext extends RegionPageContext {
  title: string;
  /** The feature in a sentence, e.g. 'Spills wipe away with water'. */
  text?: string;
}

export default function Feature({ pageContext }: PageProps<object, FeatureContext>) {
  const { region, basePath, title, text } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page">
        <header className="catalogue-page__header">
          <p>
            <Link to={`/${region}/features/`}>Features</Link>
          </p>
          <h1>{title}</h1>
          {text && <p>{text}.</p>}
          <p>{title} flooring across our carpet and hard flooring ranges.</p>
        </header>
        <ul>
          <li>
            <Link to={`/${region}${productListPath({ type: 'CPT' })}`}>Browse carpet</Link>
          </li>
          <li>
            <Link to={`/${region}${productListPath({ type: 'HF' })}`}>Browse hard flooring</Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, FeatureContext>) {
  return (
    <Seo
      title={pageContext.title}
      description={`${pageContext.title}: a feature of our carpet and hard flooring.`}
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}
