import { logoLetters } from '../utils/partners';
import './DonorLogo.css';

/** A partner's logo, or the first 4 letters of its name when it has none. */
export function DonorLogo({ name, logoUrl }: { name: string; logoUrl?: string | null }) {
  if (logoUrl)
    return <img src={logoUrl} alt={`${name} logo`} width={120} height={80} loading="lazy" decoding="async" className="donor-logo" />;
  return (
    <span className="donor-letters" aria-hidden="true">
      {logoLetters(name)}
    </span>
  );
}
