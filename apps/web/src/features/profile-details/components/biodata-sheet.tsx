import type { ReactNode } from 'react';
import {
  experienceText,
  heightText,
  placeLine,
  salaryText,
  SITE,
  todayInIndia,
  type BiodataAnswer,
  type UserDetails,
} from '@inai/shared';
import { IdVerifiedBadge } from '../../../components/id-verified-badge';
import { ChartPair } from '../../../components/jathagam/chart-section';
import { MobileVerifiedBadge } from '../../../components/mobile-verified-badge';
import { useI18n } from '../../../lib/i18n';
import { familyRows, lifestyleRows } from './biodata-rows';
import type { DetailRow } from './detail-list';
import { expectationRows } from './expectation-rows';
import './biodata-sheet.css';

/**
 * The printable biodata: one A4 sheet (two at most) of what the server let this viewer see. The
 * photo is the one the answer carries (none when locked); contact details appear only when the
 * answer has them, the birth chart only when the viewer may see horoscopes. The print
 * stylesheet (biodata-sheet.css) prints this sheet alone.
 */
export function BiodataSheet({ answer }: { answer: BiodataAnswer }) {
  const i18n = useI18n();
  const { t, label, date } = i18n;
  const member = answer.user;
  const d: Partial<UserDetails> = member.user_details ?? {};
  const option = (kind: Parameters<typeof label>[0], value: string | null | undefined) => (value ? label(kind, value) : value);
  const place = placeLine(t, d.city, d.state);
  const summary = [d.age ? `${d.age}` : null, d.height ? heightText(t, d.height) : null, place || null].filter(Boolean);
  const expectations = expectationRows(i18n, answer.preferences);
  const contact: DetailRow[] = [
    ...(member.phone || member.phone_hidden
      ? [
          [
            t('profileDetails.phone'),
            member.phone_hidden
              ? t('profileDetails.phoneHidden')
              : `${member.phone}${member.phone_verified === false ? ` ${t('mobile.notVerifiedNote')}` : ''}`,
          ] satisfies DetailRow,
        ]
      : []),
    ...(member.email ? [[t('profileDetails.email'), member.email] satisfies DetailRow] : []),
  ];

  return (
    <article
      className="biodata-sheet rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:p-8"
      data-testid="biodata-sheet"
    >
      <div className="flex flex-col items-center gap-5 border-b-2 border-gold-400 pb-5 text-center sm:flex-row sm:text-left print:pb-3">
        {member.user_profile_picture && (
          <img
            src={member.user_profile_picture}
            alt={t('search.photoOf', { name: member.name })}
            className="biodata-photo size-32 shrink-0 rounded-xl object-cover ring-2 ring-gold-200"
            data-testid="biodata-photo"
          />
        )}
        <div className="min-w-0">
          <p className="section-eyebrow">{t('biodataSheet.heading')}</p>
          <h1 className="mt-1 font-display text-3xl font-semibold break-words text-maroon-800">{member.name}</h1>
          {summary.length > 0 && <p className="mt-1 text-ink-soft">{summary.join(' · ')}</p>}
          {(member.id_verified || member.phone_verified) && (
            <p className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
              {member.id_verified && <IdVerifiedBadge />}
              {member.phone_verified && <MobileVerifiedBadge />}
            </p>
          )}
        </div>
      </div>

      <div className="biodata-columns mt-5 grid gap-x-8 gap-y-5 md:grid-cols-2">
        <SheetSection id="personal" title={t('biodataSheet.personal')}>
          <SheetList
            rows={[
              [t('profileDetails.age'), d.age],
              [t('profileDetails.dob'), d.dob ? date(d.dob) : d.dob],
              [t('profileDetails.height'), d.height && heightText(t, d.height)],
              [t('profileDetails.weight'), option('weight', d.weight)],
              [t('biodataSheet.maritalStatus'), option('maritalStatus', d.marital_status)],
              [t('biodataSheet.motherTongue'), option('motherTongue', d.mother_tongue)],
              [t('profileDetails.religion'), option('religion', d.religion)],
              [t('profileDetails.caste'), option('caste', d.caste)],
              [t('profileDetails.subCaste'), d.sub_caste],
              [t('profileDetails.gothram'), d.gothram],
              [t('biodataSheet.place'), place],
              [t('profileDetails.fathersName'), d.fathers_name],
              [t('profileDetails.mothersName'), d.mothers_name],
            ]}
          />
        </SheetSection>
        <SheetSection id="education" title={t('biodataSheet.educationWork')}>
          <SheetList
            rows={[
              [t('profileDetails.degree'), d.degree],
              [t('biodata.educationLevel'), option('educationLevel', d.education_level)],
              [t('profileDetails.profession'), option('jobType', d.job_type)],
              [t('profileDetails.company'), d.company_name],
              [t('profileDetails.experience'), d.total_experience && experienceText(t, d.total_experience)],
              [t('profileDetails.salary'), d.salary && salaryText(t, d.salary)],
            ]}
          />
        </SheetSection>
        <SheetSection id="family" title={t('biodata.family')}>
          <SheetList rows={familyRows(i18n, d)} />
        </SheetSection>
        <SheetSection id="lifestyle" title={t('biodata.lifestyle')}>
          <SheetList rows={lifestyleRows(i18n, d, { withEducation: false })} />
        </SheetSection>
        <SheetSection id="horoscope" title={t('biodataSheet.horoscope')}>
          <SheetList
            rows={[
              [t('profileDetails.star'), option('star', d.star)],
              [t('profileDetails.raasi'), option('raasi', d.raasi)],
              [t('profileDetails.dosam'), option('dosam', d.dosam)],
            ]}
          />
          {member.jathagam && (
            <ChartPair chart={member.jathagam} small className="biodata-charts mt-3 gap-3 sm:grid-cols-2 [&_svg]:max-w-60" />
          )}
        </SheetSection>
        <SheetSection id="expectations" title={t('biodataSheet.expectations')}>
          {expectations.length > 0 ? (
            <SheetList rows={expectations} />
          ) : (
            <p className="text-sm text-ink-soft italic">{t('profileDetails.notSpecified')}</p>
          )}
        </SheetSection>
        {contact.length > 0 && (
          <SheetSection id="contact" title={t('biodataSheet.contact')}>
            <SheetList rows={contact} />
          </SheetSection>
        )}
      </div>

      <p className="mt-6 border-t border-maroon-100 pt-3 text-xs text-ink-soft print:mt-2 print:pt-2">
        {t('biodataSheet.footer', { brand: SITE.name, date: date(todayInIndia()) })}
      </p>
    </article>
  );
}

function SheetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`biodata-${id}`} className="biodata-section min-w-0">
      <h2 id={`biodata-${id}`} className="mb-2 border-b border-maroon-100 pb-1 text-lg font-semibold text-maroon-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

const isMissing = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label and value on one line each, as a family's biodata sheet sets them; 'Not specified' where empty. */
function SheetList({ rows }: { rows: DetailRow[] }) {
  const { t } = useI18n();
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className={`break-words ${isMissing(value) ? 'text-ink-soft italic' : 'font-medium text-ink'}`}>
            {isMissing(value) ? t('profileDetails.notSpecified') : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
