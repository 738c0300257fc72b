import { Link } from 'react-router';
import { ROUTES } from '@inai/shared';

/** The closing call to action. */
export function CtaBand() {
  return (
    <section className="bg-gradient-to-r from-maroon-800 to-maroon-600 py-14 text-white" aria-labelledby="cta-title">
      <div className="container-page flex flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
        <h2 id="cta-title" className="font-display text-3xl font-semibold">
          Find your perfect Match now
        </h2>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.register} className="btn-gold">
            Register Now
          </Link>
          <Link to={ROUTES.contact} className="btn-outline-light">
            Help &amp; Support
          </Link>
        </div>
      </div>
    </section>
  );
}
