import { BadgeCheck, Eye } from 'lucide-react';
import { MESSAGES, type ProfileDetailsAnswer, type UserDetails } from '@inai/shared';
import { defaultAvatar } from '../../member/components/default-avatar';
import { ChatButton } from '../../search/components/chat-button';
import { InterestButton } from '../../search/components/interest-button';
import { useSendInterest } from '../../search/hooks/use-send-interest';
import { DetailList, DetailSection, LockedNote, type DetailRow } from './detail-list';
import { HoroscopeGallery, PhotoGallery } from './profile-galleries';

const T = MESSAGES.profileDetails;

const SOCIAL: [keyof UserDetails, string][] = [
  ['whatsapp', 'WhatsApp'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'X (Twitter)'],
  ['youtube', 'YouTube'],
  ['linkedin', 'LinkedIn'],
];

/** A web address becomes a link that leaves our site safely; anything else stays text. */
function linkOrText(value: string | number | null | undefined) {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return value;
  return (
    <a href={value} target="_blank" rel="noopener noreferrer nofollow" className="text-maroon-700 hover:underline">
      {value}
    </a>
  );
}

/** Another member's full profile, in the specification's sections (Profile details). */
export function ProfileDetailsView({ answer }: { answer: ProfileDetailsAnswer }) {
  const member = answer.user;
  const d: Partial<UserDetails> = member.user_details ?? {};
  const interests = useSendInterest();

  return (
    <div className="space-y-6">
      <section className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:flex-row sm:p-6">
        <img
          src={member.user_profile_picture ?? defaultAvatar(d.gender)}
          alt={member.user_profile_picture ? `Photo of ${member.name}` : ''}
          className={`size-48 shrink-0 self-center rounded-2xl bg-cream ${member.user_profile_picture ? 'object-cover' : 'object-contain p-6'}`}
          data-testid="details-picture"
        />
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold text-maroon-800">{member.name}</h1>
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {T.available}
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-soft">State</dt>
            <dd className="font-medium">{d.state || T.notSpecified}</dd>
            <dt className="text-ink-soft">City</dt>
            <dd className="font-medium">{d.city || T.notSpecified}</dd>
            <dt className="text-ink-soft">Age</dt>
            <dd className="font-medium">{d.age ?? T.notSpecified}</dd>
            <dt className="text-ink-soft">Job</dt>
            <dd className="font-medium">{d.job_type || T.notSpecified}</dd>
          </dl>
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <ChatButton />
            <InterestButton partnerId={member.id} interests={interests} />
          </div>
          <p className="flex items-center gap-1 text-xs text-ink-soft">
            <Eye className="size-3.5" aria-hidden="true" />
            {T.views(answer.views.used, answer.views.limit)}
          </p>
        </div>
      </section>

      <DetailSection title="About">
        {d.about ? <p className="whitespace-pre-line text-ink">{d.about}</p> : <LockedNote>{T.notSpecified}</LockedNote>}
      </DetailSection>

      <DetailSection title="Photo gallery">
        <PhotoGallery member={member} />
      </DetailSection>

      <DetailSection title="Contact info">
        <DetailList
          rows={[
            ['Phone', member.phone_hidden ? T.phoneHidden : member.phone],
            ['Email', member.email],
            ['Address', d.address],
          ]}
        />
      </DetailSection>

      <DetailSection title="Personal information">
        <DetailList
          rows={[
            ['Name', member.name],
            ["Father's name", d.fathers_name],
            ["Mother's name", d.mothers_name],
            ['Age', d.age],
            ['Date of birth', d.dob],
            ['Height', d.height],
            ['Weight', d.weight],
            ['Degree', d.degree],
            ['Profession', d.job_type],
            ['Company', d.company_name],
            ['Position', d.total_experience],
            ['Salary', d.salary],
          ]}
        />
      </DetailSection>

      <DetailSection title="Religion & Caste">
        <DetailList
          rows={[
            ['Religion', d.religion],
            ['Caste', d.caste],
            ['Sub caste', d.sub_caste],
            ['Gothram', d.gothram],
            ['Dosam', d.dosam],
            ['Star', d.star],
            ['Raasi', d.raasi],
          ]}
        />
      </DetailSection>

      <DetailSection title="Other details">
        <DetailList rows={[['Willing to marry from another caste', willing(d.willing_to_marry_from_another_caste)]]} />
      </DetailSection>

      <DetailSection title="Horoscope gallery">
        <HoroscopeGallery member={member} />
      </DetailSection>

      <DetailSection title="Social media">
        <DetailList
          rows={SOCIAL.map(([field, label]): DetailRow => [
            label,
            // The WhatsApp number is a phone number: hidden with the phone.
            field === 'whatsapp' && member.phone_hidden ? T.phoneHidden : linkOrText(d[field]),
          ])}
        />
      </DetailSection>
    </div>
  );
}

function willing(flag: number | null | undefined) {
  if (flag === 1) return T.yes;
  if (flag === 0) return T.no;
  return null;
}
