/** /{region}/features: the product features the site describes, each linking to its page. */
import { Link, type PageProps } from 'gatsby';
import { pageHead } from '../components/Seo';
import type { RegionPageContext } from '../routing';
import { CataloguePage } from '../sections/CataloguePage';
import '../catalogue/catalogue.css';

interface FeaturesContext extends RegionPageContext {
  features: { title: string; href: string }[];
}

export default function Features({ pageContext }: PageProps<object, FeaturesContext>) {
  return (
    <CataloguePage
      context={pageContext}
      title="Features"
      intro={<p>What sets our flooring apart, from how it is made to how it lives.</p>}
    >
      <ul>
        {pageContext.features.map((feature) => (
          <li key={feature.href}>
            <Link to={feature.href}>{feature.title}</Link>
          </li>
        ))}
      </ul>
    </CataloguePage>
  );
}

export const Head = pageHead({
  title: 'Features',
  description: 'The features of our carpet and hard flooring.',
});
