/**
 * E-mail subscriptions on the public site (docs/public-site.md, E-mail subscriptions): the
 * subscription form on the home page, News & Notices and under every article, and the pages a
 * subscription's mails link to (confirm, confirmed, manage, unsubscribed): the English texts. The
 * messages the forms show (the answer, a refused token) are libs SUBSCRIPTION_MESSAGES, in
 * `formMessages` by their codes.
 */
export const SUBSCRIPTIONS_EN = {
  subscribe: {
    title: 'Get our notices by e-mail',
    lead: 'Admission notices, results and news, in your inbox when they are published.',
    formLabel: 'Subscribe by e-mail',
    email: 'Your e-mail address',
    categories: 'What to receive',
    language: 'Language of the mails',
    submit: 'Subscribe',
    sending: 'Subscribing...',
    failed: 'The subscription could not be sent',
  },
  subscriptionPages: {
    confirmTitle: 'Confirm your subscription',
    confirmDescription: 'Confirm the subscription to our notices, results and news by e-mail.',
    confirmText: 'One more step: confirm that you want to receive our notices, results and news at the address you gave.',
    confirmButton: 'Confirm my subscription',
    confirmedTitle: 'Subscription confirmed',
    confirmedDescription: 'Your subscription to our notices, results and news by e-mail is confirmed.',
    confirmedText:
      'You will receive a mail when something is published in the categories you chose. Every mail has a link to change your subscription or to leave.',
    invalidTitle: 'This link does not work',
    subscribeAgain: 'Subscribe again',
    manageTitle: 'Your subscription',
    manageDescription: 'Change the categories and the language of the mails you receive from us, or unsubscribe.',
    manageText: 'Choose what you receive and in which language.',
    notConfirmed: 'This subscription is not confirmed yet: open the link in the confirmation mail to start receiving mails.',
    save: 'Save changes',
    leaveTitle: 'Unsubscribe',
    leaveText: 'No more mail will be sent to this address, and the address is deleted.',
    unsubscribe: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedDescription: 'You are unsubscribed from our mails.',
    unsubscribedText: 'You can subscribe again at any time on our site.',
    newsLink: 'See the news and notices',
  },
};
