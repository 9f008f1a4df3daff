import type { TeamMember } from '@institute/shared';
import { Icon } from '@/components/Icon';
import { GRID_4_SIZES, type ImageLoad, Img } from '@/components/Img';
import './TeamCard.css';

export function TeamCard({ member, showBio, load }: { member: TeamMember; showBio?: boolean; load?: ImageLoad }) {
  return (
    <article className="card team-card">
      <Img
        src={member.photoUrl}
        media={member.media}
        sizes={GRID_4_SIZES}
        load={load}
        alt={`Photo of ${member.name}`}
        width={320}
        height={320}
        className="team-photo"
        fallback="/avatar.svg"
      />
      <div className="card-body">
        <h3 className="card-title">{member.name}</h3>
        <p className="team-position">{member.position}</p>
        {member.qualification && <p className="muted small">{member.qualification}</p>}
        {showBio && member.bio && <p className="muted clamp-3">{member.bio}</p>}
        {showBio && (member.email || member.phone || member.linkedinUrl) && (
          <p className="team-links">
            {member.email && (
              <a href={`mailto:${member.email}`} aria-label={`E-mail ${member.name}`}>
                <Icon name="mail" />
              </a>
            )}
            {member.phone && (
              <a href={`tel:${member.phone}`} aria-label={`Call ${member.name}`}>
                <Icon name="phone" />
              </a>
            )}
            {member.linkedinUrl && (
              <a href={member.linkedinUrl} target="_blank" rel="noopener noreferrer" aria-label={`${member.name} on LinkedIn`}>
                <Icon name="linkedin" />
              </a>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
