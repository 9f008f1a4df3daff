import type { TeamMember } from '@institute/shared';
import { Icon } from '@/components/Icon';
import { GRID_4_SIZES, type ImageLoad, Img } from '@/components/Img';
import { Trans, useTexts } from '@/lib/i18n';
import { useContentLang } from '@/lib/locale';
import './TeamCard.css';

/**
 * A member's card; its heading is one level below the heading it stands under: h3 in the home
 * page's team section (under its h2), h2 on the Team page (under the page's h1).
 */
export function TeamCard({
  member,
  showBio,
  load,
  headingLevel = 3,
}: {
  member: TeamMember;
  showBio?: boolean;
  load?: ImageLoad;
  headingLevel?: 2 | 3;
}) {
  const t = useTexts();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const contentLang = useContentLang();
  const nameLang = contentLang(member, 'name');
  // A link's name: the text with the member's name in it, the name marked when it is English on a Nepali page.
  const named = (key: 'team.email' | 'team.call' | 'team.linkedin') => (
    <span className="visually-hidden">
      <Trans i18nKey={key} components={[<span lang={nameLang}>{member.name}</span>]} />
    </span>
  );
  return (
    <article className="card team-card">
      <Img
        src={member.photoUrl}
        media={member.media}
        sizes={GRID_4_SIZES}
        load={load}
        // An English name cannot be marked inside a Nepali alt text: the alt is then the name alone.
        alt={nameLang ? member.name : t('team.photoOf', { name: member.name })}
        lang={nameLang}
        width={320}
        height={320}
        className="team-photo"
        fallback="/avatar.svg"
      />
      <div className="card-body">
        <Heading className="card-title" lang={nameLang}>
          {member.name}
        </Heading>
        <p className="team-position" lang={contentLang(member, 'position')}>
          {member.position}
        </p>
        {member.qualification && (
          <p className="muted small" lang={contentLang(member, 'qualification')}>
            {member.qualification}
          </p>
        )}
        {showBio && member.bio && (
          <p className="muted clamp-3" lang={contentLang(member, 'bio')}>
            {member.bio}
          </p>
        )}
        {showBio && (member.email || member.phone || member.linkedinUrl) && (
          <p className="team-links">
            {member.email && (
              <a href={`mailto:${member.email}`}>
                <Icon name="mail" />
                {named('team.email')}
              </a>
            )}
            {member.phone && (
              <a href={`tel:${member.phone}`}>
                <Icon name="phone" />
                {named('team.call')}
              </a>
            )}
            {member.linkedinUrl && (
              <a href={member.linkedinUrl} target="_blank" rel="noopener noreferrer">
                <Icon name="linkedin" />
                {named('team.linkedin')}
              </a>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
