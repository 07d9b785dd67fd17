// One section of the page editor's form: its heading, paragraphs and list items, and the buttons that move it up
// or down or remove it.
import { TextAreaField, TextField } from '@/components/form/fields';
import type { FieldBinding } from '@/components/form/use-field-binding';
import { useT } from '@/i18n/use-t';
import type { PageEditorValues } from '../schemas/page-editor-schema';

export interface PageSectionFieldsProps {
  index: number;
  /** How many sections the form has (the last cannot move down, a lone one cannot be removed). */
  count: number;
  field: FieldBinding<PageEditorValues>['field'];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

export function PageSectionFields({ index, count, field, move, remove }: PageSectionFieldsProps) {
  const { t } = useT('static-pages');
  const number = String(index + 1);
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1">{t('Section {{number}}', { number })}</legend>
      <TextField {...field(`sections.${index}.heading`)} label={t('Heading')} className="mb-2" />
      <TextAreaField
        {...field(`sections.${index}.paragraphs`)}
        label={t('Paragraphs (separate paragraphs with a blank line)')}
        className="mb-2"
        rows={5}
      />
      <TextAreaField
        {...field(`sections.${index}.items`)}
        label={t('List items (one per line, optional)')}
        className="mb-2"
      />
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        >
          {t('Move section {{number}} up', { number })}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
        >
          {t('Move section {{number}} down', { number })}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          disabled={count === 1}
          onClick={() => remove(index)}
        >
          {t('Remove section {{number}}', { number })}
        </button>
      </div>
    </fieldset>
  );
}
