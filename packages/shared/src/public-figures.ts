/**
 * The figures the home and about pages show about the service (docs/decisions/0059): counted
 * from the database by the server, rounded down, and shown only once every one of them has
 * reached the floor the operator sets (PUBLIC_FIGURES_FLOOR); otherwise the pages say a
 * sentence without a number. The pages are rendered ahead with a placeholder for each figure,
 * which the server fills in at serve time, and the browser reads the same texts from the page's
 * `app:figures` meta tag, so both draw the same thing.
 */
import { formatNumber } from './i18n/format.js';
import { DEFAULT_LOCALE } from './i18n/locales.js';

/** Members in good standing, those of them who are grooms and brides, and interests accepted between members. */
export const PUBLIC_FIGURES = ['members', 'grooms', 'brides', 'interestsAccepted'] as const;
export type PublicFigureName = (typeof PUBLIC_FIGURES)[number];
export type PublicFigures = Readonly<Record<PublicFigureName, number>>;

/** What a page rendered ahead holds where a figure goes ('__FIGURE_MEMBERS__'). */
export const FIGURE_PLACEHOLDERS = /* @__PURE__ */ Object.fromEntries(
  PUBLIC_FIGURES.map((name) => [name, `__FIGURE_${name.toUpperCase()}__`]),
) as Readonly<Record<PublicFigureName, string>>;

/**
 * A figure as the pages write it, in either language: Indian grouping and "or more",
 * 120000 → '1,20,000+'. The server writes it; the browser takes the same text from the page.
 */
export function figureText(value: number): string {
  return `${formatNumber(Math.max(0, Math.trunc(value)), DEFAULT_LOCALE)}+`;
}

/** Each figure as the pages write it ('1,200+'); null when none are shown. */
export type FigureTexts = Readonly<Record<PublicFigureName, string>> | null;

/**
 * The figures as the meta tag carries them, written as the page writes them
 * ('members=1,200+;grooms=…'), so the browser draws exactly the server's text; '' when none are shown.
 */
export function figuresToMeta(figures: PublicFigures | null): string {
  return figures ? PUBLIC_FIGURES.map((name) => `${name}=${figureText(figures[name])}`).join(';') : '';
}

/** The figures of a meta tag's content; null unless it gives every one as a figure ('1,20,000+'). */
export function figuresFromMeta(content: string | null | undefined): FigureTexts {
  const figures: Partial<Record<PublicFigureName, string>> = {};
  for (const name of PUBLIC_FIGURES) {
    const value = new RegExp(`(?:^|;)${name}=(\\d[\\d,]{0,20}\\+)(?:;|$)`).exec(content ?? '')?.[1];
    if (!value) return null;
    figures[name] = value;
  }
  return figures as FigureTexts;
}
