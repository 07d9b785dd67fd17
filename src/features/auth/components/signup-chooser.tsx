// The sign-up chooser (spec section 2): Creative or Partner cards, Next; businesses register from a link.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

const cards = [
  {
    key: 'creative',
    title: msg('Creative'),
    text: msg('I am a creative: show my work, find training, tools and funding.'),
    to: paths.creative,
  },
  {
    key: 'partner',
    title: msg('Partner'),
    text: msg('We are an organisation that wants to support creatives.'),
    to: paths.partner,
  },
] as const;

export function SignupChooser() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<(typeof cards)[number]['key'] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // Last of the hooks: this may be the first screen to ask for the auth catalogue, and suspend here (use-t.ts).
  const { t } = useT('auth');

  function onNext() {
    const card = cards.find((c) => c.key === selected);
    if (!card) {
      setAlert(msg('Please select a card before proceeding.'));
      return;
    }
    void navigate(card.to);
  }

  return (
    <div className="signup-chooser">
      <fieldset>
        <legend className="h5">{t('How will you use the portal?')}</legend>
        <div className="row g-3">
          {cards.map((card) => (
            <div className="col-12 col-md-6" key={card.key}>
              <label
                className={`card h-100 p-3 chooser-card${selected === card.key ? ' border-primary border-2' : ''}`}
              >
                <span className="d-flex gap-2 align-items-start">
                  <input
                    type="radio"
                    name="account-kind"
                    className="form-check-input mt-1"
                    value={card.key}
                    checked={selected === card.key}
                    onChange={() => {
                      setSelected(card.key);
                      setAlert(null);
                    }}
                  />
                  <span>
                    <span className="h5 d-block">{t(card.title)}</span>
                    <span className="text-muted">{t(card.text)}</span>
                  </span>
                </span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {alert ? (
        <div className="alert alert-warning mt-3" role="alert">
          {t(alert)}
        </div>
      ) : null}
      <button type="button" className="btn btn-primary mt-3" onClick={onNext}>
        {t('Next')}
      </button>
      <p className="mt-4">
        {/* Question and link apart (not rich()): the landing page's first load has no room for rich's chunk. */}
        {t('Registering a business?')} <Link to={paths.business}>{t('Register your business')}</Link>
      </p>
      <p>
        {t('Already have an account?')} <Link to={paths.login}>{t('Login')}</Link>
      </p>
    </div>
  );
}
