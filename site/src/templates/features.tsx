/** /{region}/features: the product features the site describes, each linking to its page. */
import { type HeadProps, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { pagePath, type RegionPageContext } from '../routing';
import '../catalogue/catalogue.css';

interface FeaturesContext extends RegionPageContext {
  features: { title: string; href: string }[];
}

export default function Features({ pageContext }: PageProps<object, FeaturesContext>) {
  const { region, basePath, features } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page">
        <header className="catalogue-page__header">
          <h1>Features</h1>
          <p>What sets our flooring apart, from how it is made to how it lives.</p>
        </header>
        <ul>
          {features.map((feature) => (
            <li key={feature.href}>
              <Link to={feature.href}>{feature.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, FeaturesContext>) {
  return (
    <Seo
      title="Features"
      description="The features of our carpet and hard flooring."
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}
