import { hasNoLatinWord } from './form-messages.js';
import { newsAnnouncementMail, SUBSCRIPTION_ANSWERS, subscriptionConfirmMail, subscriptionManageMail } from './subscription-mails.js';

const LINK = 'https://institute.example/ne/subscriptions/confirm?token=abc';
/** A Nepali mail's words, without the links and the values filled in (titles typed in English). */
const words = (lines: string[]) => lines.filter((line) => !line.startsWith('https://')).map((line) => line.replace(/https:\/\/\S+/g, ''));

describe('subscription mails', () => {
  it('asks to confirm within 7 days, in English and in Nepali (Devanagari digits, no English word)', () => {
    expect(subscriptionConfirmMail('en', 'Skill Institute', LINK)).toEqual({
      subject: 'Confirm your subscription to Skill Institute',
      lines: [
        'Hello,',
        'Someone, probably you, asked to receive the news, notices and results of Skill Institute by e-mail at this address. To confirm, open this link within 7 days:',
        LINK,
        'If it was not you, ignore this mail: nothing will be sent, and the address is forgotten after 7 days.',
        'Skill Institute',
      ],
    });
    const ne = subscriptionConfirmMail('ne', 'सीप संस्थान', LINK);
    expect(ne.subject).toBe('सीप संस्थानको इमेल सदस्यता पुष्टि गर्नुहोस्');
    expect(ne.lines[1]).toContain('७ दिनभित्र');
    expect(ne.lines).toContain(LINK);
    for (const line of [ne.subject, ...words(ne.lines)]) expect(hasNoLatinWord(line)).toBe(true);
  });

  it('sends a confirmed address its manage link', () => {
    const ne = subscriptionManageMail('ne', 'सीप संस्थान', LINK);
    for (const line of [ne.subject, ...words(ne.lines)]) expect(hasNoLatinWord(line)).toBe(true);
    expect(subscriptionManageMail('en', 'Skill Institute', LINK).subject).toBe('Your subscription to Skill Institute');
  });

  it('announces an item with its category, date, title, excerpt and links; in Nepali, says when the texts are English', () => {
    const item = {
      category: 'result' as const,
      title: 'Results',
      excerpt: 'See the list',
      link: 'https://i.example/news/results',
      date: '26 Nov 2025',
      inEnglish: true,
    };
    const en = newsAnnouncementMail(
      'en',
      'Skill Institute',
      { ...item, inEnglish: false },
      'https://i.example/subscriptions/manage?token=t',
    );
    expect(en.subject).toBe('Result: Results');
    expect(en.lines).toEqual([
      'Result · 26 Nov 2025',
      'Results',
      'See the list',
      'Read it on the site: https://i.example/news/results',
      'You receive this mail because this address subscribed to Skill Institute by e-mail. Change your subscription or leave: https://i.example/subscriptions/manage?token=t',
    ]);
    const ne = newsAnnouncementMail(
      'ne',
      'सीप संस्थान',
      { ...item, date: '१० मंसिर २०८२' },
      'https://i.example/ne/subscriptions/manage?token=t',
    );
    expect(ne.subject).toBe('नतिजा: Results');
    expect(ne.lines[0]).toBe('यसको नेपाली अनुवाद छैन: तलको विवरण अङ्ग्रेजीमा छ।');
    for (const line of [ne.lines[0], ne.lines[1], ...words(ne.lines.slice(-2))]) expect(hasNoLatinWord(line)).toBe(true);
    expect(hasNoLatinWord(SUBSCRIPTION_ANSWERS.ne)).toBe(true);
  });
});
