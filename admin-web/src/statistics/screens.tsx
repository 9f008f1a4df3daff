import {
  Create,
  CreateButton,
  Edit,
  List,
  SimpleForm,
  TextInput,
  TopToolbar,
  TextField,
  Labeled,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Alert, Box, CardContent, Typography } from '@mui/material';
import { FALLBACK_STATISTICS, type Locale, localeDigits, type Statistic, STATISTIC_RULES } from '@institute/shared';
import { BilingualInput } from '../components/BilingualInput';
import { NepaliBadge } from '../components/NepaliBadge';
import { CardGrid } from '../components/CardGrid';
import { CardEditDelete, FormToolbar } from '../components/RecordActions';
import { fieldValidator, tableValidator } from '../lib/validation';

function StatisticCard({
  s,
  showKey = true,
}: {
  s: Pick<Statistic, 'key' | 'value' | 'label'> & { description?: string | null };
  showKey?: boolean;
}) {
  return (
    <CardContent>
      <Typography variant="h4" component="p">
        {s.value}
      </Typography>
      <Typography variant="subtitle1" component="h2">
        {s.label}
      </Typography>
      {showKey ? (
        <Typography variant="caption" color="text.secondary">
          {s.key}
        </Typography>
      ) : null}
      {s.description ? (
        <Typography variant="body2" color="text.secondary">
          {s.description}
        </Typography>
      ) : null}
    </CardContent>
  );
}

/**
 * When the server has none, four defaults are shown, not stored (docs/back-office.md, Screens), in
 * the screen's language; their keys, code that names no stored record, only in English.
 */
function DefaultStatistics() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.statistics.defaultsShown')}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {FALLBACK_STATISTICS.map((s) => (
          <Box key={s.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
            <StatisticCard
              s={{
                key: s.key,
                value: localeDigits(s.value, locale as Locale),
                label: translate(`app.statistics.defaults.${s.key}`, { _: s.label }),
              }}
              showKey={locale !== 'ne'}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function StatisticList() {
  const translate = useTranslate();
  return (
    <List
      title="app.statistics.title"
      perPage={100}
      pagination={false}
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton label="app.statistics.add" />
        </TopToolbar>
      }
    >
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {translate('app.statistics.orderNote')}
      </Alert>
      <CardGrid<Statistic>
        empty={<DefaultStatistics />}
        render={(s) => (
          <>
            <StatisticCard s={s} />
            <CardContent sx={{ py: 0 }}>
              <NepaliBadge resource="statistics" record={s} />
            </CardContent>
            <CardEditDelete record={s} />
          </>
        )}
      />
    </List>
  );
}

const validateCreate = tableValidator(STATISTIC_RULES);

const StatisticCreate = () => (
  <Create title="app.statistics.add" redirect="list">
    <SimpleForm noValidate toolbar={<FormToolbar />} validate={validateCreate}>
      <TextInput source="key" helperText="app.statistics.keyHelp" fullWidth />
      <BilingualInput source="label" fullWidth />
      <TextInput source="value" helperText="app.statistics.valueHelp" fullWidth />
      <BilingualInput source="description" fullWidth multiline />
    </SimpleForm>
  </Create>
);

/** Edit changes the value and the Nepali label and description; the key and English texts stay as created. */
const StatisticEdit = () => (
  <Edit title="app.statistics.edit" redirect="list" mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<FormToolbar />}>
      <Labeled>
        <TextField source="key" />
      </Labeled>
      <BilingualInput source="label" fullWidth englishReadOnly />
      <TextInput source="value" validate={fieldValidator(STATISTIC_RULES.value)} fullWidth />
      <BilingualInput source="description" fullWidth multiline englishReadOnly />
    </SimpleForm>
  </Edit>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: StatisticList,
  create: StatisticCreate,
  edit: StatisticEdit,
};
