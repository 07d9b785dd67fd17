import { yupResolver } from '@hookform/resolvers/yup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { array, object, string } from 'yup';
import { ErrorSummary, errorEntries } from '../error-summary';
import { TextField } from '../fields';
import { useFieldBinding } from '../use-field-binding';

const schema = object({
  name: string().required('Name is required.'),
  email: string().required('Required').email('Enter a valid e-mail.'),
  town: string().optional(),
});

function Form() {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, submitCount },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { name: '', email: '', town: '' } });
  const binding = useFieldBinding(register, errors, { clearErrors });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <ErrorSummary errors={errors} idOf={binding.idOf} attempt={submitCount} />
      <TextField {...binding.field('name')} label="Name" />
      <TextField {...binding.field('email')} label="E-mail" />
      <TextField {...binding.field('town')} label="Town" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the error summary', () => {
  it('is absent until a submit fails, then lists each error as a link to its field and takes the focus', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const heading = await screen.findByRole('heading', { name: 'There is a problem' });
    const box = heading.parentElement!;
    expect(box).toHaveFocus();
    const links = within(box).getAllByRole('link');
    // a message that names its field stands alone; a bare one gets the field's label
    expect(links.map((link) => link.textContent)).toEqual(['Name is required.', 'E-mail: Required']);
    expect(links[1]).toHaveAttribute('href', `#${screen.getByLabelText('E-mail').id}`);
    // the fields keep their own messages
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');

    await user.click(links[1]);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('follows the errors as they are fixed, without taking the focus back', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Name is required.' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail: Required' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.ng');
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('names a checkbox group by its legend and links to its first box', async () => {
    function Group() {
      const {
        register,
        handleSubmit,
        formState: { errors, submitCount },
      } = useForm({
        resolver: yupResolver(object({ kinds: array(string().required()).min(1, 'Required').required() })),
        defaultValues: { kinds: [] as string[] },
      });
      return (
        <form onSubmit={handleSubmit(() => undefined)} noValidate>
          <ErrorSummary errors={errors} idOf={(name) => `g-${name}-a`} attempt={submitCount} />
          <fieldset>
            <legend>Who may apply</legend>
            {['a', 'b'].map((value) => (
              <label key={value}>
                <input type="checkbox" id={`g-kinds-${value}`} value={value} {...register('kinds')} />
                {value.toUpperCase()}
              </label>
            ))}
          </fieldset>
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Group />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('link', { name: 'Who may apply: Required' })).toHaveAttribute(
      'href',
      '#g-kinds-a',
    );
  });

  it('reads nested errors in order, or only the names it is given', () => {
    const errors = {
      title: { type: 'required', message: 'Title is required.' },
      links: [undefined, { url: { type: 'url', message: 'Enter a web address.' } }],
    };
    expect(errorEntries(errors as never)).toEqual([
      ['title', 'Title is required.'],
      ['links.1.url', 'Enter a web address.'],
    ]);
    expect(errorEntries(errors as never, ['links.1.url', 'other'])).toEqual([
      ['links.1.url', 'Enter a web address.'],
    ]);
  });
});
