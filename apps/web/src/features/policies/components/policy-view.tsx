import type { PolicyDocument } from '@inai/shared/i18n/policies/index';
import { PageBanner } from '../../../components/page-banner';
import { useI18n } from '../../../lib/i18n';

/** Draws a policy document: title band, contents list, numbered sections (anchors are the same in both languages). */
export function PolicyView({ document }: { document: PolicyDocument }) {
  const { t } = useI18n();
  return (
    <>
      <PageBanner title={document.title}>{document.effective}</PageBanner>
      <article className="container-page max-w-3xl py-12">
        {document.intro.map((text) => (
          <p key={text} className="mb-4 leading-relaxed text-ink-soft">
            {text}
          </p>
        ))}
        <nav aria-label={t('policies.contents')} className="my-8 rounded-2xl bg-cream p-5">
          <h2 className="mb-2 font-sans text-sm font-semibold tracking-wide text-maroon-800 uppercase">
            {t('policies.contents')}
          </h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#section-${section.id}`} className="text-maroon-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* A section below the screen is laid out only when it comes near: a long policy in Tamil
            took a slow phone 0.3 s of layout before it could answer a tap. Once the reader jumps
            to a section (the contents, a link), every section is laid out, so that the ones above
            it keep their true height and it stays where the jump put it. */}
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={`section-${section.id}`}
            className="mb-8 scroll-mt-32 [contain-intrinsic-size:auto_30rem] [content-visibility:auto] [article:has(:target)_&]:[content-visibility:visible]"
          >
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
