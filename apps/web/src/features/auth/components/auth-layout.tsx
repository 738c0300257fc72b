import type { ReactNode } from 'react';
import { BadgeCheck, LockKeyhole, ShieldCheck } from 'lucide-react';
import logoMark from '../../../assets/logo-mark.svg';
import { useI18n } from '../../../lib/i18n';

const PROMISES = [
  { icon: BadgeCheck, text: 'auth.promiseVerified' },
  { icon: ShieldCheck, text: 'auth.promisePrivacy' },
  { icon: LockKeyhole, text: 'auth.promisePasswords' },
] as const;

/** The frame of the account screens: a welcome panel beside the form. */
export function AuthLayout({ headline, title, children }: { headline: string; title: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="bg-cream py-10 sm:py-16">
      <div className="container-page">
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-maroon-100 lg:grid-cols-2">
          <div className="hidden flex-col justify-between bg-gradient-to-br from-maroon-900 via-maroon-800 to-maroon-600 p-10 text-white lg:flex">
            <div>
              <img src={logoMark} alt="" className="size-14 rounded-full bg-cream p-1.5" />
              <p className="mt-6 font-display text-3xl leading-snug font-semibold">{headline}</p>
            </div>
            <ul className="space-y-3 text-sm text-gold-100">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" />
                  {t(text)}
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0 p-6 sm:p-10">
            <p className="font-display text-lg text-maroon-700 lg:hidden">{headline}</p>
            <h1 className="mt-1 text-3xl font-bold break-words text-maroon-800">{title}</h1>
            <div className="mt-6">{children}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
