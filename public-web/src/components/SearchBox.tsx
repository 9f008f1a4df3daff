import { Icon } from './Icon';
import './SearchBox.css';

/** A list page's search field: the icon, a label for screen readers and the typed text. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className = 'search-box',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <Icon name="search" />
      <span className="visually-hidden">{label}</span>
      <input type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
