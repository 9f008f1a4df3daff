import { BooleanInput, NumberInput } from 'react-admin';

/** 'Active' means shown on the public website (admin spec §2). */
export function ActiveInput() {
  return <BooleanInput source="isActive" label="Active" helperText="Shown on the public website" />;
}

/** Lower numbers appear first; non-numeric input falls back to 0 on the server (libs toDisplayOrder). */
export function DisplayOrderInput() {
  return <NumberInput source="displayOrder" label="Display order" helperText="Lower numbers appear first" step={1} />;
}

export const ORDERED_DEFAULTS = { displayOrder: 0, isActive: true };
