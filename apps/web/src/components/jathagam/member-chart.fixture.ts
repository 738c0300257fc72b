import type { MemberChart } from '@inai/shared';

// The chart of 15 May 1990, 06:30 at Chennai as another member's profile carries it: signs,
// stars and padams, no longitudes (the calculator's answer for it: chennai-chart.fixture.ts).
export const MEMBER_CHART: MemberChart = {
  lagnam: { raasi: 'Rishabam' },
  navamsam: { lagnam_raasi: 'Mesham' },
  planets: [
    { key: 'sun', raasi: 'Rishabam', star: 'Karthigai', padam: 2, retrograde: false, navamsam_raasi: 'Magaram' },
    { key: 'moon', raasi: 'Dhanusu', star: 'Uthiradam', padam: 1, retrograde: false, navamsam_raasi: 'Dhanusu' },
    { key: 'mars', raasi: 'Kumbam', star: 'Poorattathi', padam: 2, retrograde: false, navamsam_raasi: 'Rishabam' },
    { key: 'mercury', raasi: 'Mesham', star: 'Bharani', padam: 1, retrograde: true, navamsam_raasi: 'Simmam' },
    { key: 'jupiter', raasi: 'Mithunam', star: 'Thiruvathirai', padam: 3, retrograde: false, navamsam_raasi: 'Kumbam' },
    { key: 'venus', raasi: 'Meenam', star: 'Revathi', padam: 1, retrograde: false, navamsam_raasi: 'Dhanusu' },
    { key: 'saturn', raasi: 'Magaram', star: 'Uthiradam', padam: 2, retrograde: true, navamsam_raasi: 'Magaram' },
    { key: 'rahu', raasi: 'Magaram', star: 'Thiruvonam', padam: 3, retrograde: true, navamsam_raasi: 'Mithunam' },
    { key: 'ketu', raasi: 'Kadagam', star: 'Ayilyam', padam: 1, retrograde: true, navamsam_raasi: 'Dhanusu' },
  ],
  moon_star: 'Uthiradam',
  moon_raasi: 'Dhanusu',
  chevvai_dosham: { present: false, from: ['venus'], exception: 'jupiter_with_or_aspecting_mars' },
};
