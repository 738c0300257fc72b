import { PageBanner } from '../../../components/page-banner';
import type { PolicyDocument } from '../content/policy-types';

// Ids start with a letter so they are valid in CSS selectors as well as in URLs.
const slug = (text: string) =>
  `section-${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')}`;

/** Draws a policy document: title band, contents list, numbered sections. */
export function PolicyView({ document }: { document: PolicyDocument }) {
  return (
    <>
      <PageBanner title={document.title}>{document.effective}</PageBanner>
      <article className="container-page max-w-3xl py-12">
        {document.intro.map((text) => (
          <p key={text} className="mb-4 leading-relaxed text-ink-soft">
            {text}
          </p>
        ))}
        <nav aria-label="Contents" className="my-8 rounded-2xl bg-cream p-5">
          <h2 className="mb-2 font-sans text-sm font-semibold tracking-wide text-maroon-800 uppercase">Contents</h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${slug(section.heading)}`} className="text-maroon-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.heading} id={slug(section.heading)} className="mb-8 scroll-mt-32">
            <h2 className="mb-3 text-2xl font-semibold text-maroon-800">
              {index + 1}. {section.heading}
            </h2>
            {section.blocks.map((block, i) =>
              block.kind === 'p' ? (
                <p key={i} className="mb-3 leading-relaxed text-ink-soft">
                  {block.text}
                </p>
              ) : (
                <ul key={i} className="mb-3 list-disc space-y-1 pl-6 leading-relaxed text-ink-soft">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </article>
    </>
  );
}
