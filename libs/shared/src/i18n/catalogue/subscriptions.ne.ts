import type { Texts } from './texts.js';
import type { SUBSCRIPTIONS_EN } from './subscriptions.js';

/** The Nepali half of subscriptions.ts. */
export const SUBSCRIPTIONS_NE: Texts<typeof SUBSCRIPTIONS_EN> = {
  subscribe: {
    title: 'हाम्रा सूचना इमेलमा पाउनुहोस्',
    lead: 'भर्ना सूचना, नतिजा र समाचार प्रकाशित हुनेबित्तिकै तपाईंको इमेलमा।',
    formLabel: 'इमेलमार्फत सदस्यता',
    email: 'तपाईंको इमेल ठेगाना',
    categories: 'के पाउने',
    language: 'इमेलको भाषा',
    submit: 'सदस्यता लिनुहोस्',
    sending: 'सदस्यता लिँदै...',
    failed: 'सदस्यता पठाउन सकिएन',
  },
  subscriptionPages: {
    confirmTitle: 'सदस्यता पुष्टि गर्नुहोस्',
    confirmDescription: 'हाम्रा सूचना, नतिजा र समाचार इमेलमा पाउने सदस्यता पुष्टि गर्नुहोस्।',
    confirmText: 'अब एउटा मात्र चरण बाँकी: तपाईंले दिनुभएको ठेगानामा हाम्रा सूचना, नतिजा र समाचार पाउन चाहनुहुन्छ भनी पुष्टि गर्नुहोस्।',
    confirmButton: 'मेरो सदस्यता पुष्टि गर्नुहोस्',
    confirmedTitle: 'सदस्यता पुष्टि भयो',
    confirmedDescription: 'हाम्रा सूचना, नतिजा र समाचार इमेलमा पाउने तपाईंको सदस्यता पुष्टि भयो।',
    confirmedText: 'तपाईंले छान्नुभएका विषयमा केही प्रकाशित हुँदा तपाईंले इमेल पाउनुहुनेछ। हरेक इमेलमा सदस्यता बदल्ने वा छोड्ने लिङ्क हुन्छ।',
    invalidTitle: 'यो लिङ्कले काम गर्दैन',
    subscribeAgain: 'फेरि सदस्यता लिनुहोस्',
    manageTitle: 'तपाईंको सदस्यता',
    manageDescription: 'हामीबाट पाउने इमेलका विषय र भाषा बदल्नुहोस्, वा सदस्यता छोड्नुहोस्।',
    manageText: 'के पाउने र कुन भाषामा पाउने छान्नुहोस्।',
    notConfirmed: 'यो सदस्यता अझै पुष्टि भएको छैन: इमेल पाउन सुरु गर्न पुष्टि गर्ने इमेलको लिङ्क खोल्नुहोस्।',
    save: 'परिवर्तन सुरक्षित गर्नुहोस्',
    leaveTitle: 'सदस्यता छोड्नुहोस्',
    leaveText: 'यो ठेगानामा अब इमेल पठाइने छैन, र ठेगाना हटाइनेछ।',
    unsubscribe: 'सदस्यता छोड्नुहोस्',
    unsubscribedTitle: 'तपाईंको सदस्यता हटाइयो',
    unsubscribedDescription: 'हाम्रा इमेलबाट तपाईंको सदस्यता हटाइयो।',
    unsubscribedText: 'तपाईं हाम्रो साइटमा जुनसुकै बेला फेरि सदस्यता लिन सक्नुहुन्छ।',
    newsLink: 'समाचार तथा सूचना हेर्नुहोस्',
  },
};
