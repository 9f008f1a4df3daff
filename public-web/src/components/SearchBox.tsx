import { useEffect, useRef } from 'react';
import { Icon } from './Icon';
import './SearchBox.css';

/**
 * A list page's search field: the icon, a label for screen readers and the typed text; `name`
 * is the field's name when it is part of a form that also works without JavaScript. Text typed
 * into the server's page before the browser took it over is kept: the field reports it once it
 * runs (docs/public-site.md, Server rendering), since React keeps the typed text on screen but
 * not in the page's state.
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
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the field starts running
  return (
    <label className={className}>
      <Icon name="search" />
      <span className="visually-hidden">{label}</span>
      <input ref={input} type="search" name={name} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
