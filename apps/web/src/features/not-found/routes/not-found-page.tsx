import { Link } from 'react-router';
import { MESSAGES, ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';

/** Every path the app does not know. */
export default function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <PageMeta title={`Page not found | ${SITE.name}`} description={MESSAGES.notFoundPage.text} />
      <meta name="robots" content="noindex" />
      <p className="font-display text-8xl font-bold text-maroon-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-maroon-800 sm:text-3xl">{MESSAGES.notFoundPage.text}</h1>
      <Link to={ROUTES.home} className="btn-primary mt-8">
        {MESSAGES.notFoundPage.goHome}
      </Link>
    </section>
  );
}
