import { SectionLink } from '@/components/SectionLink';

/** The 'Quick Application' box beside the home news, leading to the apply section. */
export function QuickApplication() {
  return (
    <div className="panel panel-blue">
      <h3>Quick Application</h3>
      <p>Apply online in a few minutes. We reply within 2-3 business days.</p>
      <ul className="check-list">
        <li>390-hour practical programs</li>
        <li>National skill test certification</li>
        <li>Trainees from 50+ districts</li>
      </ul>
      <SectionLink section="apply" className="button button-light">
        Apply Now
      </SectionLink>
    </div>
  );
}
