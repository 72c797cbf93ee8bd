import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import type { CaptchaImage } from '../api.ts';

/** The captcha image (an SVG as an image, so nothing in it runs), a reload and the answer. */
export function CaptchaField({
  image,
  value,
  onChange,
  onReload,
  error,
  loading,
  failed,
}: {
  image: CaptchaImage | undefined;
  value: string;
  onChange: (value: string) => void;
  onReload: () => void;
  error: FieldMessage | undefined;
  loading: boolean;
  /** The image could not be loaded: say so beside the reload. */
  failed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="portal-captcha">
      <div className="portal-captcha-image">
        {image && <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg)}`} alt={t('registration.captchaAlt')} data-testid="captcha-image" data-captcha-id={image.captchaId} />}
        {failed && !loading && <span className="bp6-text-muted" data-testid="captcha-failed">{t('registration.captchaFailed')}</span>}
        <Button variant="minimal" onClick={onReload} loading={loading} data-testid="captcha-reload">
          {t('registration.captchaReload')}
        </Button>
      </div>
      <TextField id="registration-captcha" name="captcha" label={t('registration.captcha')} value={value} onChange={onChange} maxLength={4} autoComplete="off" error={error} />
    </div>
  );
}
