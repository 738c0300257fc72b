import { Link } from 'react-router';
import { BadgeCheck, Eye, FileText } from 'lucide-react';
import {
  biodataPath,
  cityLabel,
  experienceText,
  heightText,
  ROUTES,
  salaryText,
  telHref,
  type PlainKey,
  type ProfileDetailsAnswer,
  type UserDetails,
} from '@inai/shared';
import { BlockButton } from '../../../components/block-button';
import { ChatButton } from '../../../components/chat-button';
import { defaultAvatar } from '../../../components/default-avatar';
import { IdVerifiedBadge } from '../../../components/id-verified-badge';
import { MobileVerifiedBadge } from '../../../components/mobile-verified-badge';
import { LastActive } from '../../../components/last-active';
import { ManagedWithFamily } from '../../../components/family-act-note';
import { familyFieldsOf } from '../../../lib/family-words';
import { InterestButton } from '../../../components/interest-button';
import { ChevvaiDosham } from '../../../components/jathagam/birth-notes';
import { ChartSection } from '../../../components/jathagam/chart-section';
import { ProfileCreatedBy } from '../../../components/profile-created-by';
import { ReportButton } from '../../../components/report-button';
import { ShortlistHeart } from '../../../components/shortlist-heart';
import { useMe } from '../../../lib/api/me';
import { useSendInterest } from '../../../lib/api/sent-interests';
import { useI18n } from '../../../lib/i18n';
import { familyRows, lifestyleRows } from './biodata-rows';
import { DetailList, DetailSection, LockedNote, type DetailRow } from './detail-list';
import { OwnViewBanner } from './own-view-banner';
import { PoruthamSection } from './porutham-section';
import { HoroscopeGallery, PhotoGallery } from './profile-galleries';

// Brand names are written in the reader's script (GLOSSARY.md), so they come from the catalogue too.
const SOCIAL: readonly [keyof UserDetails, PlainKey][] = [
  ['facebook', 'social.facebook'],
  ['instagram', 'social.instagram'],
  ['twitter', 'social.x'],
  ['youtube', 'social.youtube'],
  ['linkedin', 'social.linkedin'],
];

/** A web address becomes a link that leaves our site safely; anything else stays text. */
function linkOrText(value: string | number | null | undefined) {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return value;
  return (
    <a href={value} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-maroon-700 hover:underline">
      {value}
    </a>
  );
}

/** Beside a number shown as a contact detail that its owner has not verified by a code. */
function NotVerifiedNote() {
  const { t } = useI18n();
  return <span className="ms-2 text-sm font-normal text-ink-soft">{t('mobile.notVerifiedNote')}</span>;
}

