// Skills editor: list, add (a common skill or 'Other' with free text) and delete (leaves the list at once).
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { CardSection } from '@/components/ui/card-section';
import { getErrorMessage } from '@/lib/api-session';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { COMMON_SKILLS, optionText } from './option-texts';
import { useAddSkillsMutation, useDeleteSkillMutation, useGetSkillsQuery } from '../api/profile-api';

const OTHER = 'Other';

export function SkillsEditor() {
  const id = useId();
  const { data: skills = [], isLoading, isError, refetch } = useGetSkillsQuery();
  const [addSkills, { isLoading: adding }] = useAddSkillsMutation();
  const [deleteSkill] = useDeleteSkillMutation();
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { t, translate } = useT('profile');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = (choice === OTHER ? other : choice).trim();
    if (!name) {
      setFormError(choice === OTHER ? msg('Enter the skill.') : msg('Choose a skill.'));
      return;
    }
    if (name.length > 60) {
      setFormError(msg('A skill can be at most 60 characters.'));
      return;
    }
    setFormError(null);
    const result = await addSkills([name]);
    if ('error' in result) {
      setFormError(getErrorMessage(result.error, msg('An error occurred.')));
      return;
    }
    toast.success(t('Skills updated successfully!'));
    setChoice('');
    setOther('');
  };

  const onDelete = async (skillId: number) => {
    const result = await deleteSkill(skillId);
    if (!('error' in result)) toast.success(t('Skill deleted successfully!'));
  };

  return (
    <CardSection id={`${id}-title`} title={t('Skills')}>
      {isLoading ? (
        <div role="status" className="skeleton" aria-label={t('Loading skills')} />
      ) : isError ? (
        <div role="alert">
          <p className="mb-1">{t('An error occurred.')}</p>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void refetch()}>
            {t('Retry')}
          </button>
        </div>
      ) : skills.length === 0 ? (
        <p className="text-body-secondary">{t('No skills added.')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2" aria-label={t('Your skills')}>
          {skills.map((skill) => (
            <li key={skill.id} className="badge text-bg-light border d-inline-flex align-items-center gap-1">
              <span>{optionText(skill.name)}</span>
              <button
                type="button"
                className="btn-close btn-close-sm"
                aria-label={t('Delete skill {{name}}', { name: optionText(skill.name) })}
                onClick={() => void onDelete(skill.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <form className="row g-2 align-items-end" onSubmit={onSubmit} noValidate>
        <div className="col-12 col-sm">
          <label htmlFor={`${id}-choice`} className="form-label">
            {t('Add a skill')}
          </label>
          <select
            id={`${id}-choice`}
            className="form-select"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            aria-invalid={formError && choice !== OTHER ? true : undefined}
            aria-describedby={formError ? `${id}-error` : undefined}
          >
            <option value="">{t('Choose a skill')}</option>
            {COMMON_SKILLS.map((skill) => (
              <option key={skill} value={skill}>
                {optionText(skill)}
              </option>
            ))}
            <option value={OTHER}>{t('Other')}</option>
          </select>
        </div>
        {choice === OTHER ? (
          <div className="col-12 col-sm">
            <label htmlFor={`${id}-other`} className="form-label">
              {t('Other skill')}
            </label>
            <input
              id={`${id}-other`}
              className="form-control"
              value={other}
              maxLength={60}
              onChange={(event) => setOther(event.target.value)}
              aria-invalid={formError ? true : undefined}
              aria-describedby={formError ? `${id}-error` : undefined}
            />
          </div>
        ) : null}
        <div className="col-12 col-sm-auto">
          <button type="submit" className="btn btn-primary" disabled={adding}>
            {adding ? t('Saving...') : t('Add skill')}
          </button>
        </div>
        {formError ? (
          <p id={`${id}-error`} className="text-danger small mb-0" role="alert">
            {translate(formError)}
          </p>
        ) : null}
      </form>
    </CardSection>
  );
}
