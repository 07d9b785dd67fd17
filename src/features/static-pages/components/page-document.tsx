// Renders a structured page document as text (h1, lead, h2 per section, paragraphs, lists): never as HTML.
import { useId, useState } from 'react';
import type { PageDocument, PageSection } from '@contract/page-drafts';
import { dateFormatter, type Language } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

export interface PageDocumentViewProps {
  page: PageDocument;
  /** A small table of contents before the sections (long pages: privacy, terms). */
  toc?: boolean;
  /** Sections as an accessible disclosure list (FAQ): each heading is a button that shows its answer. */
  disclosure?: boolean;
  updatedAt?: string | null;
  /** The language of the text: marked on the page when it is not the reader's (a screen reader then reads it so). */
  lang?: Language;
}

/** A heading that carries its own number ('1. Who is responsible', '12) Changes'). */
const OWN_NUMBER = /^\s*\d+[.)]\s/;

function SectionBody({ section }: { section: PageSection }) {
  return (
    <>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index} className="static-page__paragraph">
          {paragraph}
        </p>
      ))}
      {section.items && section.items.length > 0 ? (
        <ul className="static-page__list">
          {section.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function DisclosureSection({ section, id }: { section: PageSection; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="static-page__faq-item" aria-labelledby={`${id}-q`}>
      <h2 className="static-page__faq-question">
        <button
          type="button"
          id={`${id}-q`}
          className="static-page__faq-toggle"
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{section.heading}</span>
          <span aria-hidden="true" className="static-page__chevron">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={`${id}-a`} className="static-page__faq-answer" hidden={!open}>
        <SectionBody section={section} />
      </div>
    </section>
  );
}

function formatDate(value: string, language: Language): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormatter({ year: 'numeric', month: 'long', day: 'numeric' }, language).format(date);
}

export function PageDocumentView({
  page,
  toc = false,
  disclosure = false,
  updatedAt,
  lang,
}: PageDocumentViewProps) {
  const { t, language } = useT('static-pages');
  const base = useId().replace(/:/g, '');
  const sectionId = (index: number) => `${page.slug}-section-${index + 1}-${base}`;
  const titleId = `${page.slug}-title-${base}`;
  const updated = updatedAt ? formatDate(updatedAt, language) : null;
  // The page's own text only: the portal's words around it ('On this page') are in the reader's language.
  const textLang = lang && lang !== language ? lang : undefined;

  return (
    <article className="static-page" aria-labelledby={titleId}>
      <header className="static-page__header">
        <h1 id={titleId} className="page-title__heading" lang={textLang}>
          {page.title}
        </h1>
        {page.summary ? (
          <p className="static-page__summary" lang={textLang}>
            {page.summary}
          </p>
        ) : null}
        {updated ? (
          <p className="static-page__updated">{t('Last updated {{date}}', { date: updated })}</p>
        ) : null}
      </header>
      {toc && page.sections.length > 1 ? (
        <nav className="static-page__toc" aria-label={t('On this page')}>
          <h2 className="static-page__toc-title">{t('On this page')}</h2>
          {/* Headings numbered by their text are not numbered again by the list (issue 31: "1. 1."). */}
          <ol
            lang={textLang}
            className={
              page.sections.some((section) => OWN_NUMBER.test(section.heading))
                ? 'static-page__toc-list--numbered'
                : undefined
            }
          >
            {page.sections.map((section, index) => (
              <li key={index}>
                <a href={`#${sectionId(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {disclosure ? (
        <div className="static-page__faq" lang={textLang}>
          {page.sections.map((section, index) => (
            <DisclosureSection key={index} section={section} id={sectionId(index)} />
          ))}
        </div>
      ) : (
        page.sections.map((section, index) => (
          <section
            key={index}
            className="static-page__section"
            aria-labelledby={sectionId(index)}
            lang={textLang}
          >
            <h2 id={sectionId(index)} className="static-page__heading" tabIndex={-1}>
              {section.heading}
            </h2>
            <SectionBody section={section} />
          </section>
        ))
      )}
    </article>
  );
}
