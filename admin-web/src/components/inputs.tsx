import type { ReactNode } from 'react';
import { BooleanInput, NumberInput, SimpleForm } from 'react-admin';
import { FormToolbar } from './RecordActions';
import type { tableValidator } from '../lib/validation';

/** 'Active' means shown on the public website. */
function ActiveInput() {
  return <BooleanInput source="isActive" label="app.common.active" helperText="app.common.activeHelp" />;
}

/** Lower numbers appear first; non-numeric input falls back to 0 on the server (libs toDisplayOrder). */
function DisplayOrderInput() {
  return <NumberInput source="displayOrder" label="app.common.displayOrder" helperText="app.common.displayOrderHelp" step={1} />;
}

const ORDERED_DEFAULTS = { displayOrder: 0, isActive: true };

/** The form of a record the public site shows when active: its fields, then display order and Active. */
export function OrderedForm({
  validate,
  defaultValues,
  children,
}: {
  validate?: ReturnType<typeof tableValidator>;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <SimpleForm
      noValidate
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={defaultValues ? { ...ORDERED_DEFAULTS, ...defaultValues } : ORDERED_DEFAULTS}
    >
      {children}
      <DisplayOrderInput />
      <ActiveInput />
    </SimpleForm>
  );
}
