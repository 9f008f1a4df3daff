import { useMemo, useState } from 'react';
import {
  BooleanInput,
  Form,
  SaveButton,
  TextInput,
  Title,
  useDataProvider,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
  type ValidationErrorMessage,
} from 'react-admin';
import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import {
  SITE_SETTING_DEFAULTS,
  SITE_SETTING_KEYS,
  SITE_SETTING_TYPES,
  siteSettingError,
  type SiteSetting,
  type SiteSettingKey,
  defaultListSort,
  isFlagOn,
} from '@institute/shared';
import { BilingualInput } from '../components/BilingualInput';
import { UploadField } from '../components/UploadField';
import { successMessage } from '../i18n/notices';
import { useCan } from '../lib/rights';
import { translatableMessage } from '../lib/validation';

/** The settings with a size hint (`app.siteConfiguration.sizeHints.<key>`): the images. */
const SIZE_HINTS: ReadonlySet<SiteSettingKey> = new Set(['logoUrl', 'faviconUrl', 'heroImage', 'aboutImage']);

/** The cards, by their title's key (`app.siteConfiguration.groups.<group>`), and their settings. */
const GROUPS: { group: string; keys: SiteSettingKey[] }[] = [
  { group: 'basic', keys: ['siteName', 'siteDescription', 'contactPhone', 'contactEmail'] },
  { group: 'branding', keys: ['logoUrl', 'faviconUrl'] },
  { group: 'images', keys: ['heroImage', 'aboutImage'] },
  { group: 'social', keys: ['facebookUrl', 'twitterUrl', 'linkedinUrl', 'youtubeUrl', 'instagramUrl'] },
  { group: 'notifications', keys: ['notificationEmail'] },
  { group: 'security', keys: ['twoFactorRequiredForAdmins'] },
];

/**
 * The text settings the public site shows (a name, a description) are written in English and
 * Nepali; links, addresses and flags are one value.
 */
const TEXT_KEYS = SITE_SETTING_KEYS.filter((key) => SITE_SETTING_TYPES[key] === 'text');

/** The form's values: each setting's value by its key, and each text setting's Nepali value at `translations.ne.<key>`. */
type ConfigurationValues = Record<string, unknown> & { translations?: { ne?: Record<string, string | null> } };

/**
 * Each value is checked by its kind with libs' siteSettingError, as the API checks it; a Nepali
 * value within the English one's bounds. The messages are shown in the staff's language (translatableMessage).
 */
const validate = (values: ConfigurationValues) => {
  const errors: Record<string, unknown> = {};
  for (const key of SITE_SETTING_KEYS) {
    const message = siteSettingError(key, values[key] ?? '');
    if (message) errors[key] = translatableMessage(message);
  }
  const nepaliErrors: Record<string, ValidationErrorMessage> = {};
  for (const key of TEXT_KEYS) {
    const message = siteSettingError(key, values.translations?.ne?.[key] ?? '');
    if (message) nepaliErrors[key] = translatableMessage(message);
  }
  if (Object.keys(nepaliErrors).length) errors.translations = { ne: nepaliErrors };
  return errors;
};

/** A setting's input, labelled by `app.siteConfiguration.labels.<key>`. */
function SettingInput({ k }: { k: SiteSettingKey }) {
  const translate = useTranslate();
  const type = SITE_SETTING_TYPES[k];
  const label = translate(`app.siteConfiguration.labels.${k}`);
  if (type === 'flag') {
    // Stored as the text 'true' when on, '' when off (libs isFlagOn).
    return (
      <BooleanInput source={k} label={label} format={(v: unknown) => isFlagOn(String(v ?? ''))} parse={(v: boolean) => (v ? 'true' : '')} />
    );
  }
  if (type === 'image') {
    return (
      <UploadField
        source={k}
        label={label}
        kind="image"
        helperText={SIZE_HINTS.has(k) ? translate(`app.siteConfiguration.sizeHints.${k}`) : undefined}
        previewErrorText={translate('app.siteConfiguration.previewError')}
      />
    );
  }
  if (type === 'text') return <BilingualInput source={k} label={label} fullWidth multiline={k === 'siteDescription'} />;
  return <TextInput source={k} label={label} fullWidth type={type === 'email' ? 'email' : 'text'} />;
}

/** Site Configuration: four cards and one 'Save Configuration' button (one PUT per setting). */
export function SiteConfiguration() {
  const translate = useTranslate();
  const allowed = useCan('settings', 'manage');
  const { data, isPending } = useGetList<SiteSetting>(
    'site-settings',
    { pagination: { page: 1, perPage: 100 }, sort: defaultListSort('site-settings') },
    { enabled: allowed },
  );
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);

  // Default contact phone and e-mail are shown when unset (docs/behaviour.md, Built-in defaults).
  const record = useMemo(() => {
    const values: Record<string, string> = { id: 'site-settings' };
    const nepali: Record<string, string> = {};
    for (const key of SITE_SETTING_KEYS) values[key] = '';
    for (const key of TEXT_KEYS) nepali[key] = '';
    values.contactPhone = SITE_SETTING_DEFAULTS.contactPhone;
    values.contactEmail = SITE_SETTING_DEFAULTS.contactEmail;
    for (const s of data ?? []) {
      if (s.value) values[s.key] = s.value;
      if (s.key in nepali) nepali[s.key] = s.translations?.ne?.value ?? '';
    }
    return { ...values, translations: { ne: nepali } };
  }, [data]);

  if (!allowed) return <Typography sx={{ p: 2 }}>{translate('app.siteConfiguration.onlyAdmins')}</Typography>;

  const save = async (values: ConfigurationValues) => {
    setSaving(true);
    try {
      for (const key of SITE_SETTING_KEYS) {
        const data: Pick<SiteSetting, 'value'> & Partial<Pick<SiteSetting, 'translations'>> = { value: String(values[key] ?? '') };
        // A text setting's Nepali value is sent as the form holds it; '' removes it (docs/api.md, Languages).
        if (TEXT_KEYS.includes(key)) data.translations = { ne: { value: String(values.translations?.ne?.[key] ?? '') } };
        await dataProvider.update('site-settings', { id: key, data, previousData: { id: key } });
      }
      notify(successMessage('site-settings', 'update'), { type: 'info' });
      refresh();
    } catch (error) {
      const reason = (error as Error).message.split('\n').slice(-1)[0] || translate('app.siteConfiguration.updateFailed');
      notify(`${translate('app.siteConfiguration.error')}\n${reason}`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.menu.siteConfiguration')} />
      {isPending ? (
        <Skeleton variant="rectangular" height={400} />
      ) : (
        <Form record={record} onSubmit={save} validate={validate} noValidate>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {GROUPS.map((g) => (
              <Card key={g.group}>
                <CardHeader title={translate(`app.siteConfiguration.groups.${g.group}`)} />
                <CardContent>
                  {g.keys.map((k) => (
                    <SettingInput key={k} k={k} />
                  ))}
                </CardContent>
              </Card>
            ))}
          </Box>
          <Box sx={{ mt: 2 }}>
            <SaveButton label="app.siteConfiguration.save" alwaysEnable disabled={saving} />
          </Box>
        </Form>
      )}
    </Box>
  );
}
