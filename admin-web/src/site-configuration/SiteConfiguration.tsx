import { useMemo, useState } from 'react';
import { BooleanInput, Form, SaveButton, TextInput, Title, useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
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
import { successMessage } from '../providers/messages';
import { useCan } from '../lib/rights';

const LABELS: Record<SiteSettingKey, string> = {
  siteName: 'Site name',
  siteDescription: 'Site description',
  logoUrl: 'Logo URL',
  faviconUrl: 'Favicon URL',
  heroImage: 'Hero section image',
  aboutImage: 'About section image',
  facebookUrl: 'Facebook',
  twitterUrl: 'Twitter / X',
  linkedinUrl: 'LinkedIn',
  youtubeUrl: 'YouTube',
  instagramUrl: 'Instagram',
  contactPhone: 'Contact phone',
  contactEmail: 'Contact e-mail',
  notificationEmail: 'Notification e-mail (told of new applications and messages)',
  twoFactorRequiredForAdmins: 'Require two-factor authentication for administrators',
};

const SIZE_HINTS: Partial<Record<SiteSettingKey, string>> = {
  logoUrl: 'Recommended 120x40',
  faviconUrl: 'Recommended 32x32',
  heroImage: 'Recommended 800x600 or larger',
  aboutImage: 'Recommended 600x400 or larger',
};

const GROUPS: { title: string; keys: SiteSettingKey[] }[] = [
  { title: 'Basic Information', keys: ['siteName', 'siteDescription', 'contactPhone', 'contactEmail'] },
  { title: 'Branding', keys: ['logoUrl', 'faviconUrl'] },
  { title: 'Section Images', keys: ['heroImage', 'aboutImage'] },
  { title: 'Social Media Links', keys: ['facebookUrl', 'twitterUrl', 'linkedinUrl', 'youtubeUrl', 'instagramUrl'] },
  { title: 'Notifications', keys: ['notificationEmail'] },
  { title: 'Security', keys: ['twoFactorRequiredForAdmins'] },
];

/**
 * The text settings the public site shows (a name, a description) are written in English and
 * Nepali; links, addresses and flags are one value.
 */
const TEXT_KEYS = SITE_SETTING_KEYS.filter((key) => SITE_SETTING_TYPES[key] === 'text');

/** The form's values: each setting's value by its key, and each text setting's Nepali value at `translations.ne.<key>`. */
type ConfigurationValues = Record<string, unknown> & { translations?: { ne?: Record<string, string | null> } };

/** Each value is checked by its kind with libs' siteSettingError, as the API checks it; a Nepali value within the English one's bounds. */
const validate = (values: ConfigurationValues) => {
  const errors: Record<string, unknown> = {};
  for (const key of SITE_SETTING_KEYS) {
    const message = siteSettingError(key, values[key] ?? '');
    if (message) errors[key] = message;
  }
  const nepaliErrors: Record<string, string> = {};
  for (const key of TEXT_KEYS) {
    const message = siteSettingError(key, values.translations?.ne?.[key] ?? '');
    if (message) nepaliErrors[key] = message;
  }
  if (Object.keys(nepaliErrors).length) errors.translations = { ne: nepaliErrors };
  return errors;
};

function SettingInput({ k }: { k: SiteSettingKey }) {
  const type = SITE_SETTING_TYPES[k];
  if (type === 'flag') {
    // Stored as the text 'true' when on, '' when off (libs isFlagOn).
    return (
      <BooleanInput
        source={k}
        label={LABELS[k]}
        format={(v: unknown) => isFlagOn(String(v ?? ''))}
        parse={(v: boolean) => (v ? 'true' : '')}
      />
    );
  }
  if (type === 'image') {
    return (
      <UploadField
        source={k}
        label={LABELS[k]}
        kind="image"
        helperText={SIZE_HINTS[k]}
        previewErrorText="Failed to load image. Please check the URL."
      />
    );
  }
  if (type === 'text') return <BilingualInput source={k} label={LABELS[k]} fullWidth multiline={k === 'siteDescription'} />;
  return <TextInput source={k} label={LABELS[k]} fullWidth type={type === 'email' ? 'email' : 'text'} />;
}

/** Site Configuration: four cards and one 'Save Configuration' button (one PUT per setting). */
export function SiteConfiguration() {
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

  if (!allowed) return <Typography sx={{ p: 2 }}>Only administrators can change the site configuration.</Typography>;

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
      notify(`Error\n${(error as Error).message.split('\n').slice(-1)[0] || 'Failed to update site configuration'}`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Site Configuration" />
      {isPending ? (
        <Skeleton variant="rectangular" height={400} />
      ) : (
        <Form record={record} onSubmit={save} validate={validate} noValidate>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {GROUPS.map((g) => (
              <Card key={g.title}>
                <CardHeader title={g.title} />
                <CardContent>
                  {g.keys.map((k) => (
                    <SettingInput key={k} k={k} />
                  ))}
                </CardContent>
              </Card>
            ))}
          </Box>
          <Box sx={{ mt: 2 }}>
            <SaveButton label="Save Configuration" alwaysEnable disabled={saving} />
          </Box>
        </Form>
      )}
    </Box>
  );
}
