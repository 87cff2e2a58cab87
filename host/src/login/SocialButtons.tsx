import { socialProvider, type SocialProvider } from '@console/core';
import { PROVIDER_LABELS } from './social';

const PROVIDERS: { name: SocialProvider; colour: string }[] = [
  { name: 'facebook', colour: '#1877f2' },
  { name: 'twitter', colour: '#1d9bf0' },
];

interface Props {
  /** `?provider=` of the login URL ('messenger' means facebook): that button is emphasised. */
  requested: string | null;
  disabled?: boolean;
  onChoose(name: string): void;
}

/** Social sign-in buttons (facebook, twitter; messenger signs in through facebook). */
export function SocialButtons({ requested, disabled, onChoose }: Props) {
  const preferred = socialProvider(requested);
  return (
    <>
      <div className="kf-divider">o continúa con</div>
      <div className="kf-social">
        {PROVIDERS.map(({ name, colour }) => (
          <button
            key={name}
            type="button"
            className={`kf-button ${preferred === name ? 'kf-primary' : 'kf-secondary'}`}
            disabled={disabled}
            onClick={() => onChoose(requested && preferred === name ? requested : name)}
          >
            <span className="kf-dot" style={{ background: colour }} aria-hidden="true" />
            {PROVIDER_LABELS[name]}
          </button>
        ))}
      </div>
    </>
  );
}
