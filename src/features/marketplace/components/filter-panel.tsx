// The marketplace filters: price 0 to 2,000,000 NGN and category (product, service, content; docs/content.md).
// The price boxes are text boxes with a numeric keyboard, one per row: a number box in the 15rem side column hid the
// highest price's last digit behind its spinner ('200000('). Both show and accept thousand separators.
import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-t';
import type { ProductCategory } from '@contract/options';
import { PRICE_FILTER_MAX, PRODUCT_CATEGORIES } from '../api/marketplace-api';

export interface FilterValues {
  category: ProductCategory | '';
  minPrice: number | null;
  maxPrice: number | null;
}

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const separators = (n: number) => n.toLocaleString('en-NG');

function parsePrice(raw: string): number | null | 'invalid' {
  const value = raw.replace(/[,\s]/g, '');
  if (value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > PRICE_FILTER_MAX) return 'invalid';
  return n;
}

/** One end of the price range; the range's one error (when `errorId` names it) marks both ends. */
function PriceInput({
  id,
  name,
  label,
  placeholder,
  value,
  errorId,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: number | null;
  errorId: string | undefined;
}) {
  return (
    <div>
      <label className="form-label small" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="form-control"
        placeholder={placeholder}
        defaultValue={value === null ? '' : separators(value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}

export function FilterPanel({
  values,
  onApply,
}: {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const id = useId();
  const { t } = useT('marketplace');
  // Which rule the typed prices break; its sentence is written at render, in the language of the moment.
  const [error, setError] = useState<'range' | 'order' | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const min = parsePrice(formText(form, 'min'));
    const max = parsePrice(formText(form, 'max'));
    if (min === 'invalid' || max === 'invalid') {
      setError('range');
      return;
    }
    if (min !== null && max !== null && min > max) {
      setError('order');
      return;
    }
    setError(null);
    onApply({ category: formText(form, 'category') as ProductCategory | '', minPrice: min, maxPrice: max });
  }

  function onClear(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    onApply({ category: '', minPrice: null, maxPrice: null });
  }

  return (
    <form
      key={`${values.category}-${values.minPrice}-${values.maxPrice}`}
      className="filter-panel"
      onSubmit={onSubmit}
      onReset={onClear}
      aria-label={t('Filter products')}
      noValidate
    >
      <fieldset className="mb-3">
        <legend className="h6">{t('Price (NGN)')}</legend>
        <div className="d-grid gap-2">
          {[
            { name: 'min', label: t('Lowest price'), placeholder: '0', value: values.minPrice },
            {
              name: 'max',
              label: t('Highest price'),
              placeholder: separators(PRICE_FILTER_MAX),
              value: values.maxPrice,
            },
          ].map((end) => (
            <PriceInput
              key={end.name}
              id={`${id}-${end.name}`}
              errorId={error ? `${id}-error` : undefined}
              {...end}
            />
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-danger small mt-1 mb-0" role="alert">
            {error === 'range'
              ? t('Enter a price between 0 and {{max}}.', { max: separators(PRICE_FILTER_MAX) })
              : t('The lowest price must not be above the highest price.')}
          </p>
        ) : null}
      </fieldset>
      <div className="mb-3">
        <label className="form-label h6" htmlFor={`${id}-category`}>
          {t('Category')}
        </label>
        <select id={`${id}-category`} name="category" className="form-select" defaultValue={values.category}>
          <option value="">{t('All categories')}</option>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {t(c.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('Apply filters')}
        </button>
        <button type="reset" className="btn btn-outline-primary btn-sm">
          {t('Clear filters')}
        </button>
      </div>
    </form>
  );
}
