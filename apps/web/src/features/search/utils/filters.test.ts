import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, firstFiltersError, heightsFrom, NO_FILTERS, toFiltersInput } from './filters';

const BASE = { ...NO_FILTERS, gender: 'Female', age: '18 to 30', religion: 'Hindu' };

describe('the filter panel criteria in the address', () => {
  it('round-trips the further filters, stars repeated, and keeps the page', () => {
    const filters = {
      ...BASE,
      marital_status: 'Divorced',
      mother_tongue: 'Tamil',
      height_from: '5.2',
      height_to: '5.8',
      star: ['Aswini', 'Rohini'],
    };
    const params = filtersToParams(filters, 2);
    expect(params.toString()).toBe(
      'gender=Female&age=18+to+30&religion=Hindu&marital_status=Divorced&mother_tongue=Tamil&height_from=5.2&height_to=5.8&star=Aswini&star=Rohini&page=2',
    );
    expect(filtersFromParams(params)).toEqual({ filters, page: 2 });
  });

  it('keeps only compatible stars in the address and sends it as compatible_stars', () => {
    const filters = { ...BASE, star: ['Rohini'], compatible: true };
    const params = filtersToParams(filters, 1);
    expect(params.toString()).toBe('gender=Female&age=18+to+30&religion=Hindu&star=Rohini&compatible=1');
    expect(filtersFromParams(params)).toEqual({ filters, page: 1 });
    expect(toFiltersInput(filters)).toEqual({ ...toFiltersInput({ ...BASE, star: ['Rohini'] }), compatible_stars: true });
  });

  it('drops what the lists do not hold, puts stars in their order, and an upside-down height range loses its top', () => {
    const params = new URLSearchParams(
      'gender=Male&age=18+to+30&religion=Any&marital_status=Single&mother_tongue=Tamil&height_from=6&height_to=5.4&star=Revathi&star=Nowhere&star=Aswini',
    );
    const { filters } = filtersFromParams(params);
    expect(filters).toMatchObject({
      marital_status: '',
      mother_tongue: 'Tamil',
      height_from: '6',
      height_to: '',
      star: ['Aswini', 'Revathi'],
    });
  });

  it('sends only the chosen filters, stars as a list', () => {
    expect(toFiltersInput(BASE)).toEqual({ gender: 'Female', age: '18 to 30', religion: 'Hindu' });
    expect(toFiltersInput({ ...BASE, height_to: '6', star: ['Magam'] })).toEqual({
      gender: 'Female',
      age: '18 to 30',
      religion: 'Hindu',
      height_to: '6',
      star: ['Magam'],
    });
  });
});

describe('the height range', () => {
  it("offers nothing below the lowest height in the 'highest' list", () => {
    expect(heightsFrom('')[0]).toBe('5 & below');
    expect(heightsFrom('5.10')).toEqual([
      '5.10',
      '5.11',
      '6',
      '6.1',
      '6.2',
      '6.3',
      '6.4',
      '6.5',
      '6.6',
      '6.7',
      '6.8',
      '6.9',
      '6.10',
      '6.11',
      '7 & above',
    ]);
  });

  it('is checked after the required choices', () => {
    expect(firstFiltersError({ ...NO_FILTERS, height_from: '6', height_to: '5.1' })?.field).toBe('gender');
    expect(firstFiltersError({ ...BASE, height_from: '6', height_to: '5.1' })).toEqual({
      field: 'height_to',
      message: 'search.badHeightRange',
    });
    expect(firstFiltersError({ ...BASE, height_from: '5.1', height_to: '5.1' })).toBeNull();
  });
});

describe('the biodata filters in the address', () => {
  it('round-trips diets (repeated, in their order) and the residence; drops what the lists do not hold', () => {
    const filters = { ...BASE, diet: ['Vegetarian', 'Eggetarian'], residence_country: 'Abroad', education_level: 'Masters' };
    const params = filtersToParams(filters, 1);
    expect(params.toString()).toBe(
      'gender=Female&age=18+to+30&religion=Hindu&education_level=Masters&diet=Vegetarian&diet=Eggetarian&residence_country=Abroad',
    );
    expect(filtersFromParams(params).filters).toEqual(filters);
    const odd = new URLSearchParams(
      'gender=Male&age=18+to+30&religion=Any&diet=Meat&diet=Vegan&residence_country=Atlantis&physical_status=Fit',
    );
    expect(filtersFromParams(odd).filters).toMatchObject({ diet: ['Vegan'], residence_country: '', physical_status: '' });
    expect(filtersFromParams(new URLSearchParams('residence_country=Sri+Lanka')).filters.residence_country).toBe('Sri Lanka');
  });

  it('sends the diets as a list and the residence as chosen', () => {
    expect(
      toFiltersInput({
        ...BASE,
        diet: ['Vegan'],
        residence_country: 'Singapore',
        physical_status: 'Normal',
        education_level: 'Diploma',
      }),
    ).toEqual({
      gender: 'Female',
      age: '18 to 30',
      religion: 'Hindu',
      diet: ['Vegan'],
      residence_country: 'Singapore',
      physical_status: 'Normal',
      education_level: 'Diploma',
    });
  });
});