/** Another member's full profile, in the specification's sections (Profile details). */
export function ProfileDetailsView({ answer }: { answer: ProfileDetailsAnswer }) {
  const i18n = useI18n();
  const { t, label, date } = i18n;
  const me = useMe().user;
  const member = answer.user;
  const d: Partial<UserDetails> = member.user_details ?? {};
  const interests = useSendInterest();
  // Stored option values are shown in the reader's language; free text as the member wrote it.
  const option = (kind: Parameters<typeof label>[0], value: string | null | undefined) => (value ? label(kind, value) : value);
  const notSpecified = t('profileDetails.notSpecified');
  const { used, limit } = answer.views;
  // One's own profile, as others see it: no actions towards oneself, no views to count.
  const own = answer.own === true || me?.id === member.id;

  return (
    <div className="space-y-6">
      {own && <OwnViewBanner />}
      <section className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:flex-row sm:p-6">
        <img
          src={member.user_profile_picture ?? defaultAvatar(d.gender)}
          alt={member.user_profile_picture ? t('search.photoOf', { name: member.name }) : ''}
          className={`size-48 shrink-0 self-center rounded-2xl bg-cream ${member.user_profile_picture ? 'object-cover' : 'object-contain p-6'}`}
          data-testid="details-picture"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold break-words text-maroon-800">{member.name}</h1>
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('profileDetails.available')}
            </span>
            {member.id_verified && <IdVerifiedBadge />}
            {member.phone_verified && <MobileVerifiedBadge />}
            <ManagedWithFamily managed={familyFieldsOf(member).managed_with_family} />
          </div>
          <LastActive band={member.last_active} className="text-sm" />
          <ProfileCreatedBy value={member.profile_created_by} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-soft">{t('profileDetails.state')}</dt>
            <dd className="font-medium">{d.state ? label('indianState', d.state) : notSpecified}</dd>
            <dt className="text-ink-soft">{t('profileDetails.city')}</dt>
            <dd className="font-medium">{d.city ? cityLabel(t, d.state, d.city) : notSpecified}</dd>
            <dt className="text-ink-soft">{t('profileDetails.age')}</dt>
            <dd className="font-medium">{d.age ?? notSpecified}</dd>
            <dt className="text-ink-soft">{t('profileDetails.job')}</dt>
            <dd className="font-medium">{option('jobType', d.job_type) || notSpecified}</dd>
          </dl>
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {!own && (
              <>
                <ChatButton userId={member.id} access={interests.chatWith(member.id)} />
                <InterestButton partnerId={member.id} interests={interests} />
                <ShortlistHeart userId={member.id} />
                <BlockButton userId={member.id} name={member.name} then={ROUTES.matches} />
                <ReportButton userId={member.id} name={member.name} />
              </>
            )}
            <Link to={biodataPath(member.id)} className="btn-outline px-3 py-1.5 text-sm" data-testid="biodata-link">
              <FileText className="size-4" aria-hidden="true" />
              {t('biodataSheet.link')}
            </Link>
          </div>
          {!own && (
            <p className="flex items-center gap-1 text-xs text-ink-soft">
              <Eye className="size-3.5 shrink-0" aria-hidden="true" />
              {limit === null
                ? t.plural('profileDetails.viewsUnlimited', used, { used })
                : t('profileDetails.viewsUsed', { used, limit })}
            </p>
          )}
        </div>
      </section>

      <DetailSection id="about" title={t('profileDetails.about')}>
        {d.about ? <p className="whitespace-pre-line text-ink">{d.about}</p> : <LockedNote>{notSpecified}</LockedNote>}
      </DetailSection>

      <DetailSection id="photo-gallery" title={t('profileDetails.photoGallery')}>
        <PhotoGallery member={member} />
      </DetailSection>

      <DetailSection id="contact-info" title={t('profileDetails.contactInfo')}>
        <DetailList
          rows={[
            [
              t('profileDetails.phone'),
              member.phone_hidden ? (
                <span className="font-normal text-ink-soft italic">{t('profileDetails.phoneHidden')}</span>
              ) : (
                member.phone && (
                  <>
                    {/* Underlined: beside the '(not verified)' note the link must not be told by its colour alone. */}
                    <a href={telHref(member.phone)} className="whitespace-nowrap text-maroon-700 underline underline-offset-2">
                      {member.phone}
                    </a>
                    {member.phone_verified === false && <NotVerifiedNote />}
                  </>
                )
              ),
            ],
            [
              t('profileDetails.email'),
              member.email && (
                <a href={`mailto:${member.email}`} className="break-all text-maroon-700 hover:underline">
                  {member.email}
                </a>
              ),
            ],
            [
              t('profileDetails.address'),
              // Absent unless an accepted interest joins the two (docs/decisions/0060): the answer says why.
              member.address_withheld ? (
                <span className="font-normal text-ink-soft italic" data-testid="address-withheld">
                  {t(`streetAddress.withheld.${member.address_withheld}`)}
                </span>
              ) : (
                d.address && <span className="whitespace-pre-line">{d.address}</span>
              ),
            ],
          ]}
        />
        {member.phone_hidden && member.email && (
          <p className="mt-3 text-sm text-ink-soft">{t('profileDetails.emailPreferred')}</p>
        )}
      </DetailSection>

      <DetailSection id="personal-information" title={t('profileDetails.personal')}>
        <DetailList
          rows={[
            [t('profileDetails.name'), member.name],
            [t('profileDetails.fathersName'), d.fathers_name],
            [t('profileDetails.mothersName'), d.mothers_name],
            [t('profileDetails.age'), d.age],
            [t('profileDetails.dob'), d.dob ? date(d.dob) : d.dob],
            [t('profileDetails.height'), d.height && heightText(t, d.height)],
            [t('profileDetails.weight'), option('weight', d.weight)],
            [t('profileDetails.degree'), d.degree],
            [t('profileDetails.profession'), option('jobType', d.job_type)],
            [t('profileDetails.company'), d.company_name],
            [t('profileDetails.experience'), d.total_experience && experienceText(t, d.total_experience)],
            [t('profileDetails.salary'), d.salary && salaryText(t, d.salary)],
          ]}
        />
      </DetailSection>

      <DetailSection id="religion-caste" title={t('profileDetails.religionCaste')}>
        <DetailList
          rows={[
            [t('profileDetails.religion'), option('religion', d.religion)],
            [t('profileDetails.caste'), option('caste', d.caste)],
            [t('profileDetails.subCaste'), d.sub_caste],
            [t('profileDetails.gothram'), d.gothram],
            [t('profileDetails.dosam'), option('dosam', d.dosam)],
            [t('profileDetails.star'), option('star', d.star)],
            [t('profileDetails.raasi'), option('raasi', d.raasi)],
          ]}
        />
      </DetailSection>

      <DetailSection id="family" title={t('biodata.family')}>
        <DetailList rows={familyRows(i18n, d)} />
      </DetailSection>

      <DetailSection id="lifestyle" title={t('biodata.lifestyle')}>
        <DetailList rows={lifestyleRows(i18n, d)} />
      </DetailSection>

      {/* Only when the viewer may see horoscopes; otherwise the horoscope gallery says why. */}
      {member.jathagam && (
        <DetailSection id="birth-chart" title={t('profileDetails.birthChart')}>
          <p className="mb-4 text-sm text-ink-soft">{t('profileDetails.birthChartNote', { name: member.name })}</p>
          <div className="space-y-6">
            <ChartSection chart={member.jathagam} level={3} />
            <ChevvaiDosham dosham={member.jathagam.chevvai_dosham} level={3} />
          </div>
        </DetailSection>
      )}

      {answer.porutham && <PoruthamSection porutham={answer.porutham} name={member.name} userId={member.id} />}

      <DetailSection id="other-details" title={t('profileDetails.otherDetails')}>
        <DetailList rows={[[t('profileDetails.willing'), willing(d.willing_to_marry_from_another_caste, t)]]} />
      </DetailSection>

      <DetailSection id="horoscope-gallery" title={t('profileDetails.horoscopeGallery')}>
        <HoroscopeGallery member={member} />
      </DetailSection>

      <DetailSection id="social-media" title={t('profileDetails.socialMedia')}>
        <DetailList
          rows={[
            // The WhatsApp number is a phone number: hidden with the phone.
            [t('social.whatsapp'), member.phone_hidden ? t('profileDetails.phoneHidden') : d.whatsapp],
            ...SOCIAL.map(([field, name]): DetailRow => [t(name), linkOrText(d[field])]),
          ]}
        />
      </DetailSection>
    </div>
  );
}

function willing(flag: number | null | undefined, t: ReturnType<typeof useI18n>['t']) {
  if (flag === 1) return t('profileDetails.yes');
  if (flag === 0) return t('profileDetails.no');
  return null;
}
