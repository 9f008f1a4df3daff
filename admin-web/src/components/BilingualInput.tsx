import { useId } from 'react';
import {
  FormGroupContextProvider,
  TextInput,
  type TextInputProps,
  TranslatableContextProvider,
  TranslatableInputsTab,
  useTranslatable,
  useTranslatableContext,
  useTranslateLabel,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AppBar, Box, Tabs } from '@mui/material';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@institute/shared';
import { HAS_NEPALI, isNepaliText, NEPALI, nepaliSource } from '../lib/nepali';

/** English | नेपाली tabs; the Nepali one reads 'नेपाली ✓' while the field has a Nepali text. */
function LanguageTabs({ groupKey, nepaliFilled }: { groupKey: string; nepaliFilled: boolean }) {
  const { selectedLocale, selectLocale } = useTranslatableContext();
  return (
    <AppBar color="default" position="static" elevation={0} sx={{ border: 1, borderColor: 'divider', borderRadius: '4px 4px 0 0' }}>
      <Tabs value={selectedLocale} onChange={(_e, locale: string) => selectLocale(locale)} sx={{ minHeight: 24 }}>
        {LOCALES.map((locale) => (
          <TranslatableInputsTab
            key={locale}
            value={locale}
            locale={locale}
            groupKey={groupKey}
            lang={locale}
            label={locale === 'ne' && nepaliFilled ? HAS_NEPALI : LOCALE_NAMES[locale]}
            // A language's name is written as it is ('English', as the public site's switch has it), not in capitals.
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
    </AppBar>
  );
}

export type BilingualInputProps = TextInputProps & {
  /** The English text is shown, not edited (a statistic's label after create); the Nepali one is edited. */
  englishReadOnly?: boolean;
};

/**
 * A translatable field (libs TRANSLATABLE) as an English | नेपाली pair: react-admin's
 * TranslatableInputs tabs, the English input on the record's own field (`title`), the Nepali one
 * (`lang="ne"`) on `translations.ne.title`. The form sends the whole `translations.ne` it holds;
 * the API merges it, and an emptied Nepali input is sent as null, which removes that text.
 * `validate` is the English field's rules (required and the like): a Nepali text is optional, its
 * bounds those of the English field (the form's own validate where it checks them, else the
 * server, whose 400 marks the Nepali input). Every other prop goes to both inputs.
 */
export function BilingualInput({ source, label, validate, englishReadOnly, readOnly, ...props }: BilingualInputProps) {
  const context = useTranslatable({ defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES] });
  const translateLabel = useTranslateLabel();
  const englishLabel = translateLabel({ label, source, resource: props.resource });
  const nepali = useWatch({ name: nepaliSource(source) }) as unknown;
  // Tab and panel ids are unique on the page, whatever the source's characters.
  const groupKey = `${useId()}-`;
  const panel = (locale: Locale) => ({
    role: 'tabpanel',
    id: `translatable-content-${groupKey}${locale}`,
    'aria-labelledby': `translatable-header-${groupKey}${locale}`,
    hidden: context.selectedLocale !== locale,
    sx: { border: 1, borderTop: 0, borderColor: 'divider', borderRadius: '0 0 4px 4px', px: 2, pt: 1 },
  });
  return (
    <Box sx={{ width: props.fullWidth ? '100%' : undefined, mt: 1, mb: 1 }} data-testid={`bilingual-${source}`}>
      <TranslatableContextProvider value={context}>
        <LanguageTabs groupKey={groupKey} nepaliFilled={isNepaliText(nepali)} />
        <FormGroupContextProvider name={`${groupKey}en`}>
          <Box {...panel('en')}>
            <TextInput {...props} source={source} label={label} validate={validate} readOnly={readOnly || englishReadOnly} />
          </Box>
        </FormGroupContextProvider>
        <FormGroupContextProvider name={`${groupKey}ne`}>
          <Box {...panel('ne')}>
            <TextInput
              {...props}
              source={nepaliSource(source)}
              label={typeof englishLabel === 'string' ? `${englishLabel} (${NEPALI})` : englishLabel}
              readOnly={readOnly}
              slotProps={{ ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, lang: 'ne' } }}
            />
          </Box>
        </FormGroupContextProvider>
      </TranslatableContextProvider>
    </Box>
  );
}
