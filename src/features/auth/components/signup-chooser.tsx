// The sign-up chooser (spec section 2): Creative or Partner cards, Next; businesses register from a link.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

const cards = [
  { key: 'creative', title: 'Creative', text: 'I am a creative: show my work, find training, tools and funding.', to: paths.creative },
  { key: 'partner', title: 'Partner', text: 'We are an organisation that wants to support creatives.', to: paths.partner },
] as const;

export function SignupChooser() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<(typeof cards)[number]['key'] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  function onNext() {
    const card = cards.find((c) => c.key === selected);
    if (!card) {
      setAlert('Please select a card before proceeding.');
      return;
    }
    void navigate(card.to);
  }

  return (
    <div className="signup-chooser">
      <fieldset>
        <legend className="h5">How will you use the portal?</legend>
        <div className="row g-3">
          {cards.map((card) => (
            <div className="col-12 col-md-6" key={card.key}>
              <label className={`card h-100 p-3 chooser-card${selected === card.key ? ' border-primary border-2' : ''}`}>
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
                    <span className="h5 d-block">{card.title}</span>
                    <span className="text-muted">{card.text}</span>
                  </span>
                </span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {alert ? (
        <div className="alert alert-warning mt-3" role="alert">
          {alert}
        </div>
      ) : null}
      <button type="button" className="btn btn-primary mt-3" onClick={onNext}>
        Next
      </button>
      <p className="mt-4">
        Registering a business? <Link to={paths.business}>Register your business</Link>
      </p>
      <p>
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
    </div>
  );
}
