import { Icon } from './Icon';
import './SearchBox.css';

/**
 * A list page's search field: the icon, a label for screen readers and the typed text; `name`
 * is the field's name when it is part of a form that also works without JavaScript.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  name,
  className = 'search-box',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  className?: string;
}) {
  return (
    <label className={className}>
      <Icon name="search" />
      <span className="visually-hidden">{label}</span>
      <input type="search" name={name} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
