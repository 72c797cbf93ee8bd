import { Button, Callout, FileInput, H4, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { type CSSProperties, type FormEvent, type InputHTMLAttributes, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { PageCard } from '@/components/page-card.tsx';
import { showMessage } from '@/components/toaster.tsx';
import { useSendCommandMutation } from '@/lib/commands.ts';
import { HttpError } from '@/lib/http.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { type Palette, useGetLogoQuery } from '@/lib/tenant.ts';
import { uploadFile } from '@/lib/upload.ts';
import { partnerInvalidates, type SalesPartnerDetail, useGetSalesPartnerQuery } from '../api.ts';
import { problemOf, refusalTarget } from '../command-problem.ts';
import { usePartnerParams } from '../partner-routes.ts';
import { colorProblem, logoFileProblem } from '../upload-rules.ts';
import { Field } from './form-field.tsx';
import { LoadState } from './load-state.tsx';
import './sales-partners.css';

const DEFAULT_COLOR = '#3F56D1';

/** /customer-management/sales-partner/{id}/design: logo, colour and palette (ChangeSalesPartnerDesign). */
export function DesignPage() {
  const { t } = useTranslation();
  const { salesPartnerId } = usePartnerParams();
  const { data: partner, isError } = useGetSalesPartnerQuery(salesPartnerId);
  return (
    <PageCard title={t('routes.design')} testId="sales-partner-design">
      {partner ? <DesignForm key={partner.updatedAt} partner={partner} /> : <LoadState failed={isError} />}
    </PageCard>
  );
}

function DesignForm({ partner }: { partner: SalesPartnerDetail }) {
  const { t } = useTranslation();
  const [send] = useSendCommandMutation();
  const { data: currentLogo } = useGetLogoQuery(partner.id);
  const [color, setColor] = useState(partner.design?.color ?? DEFAULT_COLOR);
  const [palette, setPalette] = useState<Palette>(partner.design?.colorPalette ?? 'cold');
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // The chosen file's preview URL lives as long as the choice.
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (file: File | null) => {
    const problem = file ? logoFileProblem(file) : null;
    setErrors(problem ? { logo: problem } : {});
    setLogo(problem ? null : file);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = colorProblem(color);
    if (problem) return setErrors({ color: problem });
    setBusy(true);
    try {
      const logoHash = logo ? (await uploadFile(logo)).hash : (partner.design?.logo ?? null);
      const result = await send({
        type: 'ChangeSalesPartnerDesign',
        data: { salesPartnerId: partner.id, color, colorPalette: palette, logo: logoHash, favicon: partner.design?.favicon ?? null },
        invalidates: [...partnerInvalidates(partner.id), { type: 'DESIGN', id: partner.id }],
      });
      if (result.error) {
        const target = refusalTarget(problemOf(result.error), ['color', 'colorPalette', 'logo']);
        if ('fields' in target) setErrors(target.fields);
        else showMessage(messageFromProblem(target.toast));
        return;
      }
      showMessage({ type: 'success', key: 'salesPartners.messages.designSaved' });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setErrors({ logo: { key: error.problem.code === 'INVALID_FILE' ? 'salesPartners.design.wrongFileType' : 'errorInfo.invalid', params: {} } });
    } finally {
      setBusy(false);
    }
  };

  const shownLogo = preview ?? currentLogo ?? null;
  const previewStyle = { '--bp-intent-primary-rest': color, '--bp-intent-primary-hover': color } as CSSProperties;
  return (
    <form className="portal-sp-detail" noValidate onSubmit={(e) => void save(e)}>
      <div className="portal-sp-grid">
        <Field path="logo" label={t('salesPartners.design.logo')} errors={errors}>
          <FileInput
            fill
            text={logo?.name ?? t('salesPartners.design.chooseLogo')}
            buttonText={t('salesPartners.documents.browse')}
            inputProps={{ accept: 'image/png,image/jpeg,.png,.jpg,.jpeg', 'data-testid': 'sp-design-logo' } as InputHTMLAttributes<HTMLInputElement>}
            onInputChange={(e) => pick(e.currentTarget.files?.[0] ?? null)}
          />
        </Field>
        <Field path="color" label={t('salesPartners.design.color')} errors={errors}>
          <InputGroup
            data-testid="sp-design-color"
            value={color}
            onValueChange={(value) => setColor(value.trim())}
            leftElement={<input type="color" aria-label={t('salesPartners.design.color')} value={colorProblem(color) ? DEFAULT_COLOR : color} onChange={(e) => setColor(e.currentTarget.value.toUpperCase())} />}
          />
        </Field>
        <RadioGroup label={t('salesPartners.design.palette')} selectedValue={palette} onChange={(e) => setPalette(e.currentTarget.value as Palette)} inline>
          <Radio value="cold" label={t('salesPartners.design.cold')} data-testid="sp-design-cold" />
          <Radio value="warm" label={t('salesPartners.design.warm')} data-testid="sp-design-warm" />
        </RadioGroup>
      </div>
      <H4>{t('salesPartners.design.preview')}</H4>
      <div className="portal-sp-preview" style={previewStyle} data-testid="sp-design-preview" data-palette={palette}>
        {shownLogo ? <img src={shownLogo} alt={t('salesPartners.design.logo')} /> : <Callout>{t('salesPartners.design.noLogo')}</Callout>}
        <span className="portal-sp-swatch" style={{ background: colorProblem(color) ? DEFAULT_COLOR : color }} />
        <Button intent="primary">{partner.name}</Button>
        <span>{t(`salesPartners.design.${palette}`)}</span>
      </div>
      <div className="portal-sp-actions">
        <Button type="submit" intent="primary" loading={busy} data-testid="sp-design-save">
          {t('salesPartners.actions.save')}
        </Button>
      </div>
    </form>
  );
}
