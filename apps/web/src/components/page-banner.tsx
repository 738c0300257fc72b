import type { ReactNode } from 'react';
import pageBanner from '../assets/page-banner.svg';

/** The decorated band with a page's title, used by About Us, Contact Us and the policies. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-maroon-800">
      <img src={pageBanner} alt="" className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <div className="container-page py-14 text-center sm:py-20">
        <h1 className="text-4xl font-bold text-white sm:text-5xl">{title}</h1>
        {children && <div className="mt-3 text-gold-100">{children}</div>}
      </div>
    </section>
  );
}
