import { Button, Callout, FileInput, FormGroup, InputGroup, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { Color } from '@portal/events/sales-partner-fields';
import Value from 'typebox/value';
import { type CSSProperties, type FormEvent, type InputHTMLAttributes, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/customer/load-error.tsx';
import type { FieldMessage } from '@/components/forms/field-errors.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { refusalOf, savedMessage } from '@/components/user-pages/command-refusal.ts';
import { useSendCommandMutation } from '@/lib/commands.ts';
import { HttpError } from '@/lib/http.ts';
import { type Palette, useGetLogoQuery } from '@/lib/tenant.ts';
import { uploadFile } from '@/lib/upload.ts';
import { type AccountDetail, useGetAccountQuery } from '../api.ts';
import { logoProblem } from '../logo-rules.ts';
import './account-settings.css';

const DEFAULT_COLOR = '#3F56D1';

/** /account-settings/design: the own partner's colour, palette and logo (ChangeSalesPartnerDesign). */
export function DesignPage() {
  const { t } = useTranslation();
  const { data: account, error } = useGetAccountQuery(undefined);
  return (
    <PageCard title={t('routes.design')} testId="account-design">
      <LoadError error={error} />
      {account ? <DesignForm key={account.updatedAt} account={account} /> : !error && <Spinner />}
    </PageCard>
  );
}

function DesignForm({ account }: { account: AccountDetail }) {
  const { t } = useTranslation();
  const [send] = useSendCommandMutation();
  const { data: currentLogo } = useGetLogoQuery(account.id);
  const [color, setColor] = useState(account.design?.color ?? DEFAULT_COLOR);
  const [palette, setPalette] = useState<Palette>(account.design?.colorPalette ?? 'cold');
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'color' | 'logo', FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const colorOk = Value.Check(Color, color);

  // The chosen file's preview lives as long as the choice.
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (file: File | null) => {
    const problem = file ? logoProblem(file) : null;
    setErrors(problem ? { logo: problem } : {});
    setLogo(problem ? null : file);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!colorOk) return setErrors({ color: { key: 'accountSettings.design.wrongColor', params: {} } });
    setBusy(true);
    try {
      const logoHash = logo ? (await uploadFile(logo)).hash : (account.design?.logo ?? null);
      const result = await send({
        type: 'ChangeSalesPartnerDesign',
        data: { salesPartnerId: account.id, color, colorPalette: palette, logo: logoHash, favicon: account.design?.favicon ?? null },
        invalidates: [{ type: 'ACCOUNT', id: 'own' }, { type: 'DESIGN', id: account.id }],
      });
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
      setErrors({ logo: { key: error.problem.code === 'INVALID_FILE' ? 'accountSettings.design.wrongFileType' : 'errorInfo.invalid', params: {} } });
    } finally {
      setBusy(false);
    }
  };

  const message = (found: FieldMessage | undefined, id: string) => (found ? <span data-testid={`${id}-error`}>{t(found.key, found.params)}</span> : undefined);
  const shownLogo = preview ?? currentLogo ?? null;
  const swatch = colorOk ? color : DEFAULT_COLOR;
  const previewStyle = { '--bp-intent-primary-rest': swatch, '--bp-intent-primary-hover': swatch } as CSSProperties;
  return (
    <form noValidate onSubmit={(e) => void save(e)} data-testid="design-form">
      <div className="portal-form-grid">
        <FormGroup label={t('accountSettings.design.logo')} intent={errors.logo ? 'danger' : 'none'} helperText={message(errors.logo, 'design-logo') ?? t('accountSettings.design.logoHint')}>
          <FileInput
            fill
            text={logo?.name ?? t('accountSettings.design.chooseLogo')}
            buttonText={t('accountSettings.design.browse')}
            inputProps={{ accept: 'image/png,image/jpeg,.png,.jpg,.jpeg', 'data-testid': 'design-logo' } as InputHTMLAttributes<HTMLInputElement>}
            onInputChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        <FormGroup label={t('accountSettings.design.color')} labelFor="design-color" intent={errors.color ? 'danger' : 'none'} helperText={message(errors.color, 'design-color')}>
          <InputGroup
            id="design-color"
            data-testid="design-color"
            value={color}
            onValueChange={(value) => setColor(value.trim())}
            leftElement={<input type="color" aria-label={t('accountSettings.design.color')} value={swatch} onChange={(e) => setColor(e.currentTarget.value.toUpperCase())} />}
          />
        </FormGroup>
        <RadioGroup label={t('accountSettings.design.palette')} selectedValue={palette} onChange={(e) => setPalette(e.currentTarget.value as Palette)} inline>
          <Radio value="cold" label={t('accountSettings.design.cold')} data-testid="design-cold" />
          <Radio value="warm" label={t('accountSettings.design.warm')} data-testid="design-warm" />
        </RadioGroup>
      </div>
      <div className="portal-design-preview" style={previewStyle} data-testid="design-preview" data-palette={palette}>
        {shownLogo ? <img src={shownLogo} alt={t('accountSettings.design.logo')} /> : <Callout>{t('accountSettings.design.noLogo')}</Callout>}
        <Button intent="primary">{account.name}</Button>
      </div>
      <div className="portal-form-actions">
        <Button type="submit" intent="primary" loading={busy} data-testid="design-save">
          {t('accountSettings.design.save')}
        </Button>
      </div>
    </form>
  );
}
