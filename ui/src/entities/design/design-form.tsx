import { Button, Callout, FileInput, FormGroup, H4, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { type CSSProperties, type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldMessage } from '@/components/forms/field-errors.ts';
import { showMessage } from '@/components/toaster.tsx';
import { refusalOf, savedMessage } from '@/components/forms/command-refusal.ts';
import { useCommand } from '@/lib/commands.ts';
import { HttpError } from '@/lib/http.ts';
import { type Palette, useGetLogoQuery } from '@/lib/tenant.ts';
import { uploadFile } from '@/lib/upload.ts';
import { changeSalesPartnerDesign } from './design-commands.ts';
import { colorProblem, logoFileProblem } from './design-rules.ts';
import './design-form.css';

const DEFAULT_COLOR = '#3F56D1';

/** The partner whose design the form changes, as both the admin's and the own account's reads give it. */
export interface DesignedPartner {
  id: string;
  name: string;
  /** Logo and favicon are blob hashes (POST /api/uploads); null for the platform default. */
  design: { color: string; colorPalette: Palette; logo: string | null; favicon: string | null } | null;
}

export interface DesignFormProps {
  partner: DesignedPartner;
  /** The catalogue section of the page's texts, e.g. `salesPartners.design`. */
  texts: string;
  /** Test ids: `${field}-logo`, `${field}-save`, … and `${error}-logo-error`. */
  testIds: { field: string; error: string };
}

/**
 * Logo, colour and palette of a sales partner with a preview (ChangeSalesPartnerDesign): the
 * admin's partner design page and the partner's own design page differ only in what they pass.
 * Mount it with `key={partner.updatedAt}` so a saved design starts the form afresh.
 */
export function DesignForm({ partner, texts, testIds }: DesignFormProps) {
  const { t } = useTranslation();
  const [send] = useCommand(changeSalesPartnerDesign);
  const { data: currentLogo } = useGetLogoQuery(partner.id);
  const [color, setColor] = useState(partner.design?.color ?? DEFAULT_COLOR);
  const [palette, setPalette] = useState<Palette>(partner.design?.colorPalette ?? 'cold');
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const text = (key: string) => t(`${texts}.${key}`);
  const id = (part: string) => `${testIds.field}-${part}`;

  // The chosen file's preview URL lives as long as the choice.
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (file: File | null) => {
    const problem = file ? logoFileProblem(file, texts) : null;
    setErrors(problem ? { logo: problem } : {});
    setLogo(problem ? null : file);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = colorProblem(color, texts);
    if (problem) return setErrors({ color: problem });
    setBusy(true);
    try {
      const logoHash = logo ? (await uploadFile(logo)).hash : (partner.design?.logo ?? null);
      const result = await send({ salesPartnerId: partner.id, color, colorPalette: palette, logo: logoHash, favicon: partner.design?.favicon ?? null });
      if (result.error) {
        const refusal = refusalOf(result.error, ['color', 'logo']);
        if (refusal.kind === 'fields') setErrors(refusal.errors);
        else showMessage(refusal.kind === 'toast' ? refusal.message : { type: 'error', key: refusal.message.key });
        return;
      }
      setLogo(null);
      showMessage(savedMessage);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setErrors({ logo: { key: error.problem.code === 'INVALID_FILE' ? `${texts}.wrongFileType` : 'errorInfo.invalid', params: {} } });
    } finally {
      setBusy(false);
    }
  };

  const message = (found: FieldMessage | undefined, field: string): ReactNode =>
    found ? <span data-testid={`${testIds.error}-${field}-error`}>{t(found.key, found.params)}</span> : undefined;
  const shownLogo = preview ?? currentLogo ?? null;
  // An unfinished colour in the text field keeps the picker and the preview on the default.
  const swatch = colorProblem(color, texts) ? DEFAULT_COLOR : color;
  const previewStyle = { '--bp-intent-primary-rest': swatch, '--bp-intent-primary-hover': swatch } as CSSProperties;
  return (
    <form className="portal-design-form" noValidate onSubmit={(e) => void save(e)} data-testid={id('form')}>
      <div className="portal-design-fields">
        <FormGroup label={text('logo')} intent={errors.logo ? 'danger' : 'none'} helperText={message(errors.logo, 'logo') ?? text('logoHint')}>
          <FileInput
            fill
            text={logo?.name ?? text('chooseLogo')}
            buttonText={text('browse')}
            inputProps={{ accept: 'image/png,image/jpeg,.png,.jpg,.jpeg', 'data-testid': id('logo') } as InputHTMLAttributes<HTMLInputElement>}
            onInputChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        <FormGroup label={text('color')} labelFor={id('color')} intent={errors.color ? 'danger' : 'none'} helperText={message(errors.color, 'color')}>
          <InputGroup
            id={id('color')}
            data-testid={id('color')}
            value={color}
            onValueChange={(value) => setColor(value.trim())}
            leftElement={<input type="color" aria-label={text('color')} value={swatch} onChange={(e) => setColor(e.currentTarget.value.toUpperCase())} />}
          />
        </FormGroup>
        <RadioGroup label={text('palette')} selectedValue={palette} onChange={(e) => setPalette(e.currentTarget.value as Palette)} inline>
          <Radio value="cold" label={text('cold')} data-testid={id('cold')} />
          <Radio value="warm" label={text('warm')} data-testid={id('warm')} />
        </RadioGroup>
      </div>
      <H4>{text('preview')}</H4>
      <div className="portal-design-preview" style={previewStyle} data-testid={id('preview')} data-palette={palette}>
        {shownLogo ? <img src={shownLogo} alt={text('logo')} /> : <Callout>{text('noLogo')}</Callout>}
        <span className="portal-design-swatch" style={{ background: swatch }} />
        <Button intent="primary">{partner.name}</Button>
        <span>{text(palette)}</span>
      </div>
      <div className="portal-design-actions">
        <Button type="submit" intent="primary" loading={busy} data-testid={id('save')}>
          {text('save')}
        </Button>
      </div>
    </form>
  );
}
