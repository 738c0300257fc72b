import { describe, expect, it } from 'vitest';
import { criteriaFromParams, criteriaToParams, firstFilterError, isComplete, NO_CRITERIA, toSearchInput } from './criteria';

describe('search criteria in the address', () => {
  const criteria = { ...NO_CRITERIA, gender: 'Female', age: '61 to 70', religion: 'Any', caste: 'Nadar', state: 'Tamil Nadu' };

  it('round-trips, leaving out what is unchosen and page 1', () => {
    const params = criteriaToParams(criteria, 1);
    expect(params.toString()).toBe('gender=Female&age=61+to+70&religion=Any&caste=Nadar&state=Tamil+Nadu');
    expect(criteriaFromParams(params)).toEqual({ criteria, page: 1 });
    expect(criteriaFromParams(criteriaToParams(criteria, 3)).page).toBe(3);
  });

  it('reads a missing or nonsensical page as page 1', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '']) {
      expect(criteriaFromParams(new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('needs gender, age and religion before it searches, and sends only chosen filters', () => {
    expect(isComplete(criteria)).toBe(true);
    expect(isComplete({ ...criteria, religion: '' })).toBe(false);
    expect(toSearchInput({ ...NO_CRITERIA, gender: 'Male', age: '18 to 30', religion: 'Hindu' })).toEqual({
      gender: 'Male',
      age: '18 to 30',
      religion: 'Hindu',
    });
  });
});

describe('the filter panel checks', () => {
  it('stop at the first missing choice: gender, then age, then religion', () => {
    expect(firstFilterError(NO_CRITERIA)).toEqual({ field: 'gender', message: 'search.genderRequired' });
    expect(firstFilterError({ ...NO_CRITERIA, gender: 'Male' })).toEqual({ field: 'age', message: 'search.ageRequired' });
    expect(firstFilterError({ ...NO_CRITERIA, gender: 'Male', age: '18 to 30' })).toEqual({
      field: 'religion',
      message: 'search.religionRequired',
    });
    expect(firstFilterError({ ...NO_CRITERIA, gender: 'Male', age: '18 to 30', religion: 'Any' })).toBeNull();
  });
});
