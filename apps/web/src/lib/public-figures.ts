import { createContext, useContext } from 'react';
import { figuresFromMeta, type FigureTexts } from '@inai/shared';

export type { FigureTexts };

/**
 * The figures the server wrote into this page (its `app:figures` meta tag, docs/decisions/0059),
 * as the page rendered ahead shows them: the browser draws exactly the server's text.
 */
export function figuresOfPage(): FigureTexts {
  return figuresFromMeta(document.querySelector<HTMLMetaElement>('meta[name="app:figures"]')?.content);
}

/** The figures the pages show: the page's in the browser, the build's placeholders (or none) when rendering ahead. */
export const FiguresContext = createContext<FigureTexts>(null);

export function useFigures(): FigureTexts {
  return useContext(FiguresContext);
}
