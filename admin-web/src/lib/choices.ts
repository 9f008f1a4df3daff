/** A libs option list as react-admin select choices; labels from a libs label table when there is one. */
export function choices(values: readonly string[], labels?: Readonly<Record<string, string>>) {
  return values.map((id) => ({ id, name: labels?.[id] ?? id.charAt(0).toUpperCase() + id.slice(1) }));
}
