import type { PORUTHAM_COMPARE_TEXTS as EN } from '../../en/app/porutham-compare.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: comparing two full charts on the calculator, in its printed report and on a member's details page. */
export const PORUTHAM_COMPARE_TEXTS: TextsOf<typeof EN> = {
  'poruthamCompare.heading': 'முழு ஜாதக ஒப்பீடு',
  'poruthamCompare.intro':
    'இருவரின் பிறந்த தேதி, நேரம், ஊர் தெரியுமா? இரண்டு ஜாதகங்களையும் ஒப்பிடுங்கள்: கணித்த நட்சத்திரங்களின் பத்துப் பொருத்தங்கள், செவ்வாய் தோஷம், பாப சாம்யம், தசை சந்தி.',
  'poruthamCompare.formLabel': 'மணமகள், மணமகனின் பிறப்பு விவரங்கள்',
  'poruthamCompare.submit': 'முழு ஜாதகங்களை ஒப்பிட',
  'poruthamCompare.computing': 'இரண்டு ஜாதகங்களும் கணித்து ஒப்பிடப்படுகின்றன…',
  'poruthamCompare.needsAll': 'ஒப்பிட, இருவரின் பிறந்த தேதி, நேரம், ஊர் மூன்றையும் நிரப்பவும்.',
  'poruthamCompare.busy': 'சற்றுக் காத்திருக்கவும்: இரண்டு ஜாதகங்களும் ஒப்பிடப்படுகின்றன.',
  'poruthamCompare.failed': 'இப்போது ஜாதகங்களை ஒப்பிட முடியவில்லை. விவரங்களைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  'poruthamCompare.print': 'அறிக்கையை அச்சிட',

  'poruthamCompare.resultHeading': 'இரு ஜாதகங்களின் ஒப்பீடு',
  'poruthamCompare.chartsHeading': 'ராசிக் கட்டங்கள்',
  'poruthamCompare.chartLabel.bride': 'தென்னிந்திய முறையில் மணமகளின் ராசிக் கட்டம். {placements}',
  'poruthamCompare.chartLabel.groom': 'தென்னிந்திய முறையில் மணமகனின் ராசிக் கட்டம். {placements}',
  'poruthamCompare.placement': '{raasi}: {bodies}',
  'poruthamCompare.sideStars': 'நட்சத்திரம்: {star}, ராசி: {raasi}, லக்னம்: {lagnam}',
  'poruthamCompare.papa.heading': 'பாப சாம்யம்',
  'poruthamCompare.papa.intro':
    'லக்னம், சந்திரன், சுக்கிரன் ஆகியவற்றிலிருந்து 1, 2, 4, 7, 8, 12-ஆம் இடங்களில் உள்ள பாபக் கிரகங்கள், ஒவ்வொன்றின் மதிப்புடன்.',
  'poruthamCompare.papa.planet': 'கிரகம்',
  'poruthamCompare.papa.from': 'எதிலிருந்து',
  'poruthamCompare.papa.house': 'இடம்',
  'poruthamCompare.papa.weight': 'மதிப்பு',
  'poruthamCompare.papa.from.lagnam': 'லக்னம்',
  'poruthamCompare.papa.from.moon': 'சந்திரன்',
  'poruthamCompare.papa.from.venus': 'சுக்கிரன்',
  'poruthamCompare.papa.total': 'மொத்தம்',
  'poruthamCompare.papa.none': 'இந்த இடங்களில் பாபக் கிரகம் எதுவும் இல்லை.',
  'poruthamCompare.papa.balanced': 'பாப சாம்யம்: சமமாக உள்ளது',
  'poruthamCompare.papa.unbalanced': 'பாப சாம்யம்: சமமாக இல்லை',
  'poruthamCompare.dasa.heading': 'தசை சந்தி',
  'poruthamCompare.dasa.intro': '{from} முதல் {to} வரை, இருவருக்கும் ஆறு மாதங்களுக்குள் புதிய மகா தசை தொடங்கும் காலங்கள்.',
  'poruthamCompare.dasa.none': 'அடுத்த பத்து ஆண்டுகளில் எதுவும் இல்லை.',
  'poruthamCompare.dasa.period': '{start} முதல் {end} வரை: மணமகளுக்கு {brideDasa}, மணமகனுக்கு {groomDasa} தொடங்குகிறது.',
  'poruthamCompare.summaryHeading': 'சுருக்கமாக',

  'poruthamCompare.report.metaTitle': 'பொருத்த அறிக்கை | {brand}',
  'poruthamCompare.report.metaDescription': 'இரு பிறப்பு ஜாதகங்களின் ஒப்பீடு, ஒரே பக்கத்தில் அச்சிடத் தயாராக.',
  'poruthamCompare.report.title': 'பொருத்த அறிக்கை',
  'poruthamCompare.report.memberTitle': 'பொருத்த அறிக்கை: நீங்களும் {name} அவர்களும்',
  'poruthamCompare.report.printButton': 'அச்சிட அல்லது PDF-ஆகச் சேமிக்க',
  'poruthamCompare.report.backToCalculator': 'பொருத்தப் பக்கத்துக்குத் திரும்ப',
  'poruthamCompare.report.backToProfile': 'சுயவிவரத்துக்குத் திரும்ப',
  'poruthamCompare.report.nothing':
    'அச்சிட இன்னும் எதுவும் இல்லை. முதலில் பொருத்தப் பக்கத்தில் இரு ஜாதகங்களை ஒப்பிட்டு, ‘அறிக்கையை அச்சிட’ என்பதைத் தேர்ந்தெடுக்கவும்.',
  'poruthamCompare.report.noCharts':
    'இந்தச் சுயவிவரத்துக்கு முழு ஜாதகங்களை ஒப்பிட முடியாது: இருவருக்கும் பிறந்த நேரம் தேவை; ஜாதகம் பார்க்க கோல்டு அல்லது பிளாட்டினம் திட்டம் தேவை.',
  'poruthamCompare.report.comparedOn': '{date} அன்று {brand}-இல் ஒப்பிடப்பட்டது',
};
