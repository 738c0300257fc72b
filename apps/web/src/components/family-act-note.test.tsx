import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { FamilyActNote, ManagedWithFamily } from './family-act-note';

afterEach(async () => {
  await changeLocale('en');
});

describe('who of a family acted', () => {
  it.each([
    ['en', 'sentBy', 'Mother', 'Female', 'Sent by her mother'],
    ['en', 'answeredBy', 'Father', 'Male', 'Answered by his father'],
    ['en', 'sentBy', 'Candidate', 'Female', 'Sent by the bride herself'],
    ['en', 'answeredBy', 'Sister', null, 'Answered by their sister'],
    ['ta', 'sentBy', 'Mother', 'Female', 'அவரது தாய் அனுப்பினார்'],
    ['ta', 'answeredBy', 'Father', 'Male', 'அவரது தந்தை பதிலளித்தார்'],
    ['ta', 'sentBy', 'Candidate', 'Male', 'மணமகனே அனுப்பினார்'],
  ] as const)('%s: %s by %s (%s)', async (locale, act, relation, gender, text) => {
    await changeLocale(locale);
    render(<FamilyActNote act={act} relation={relation} gender={gender} />);
    expect(screen.getByTestId('family-act').textContent).toBe(text);
  });

  it('says nothing when the holder acted, or when the server does not say', () => {
    render(
      <>
        <FamilyActNote act="sentBy" relation={null} gender="Female" />
        <FamilyActNote act="sentBy" relation={undefined} gender="Female" />
      </>,
    );
    expect(screen.queryByTestId('family-act')).toBeNull();
  });

  it.each([
    ['en', 'Managed with family'],
    ['ta', 'குடும்பத்துடன் நிர்வகிக்கப்படுகிறது'],
  ] as const)('notes a profile managed with family (%s)', async (locale, text) => {
    await changeLocale(locale);
    render(
      <>
        <ManagedWithFamily managed />
        <ManagedWithFamily managed={undefined} />
      </>,
    );
    expect(screen.getAllByTestId('managed-with-family').map((n) => n.textContent)).toEqual([text]);
  });
});
