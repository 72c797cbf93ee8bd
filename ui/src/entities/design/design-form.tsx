import { Button, FileInput, FormGroup, H4, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { type Palette, useGetLogoQuery } from '@/lib/tenant.ts';
import { DesignPreview } from './design-preview.tsx';
import { type DesignedPartner, useDesignDraft } from './use-design-draft.ts';
import './design-form.css';

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
  const { data: currentLogo } = useGetLogoQuery(partner.id);
  const { color, setColor, swatch, palette, setPalette, logo, pick, preview, errors, busy, save } = useDesignDraft(partner, texts);
  const text = (key: string) => t(`${texts}.${key}`);
  const id = (part: string) => `${testIds.field}-${part}`;
  const message = (found: FieldMessage | undefined, field: string): ReactNode =>
    found ? <span data-testid={`${testIds.error}-${field}-error`}>{t(found.key, found.params)}</span> : undefined;
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
      <DesignPreview partnerName={partner.name} logo={preview ?? currentLogo ?? null} swatch={swatch} palette={palette} text={text} testId={id('preview')} />
      <div className="portal-design-actions">
        <Button type="submit" intent="primary" loading={busy} data-testid={id('save')}>
          {text('save')}
        </Button>
      </div>
    </form>
  );
}
