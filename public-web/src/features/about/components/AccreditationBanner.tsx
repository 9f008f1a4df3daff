import { Icon } from '@/components/Icon';
import './AccreditationBanner.css';

export function AccreditationBanner() {
  return (
    <section className="accreditation" aria-labelledby="accreditation-title">
      <div className="container">
        <h2 id="accreditation-title" className="section-title center light">
          Accredited &amp; Recognised
        </h2>
        <div className="card-grid grid-2">
          <article className="accreditation-card">
            <Icon name="award" size={36} />
            <div>
              <h3>Affiliated with CTEVT</h3>
              <p>
                Affiliated with the Council for Technical Education and Vocational Training (CTEVT), the national authority for technical
                and vocational education in Nepal, since 2065 B.S.
              </p>
            </div>
          </article>
          <article className="accreditation-card">
            <Icon name="check" size={36} />
            <div>
              <h3>Accredited Skill Test Center</h3>
              <p>
                An accredited skill test center of the National Skill Testing Board (NSTB), assessing trainees under the National Vocational
                Qualifications System (NVQS).
              </p>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
