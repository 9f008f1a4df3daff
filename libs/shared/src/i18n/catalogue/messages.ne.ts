import { formatText, type TextValues } from '../format.js';
import type { Locale } from '../language.js';
import type { MessageCode } from '../message-codes.js';
import { SUBMISSION_ANSWERS } from '../submissions.js';
import { SUBSCRIPTION_ANSWERS } from '../subscription-mails.js';
import { CERTIFICATE_IMPORT_TEMPLATES } from '../../content/certificate-import.js';
import { SITE_SETTING_TEMPLATES } from '../../content/site-settings.js';
import { LOCALE_MESSAGE_TEMPLATES } from '../locales.js';

/**
 * Every libs message in Nepali, by its code (../message-codes.ts): the one Nepali text of each
 * message, which the public site's `formMessages` and the back office both read. A message made
 * from a template (`locale.tooLong`) has a Nepali template with the same places as its English
 * one (MESSAGE_TEMPLATES_EN), filled by formatText; its places are simple (`{max}`), as Nepali
 * needs no plural forms. The words are the public site's and the back office's (इमेल, लिङ्क,
 * स्लग…), with no Latin word but KEPT_IN_LATIN.
 */
export const MESSAGES_NE: Readonly<Record<MessageCode, string>> = {
  'generic.notFound': 'भेटिएन',
  'generic.validationFailed': 'पठाइएको विवरण मान्य भएन',
  'generic.conflict': 'यो पहिल्यै छ',
  'generic.internal': 'सर्भरमा त्रुटि भयो',
  'generic.malformedJson': 'पठाइएको अनुरोधको ढाँचा मिलेन',
  'generic.jsonRequired': 'पठाइएको अनुरोधको ढाँचा मिलेन',
  'generic.bodyNotObject': 'पठाइएको अनुरोधको ढाँचा मिलेन',
  'generic.crossSite': 'अर्को साइटबाट पठाइएको अनुरोध अस्वीकार गरियो',
  'generic.payloadTooLarge': 'पठाइएको विवरण धेरै ठूलो छ',
  'generic.unknownField': 'यो फिल्ड स्वीकार गरिँदैन',
  'generic.unstorable': 'कुनै विवरणमा सुरक्षित गर्न नमिल्ने अक्षर छन्',
  'generic.unavailable': 'सेवा केही बेर उपलब्ध छैन। केही पनि सुरक्षित भएको छैन: एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',

  'http.badRequest': 'अनुरोध मिलेन',
  'http.unauthorized': 'कृपया लगइन गर्नुहोस्',
  'http.forbidden': 'यो गर्ने अनुमति तपाईंसँग छैन',
  'http.notFound': 'भेटिएन',
  'http.conflict': 'यो पहिल्यै छ',
  'http.payloadTooLarge': 'पठाइएको विवरण धेरै ठूलो छ',
  'http.unsupportedMediaType': 'पठाइएको विवरणको प्रकार स्वीकार गरिँदैन',
  'http.tooManyRequests': 'धेरै अनुरोध भए। केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।',
  'http.serviceUnavailable': 'सेवा अहिले उपलब्ध छैन',

  'database.linkedMissing': 'जोडिएको विवरण भेटिएन',
  'database.stillLinked': 'यो विवरण अरू विवरणसँग जोडिएको छ',
  'database.wrongFormat': 'कुनै मानको ढाँचा मिलेन',
  'database.tooLong': 'कुनै मान धेरै लामो छ',
  'database.valueMissing': 'आवश्यक मान छुटेको छ',

  'notFound.about': 'हाम्रो बारेमा खण्ड भेटिएन',
  'notFound.auditEntry': 'गतिविधिको विवरण भेटिएन',
  'notFound.donor': 'दाता भेटिएन',
  'notFound.heroSlide': 'मुख्य स्लाइड भेटिएन',
  'notFound.news': 'समाचार भेटिएन',
  'notFound.program': 'कार्यक्रम भेटिएन',
  'notFound.setting': 'सेटिङ भेटिएन',
  'notFound.teamMember': 'टिम सदस्य भेटिएन',
  'notFound.trainingOpening': 'तालिम अवसर भेटिएन',
  'notFound.upload': 'फाइल भेटिएन',

  'auth.invalidCredentials': 'प्रयोगकर्ता नाम वा पासवर्ड मिलेन',
  'auth.accountInactive': 'तपाईंको खाता सक्रिय छैन। कृपया प्रशासकलाई सम्पर्क गर्नुहोस्।',
  'auth.notSignedIn': 'तपाईं लगइन हुनुभएको छैन',
  'auth.forbidden': 'यो गर्ने अनुमति तपाईंसँग छैन',
  'auth.registrationDisabled': 'दर्ता बन्द गरिएको छ',
  'auth.usernameAndPasswordRequired': 'प्रयोगकर्ता नाम र पासवर्ड आवश्यक छ',
  'auth.loggedOut': 'तपाईं सफलतापूर्वक बाहिरिनुभयो',
  'auth.tooManyAttempts': 'धेरै पटक प्रयास भयो। केही मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
  'auth.resetLinkSent': 'पासवर्ड परिवर्तन गर्ने लिङ्क पठाइयो',
  'auth.invalidEmail': 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्',
  'auth.invalidResetToken': 'पासवर्ड परिवर्तन गर्ने लिङ्क अमान्य छ',
  'auth.expiredResetToken': 'यो लिङ्क अमान्य छ वा यसको म्याद सकिएको छ। कृपया नयाँ लिङ्क माग्नुहोस्।',
  'auth.passwordResetDone': 'पासवर्ड सफलतापूर्वक परिवर्तन भयो',
  'auth.passwordMin8': 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ',
  'auth.passwordStrength': 'पासवर्डमा कम्तीमा एउटा ठूलो अक्षर, एउटा सानो अक्षर र एउटा अङ्क हुनुपर्छ',
  'auth.passwordsDontMatch': 'दुवै पासवर्ड मिलेनन्',

  'twoFactor.invalidCode': 'कोड मिलेन',
  'twoFactor.invalidPassword': 'पासवर्ड मिलेन',
  'twoFactor.invalidPasswordOrCode': 'पासवर्ड वा कोड मिलेन',
  'twoFactor.alreadyEnabled': 'दुई चरणको प्रमाणीकरण पहिल्यै सक्रिय छ',
  'twoFactor.notEnabled': 'दुई चरणको प्रमाणीकरण सक्रिय छैन',
  'twoFactor.requiredForAdmins': 'प्रशासकका लागि दुई चरणको प्रमाणीकरण अनिवार्य छ: खाता → सुरक्षामा गएर मिलाउनुहोस्',
  'twoFactor.sessionNotFound': 'सत्र भेटिएन',

  'user.notFound': 'प्रयोगकर्ता भेटिएन',
  'user.usernameRequired': 'प्रयोगकर्ता नाम आवश्यक छ',
  'user.passwordMin6': 'पासवर्ड कम्तीमा ६ अक्षरको हुनुपर्छ',
  'user.passwordMin8': 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ',
  'user.invalidEmail': 'इमेल ठेगाना मान्य छैन',
  'user.invalidRole': 'भूमिका प्रशासक, सम्पादक वा दर्शकमध्ये एउटा हुनुपर्छ',
  'user.invalidStatus': 'अवस्था सक्रिय, निष्क्रिय वा निलम्बितमध्ये एउटा हुनुपर्छ',
  'user.usernameTaken': 'यो प्रयोगकर्ता नाम पहिल्यै छ',
  'user.emailTaken': 'यो इमेल पहिल्यै दर्ता भइसकेको छ',
  'user.lastAdmin': 'अन्तिम सक्रिय प्रशासकलाई मेटाउन, भूमिका घटाउन वा निष्क्रिय बनाउन सकिँदैन',
  'user.cannotDeleteSelf': 'तपाईं आफ्नै खाता मेटाउन सक्नुहुन्न',
  'user.ownAccountScreen': 'आफ्नो पासवर्ड र दुई चरणको प्रमाणीकरण खाता → सुरक्षामा परिवर्तन गर्नुहोस्',
  'user.created': 'प्रयोगकर्ता सफलतापूर्वक थपियो',
  'user.updated': 'प्रयोगकर्ता सफलतापूर्वक अद्यावधिक भयो',
  'user.passwordUpdated': 'पासवर्ड सफलतापूर्वक परिवर्तन भयो',
  'user.statusUpdated': 'प्रयोगकर्ताको अवस्था सफलतापूर्वक अद्यावधिक भयो',
  'user.deleted': 'प्रयोगकर्ता सफलतापूर्वक मेटाइयो',

  'revision.notFound': 'संशोधन भेटिएन',
  'revision.restored': 'संशोधन पुनर्स्थापित भयो',

  'backup.notFound': 'ब्याकअप भेटिएन',
  'backup.running': 'ब्याकअप बन्दैछ: सकिएपछि फेरि प्रयास गर्नुहोस्',
  'backup.failed': 'ब्याकअप असफल भयो: कारण सर्भरको लगमा छ',

  'signIn.loginSuccess': 'लगइन सफल भयो',
  'signIn.registrationSuccess': 'दर्ता सफल भयो',
  'signIn.welcome': 'प्रशासन प्यानलमा स्वागत छ',

  'locale.invalidLocale': 'पृष्ठको भाषा मिलेन',
  'locale.translationsObject': 'अनुवादमा नेपाली भाषा मात्र हुन सक्छ',
  'locale.translationsFields': 'नेपाली अनुवादमा यी फिल्ड मात्र हुन सक्छन्: {fields}',
  'locale.notText': 'नेपाली {field} पाठ हुनुपर्छ',
  'locale.tooLong': 'नेपाली {field} {max} अक्षरभन्दा लामो हुन सक्दैन',

  'required.title': 'शीर्षक आवश्यक छ',
  'required.content': 'सामग्री आवश्यक छ',
  'required.excerpt': 'सारांश आवश्यक छ',
  'required.description': 'विवरण आवश्यक छ',
  'required.category': 'श्रेणी आवश्यक छ',
  'required.duration': 'अवधि आवश्यक छ',
  'required.name': 'नाम आवश्यक छ',
  'required.position': 'पद आवश्यक छ',
  'required.image': 'तस्बिर आवश्यक छ',
  'required.key': 'कुञ्जी आवश्यक छ',
  'required.label': 'शीर्षक आवश्यक छ',
  'required.value': 'मान आवश्यक छ',
  'required.section': 'खण्ड आवश्यक छ',
  'required.status': 'अवस्था आवश्यक छ',
  'required.email': 'इमेल आवश्यक छ',
  'required.phone': 'फोन नम्बर आवश्यक छ',
  'required.program': 'कार्यक्रम छान्नु आवश्यक छ',
  'required.subject': 'विषय आवश्यक छ',
  'required.message': 'सन्देश आवश्यक छ',
  'required.fatherName': 'बुबाको नाम आवश्यक छ',
  'required.courseTaken': 'लिइएको तालिम आवश्यक छ',
  'required.trainingDate': 'तालिम मिति आवश्यक छ',
  'required.dateOfBirth': 'जन्ममिति आवश्यक छ',
  'required.certificateNumber': 'प्रमाणपत्र नम्बर आवश्यक छ',
  'required.implementationDuration': 'कार्यान्वयन अवधि आवश्यक छ',
  'required.projectOfficeName': 'दाताको सहयोगमा भएका प्रमाणपत्रका लागि परियोजना/कार्यालयको नाम आवश्यक छ',

  'content.invalidNewsCategory': 'श्रेणी समाचार, सूचना वा नतिजामध्ये एउटा हुनुपर्छ',
  'content.invalidNewsStatus': 'अवस्था मस्यौदा वा प्रकाशितमध्ये एउटा हुनुपर्छ',
  'content.invalidNewsPriority': 'प्राथमिकता कम, सामान्य वा उच्चमध्ये एउटा हुनुपर्छ',
  'content.invalidContactStatus': 'अवस्था नपढिएको, पढिएको वा जवाफ दिइएकोमध्ये एउटा हुनुपर्छ',
  'content.invalidApplicationStatus': 'अवस्था विचाराधीन, स्वीकृत वा अस्वीकृतमध्ये एउटा हुनुपर्छ',
  'content.invalidProjectStatus': 'अवस्था सक्रिय, चलिरहेको, सम्पन्न वा रद्दमध्ये एउटा हुनुपर्छ',
  'content.invalidDownloadCategory': 'श्रेणी पाठ्यक्रम, NOSS वा स्रोत सामग्रीमध्ये एउटा हुनुपर्छ',
  'content.invalidAboutSection': 'खण्ड हाम्रो बारेमा, दृष्टि, लक्ष्य वा इतिहासमध्ये एउटा हुनुपर्छ',
  'content.invalidSubject': 'विषय दिइएका विकल्पमध्ये एउटा हुनुपर्छ',
  'content.invalidEducation': 'शिक्षा दिइएका विकल्पमध्ये एउटा हुनुपर्छ',
  'content.invalidEmploymentStatus': 'रोजगारीको अवस्था दिइएका विकल्पमध्ये एउटा हुनुपर्छ',
  'content.invalidEmail': 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्',
  'content.invalidLink': 'पूरा वेब ठेगाना, वा / बाट सुरु हुने साइटभित्रको ठेगाना लेख्नुहोस्',
  'content.invalidDate': 'मिति मान्य हुनुपर्छ',
  'content.invalidDateOnly': 'मिति वर्ष-महिना-गते ढाँचामा मान्य मिति हुनुपर्छ',
  'content.dateInFuture': 'मिति भविष्यको हुन सक्दैन',
  'content.dateBefore1900': 'मिति सन् १९०० जनवरी १ भन्दा अघिको हुन सक्दैन',
  'content.endBeforeStart': 'अन्तिम मिति सुरु मितिभन्दा अघिको हुन सक्दैन',

  'slug.tooShort': 'स्लग कम्तीमा ३ अक्षरको हुनुपर्छ',
  'slug.tooLong': 'स्लग १०० अक्षरभन्दा लामो हुन सक्दैन',
  'slug.invalidCharacters': 'स्लगमा साना अङ्ग्रेजी अक्षर, अङ्क र हाइफन मात्र हुन सक्छन्',
  'slug.exists': 'यो स्लग पहिल्यै छ',
  'slug.chooseAnother': 'कृपया अर्को स्लग छान्नुहोस्।',
  'slug.takenField': 'यो स्लग पहिल्यै प्रयोगमा छ। कृपया अर्को छान्नुहोस्।',

  'application.submitted': 'आवेदन सफलतापूर्वक पेश भयो!',
  'application.submittedDescription': 'हामी तपाईंको आवेदन हेरेर छिट्टै सम्पर्क गर्नेछौं।',
  'application.failed': 'आवेदन पेश गर्न सकिएन',
  'application.received': SUBMISSION_ANSWERS.ne.application,
  'application.notFound': 'आवेदन भेटिएन',

  'contact.sent': 'सन्देश सफलतापूर्वक पठाइयो',
  'contact.sentDescription': 'हामी सकेसम्म चाँडो जवाफ दिनेछौं।',
  'contact.failed': 'सन्देश पठाउन सकिएन',
  'contact.received': SUBMISSION_ANSWERS.ne.contact,
  'contact.notFound': 'सम्पर्क सन्देश भेटिएन',

  'certificate.numberTaken': 'यो प्रमाणपत्र नम्बर पहिल्यै छ',
  'certificate.notFound': 'प्रमाणपत्र भेटिएन',

  'certificateVerify.certificateNumberRequired': 'प्रमाणपत्र नम्बर आवश्यक छ',
  'certificateVerify.dateOfBirthRequired': 'जन्ममिति आवश्यक छ',
  'certificateVerify.verified': '✓ प्रमाणपत्र सफलतापूर्वक प्रमाणित भयो',
  'certificateVerify.failed': 'प्रमाणीकरण असफल भयो, विवरण फेरि जाँच्नुहोस्',
  'certificateVerify.notFound': 'प्रमाणपत्र भेटिएन',

  'certificateImport.fileRequired': 'आयात गर्न CSV फाइल छान्नुहोस्',
  'certificateImport.notCsv': 'फाइल CSV हुनुपर्छ: पहिलो पङ्क्तिमा स्तम्भका नाम भएको युनिकोड पाठ',
  'certificateImport.tooLarge': 'फाइल २ मेगाबाइटभन्दा ठूलो छ',
  'certificateImport.tooManyRows': 'एउटा फाइलमा बढीमा ५,००० प्रमाणपत्र हुन सक्छन्',
  'certificateImport.noRows': 'फाइलमा कुनै प्रमाणपत्र छैन',
  'certificateImport.missingColumns': 'छुटेका स्तम्भ ({count}): {columns}',
  'certificateImport.unknownColumns': 'नचिनिएका स्तम्भ ({count}): {columns}',
  'certificateImport.duplicateInFile': 'यही प्रमाणपत्र नम्बर फाइलको {row} औं पङ्क्तिमा पनि छ',
  'certificateImport.numberTaken': 'यो प्रमाणपत्र नम्बर पहिल्यै छ',
  'certificateImport.invalidFlag': 'दाताको सहयोग जनाउने स्तम्भमा हो वा होइन मात्र हुनुपर्छ',
  'certificateImport.tooLong': 'बढीमा {max} अक्षरको हुनुपर्छ',
  'certificateImport.imported': '{count} वटा प्रमाणपत्र आयात गरिए',

  'publicForm.unavailable': 'साइट केही बेर उपलब्ध छैन। तपाईंले लेखेको विवरण यहीँ छ: केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  'submissionGuard.invalidElapsed': 'फारम खुला रहेको समय मिलेन',

  'upload.fileRequired': 'अपलोड गर्न कृपया फाइल छान्नुहोस्',
  'upload.tooLarge': 'फाइल धेरै ठूलो छ (तस्बिर ५ मेगाबाइटसम्म, PDF २० मेगाबाइटसम्म)',
  'upload.unsupportedType': 'जेपेग, पीएनजी, वेबपी, एभिफ र जिफ तस्बिर तथा PDF फाइल मात्र अपलोड गर्न सकिन्छ',
  'upload.unreadable': 'तस्बिर पढ्न सकिएन',
  'upload.tooManyPixels': 'तस्बिर धेरै ठूलो छ (बढीमा १०० मेगापिक्सेल)',
  'upload.heicHint': 'आइफोनका फोटो: तिनलाई जेपेगमा निर्यात गर्नुहोस्, वा सेटिङ > क्यामेरा > फर्म्याटमा "मोस्ट कम्प्याटिबल" छान्नुहोस्।',

  'download.requiredFields': 'फाइलको लिङ्कसहित सबै आवश्यक विवरण भर्नुहोस्',
  'download.untitled': 'शीर्षक नभएको कागजात',
  'download.unknownSize': 'आकार थाहा छैन',
  'download.notFound': 'डाउनलोड भेटिएन',

  'project.occupationNameRequired': 'पेशाको नाम आवश्यक छ',
  'project.occupationCountInvalid': 'व्यक्तिको सङ्ख्या ० भन्दा ठूलो पूर्ण सङ्ख्या हुनुपर्छ',
  'project.occupationsNotAList': 'पेशाहरू सङ्ख्यासहितका नामको सूची हुनुपर्छ',
  'project.locationRequired': 'स्थान खाली हुन सक्दैन',
  'project.locationsNotAList': 'स्थानहरू ठाउँहरूको सूची हुनुपर्छ',
  'project.notFound': 'परियोजना भेटिएन',

  'statistic.invalidKey': 'कुञ्जी अक्षरबाट सुरु हुनुपर्छ र त्यसमा अक्षर, अङ्क र अन्डरस्कोर मात्र हुन सक्छन्',
  'statistic.keyTaken': 'यो कुञ्जी भएको तथ्याङ्क पहिल्यै छ',
  'statistic.notFound': 'तथ्याङ्क भेटिएन',

  'siteSetting.unknownKey': 'सेटिङ दिइएका सेटिङमध्ये एउटा हुनुपर्छ',
  'siteSetting.notText': 'मान पाठ हुनुपर्छ',
  'siteSetting.tooLong': 'मान {max} अक्षरभन्दा लामो हुन सक्दैन',
  'siteSetting.notTranslatable': 'पाठ भएको सेटिङको मात्र नेपाली मान हुन्छ',

  'newsPage.limit': 'सङ्ख्याको सीमा १ देखि १०० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  'newsPage.offset': 'सुरुको स्थान ० देखि १०,००,००० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  'newsPage.q': 'खोजशब्द एक पटक मात्र, बढीमा २०० अक्षरको पाठका रूपमा दिनुपर्छ',

  'subscription.received': SUBSCRIPTION_ANSWERS.ne,
  'subscription.invalidCategories': 'हरेक विषय समाचार, सूचना वा नतिजामध्ये एउटा हुनुपर्छ',
  'subscription.noCategory': 'कम्तीमा एउटा विषय छान्नुहोस्',
  'subscription.invalidToken': 'यो लिङ्क मान्य छैन वा यसको म्याद सकियो। नयाँ लिङ्क पाउन फेरि सदस्यता लिनुहोस्।',
  'subscription.confirmed': 'तपाईंको सदस्यता पुष्टि भयो।',
  'subscription.saved': 'तपाईंको सदस्यता सुरक्षित भयो।',
  'subscription.unsubscribed': 'तपाईंको सदस्यता हटाइयो। यो ठेगानामा अब इमेल पठाइने छैन।',
  'subscription.invalidWebhookSecret': 'गोप्य शब्द मिलेन वा दिइएन',
  'subscription.invalidBounceType': 'प्रकार फर्किएको इमेल वा उजुरी हुनुपर्छ',
  'subscription.notFound': 'सदस्य भेटिएन',
};

/**
 * The English templates of the messages a table makes from values (LOCALE_MESSAGES.tooLong,
 * CERTIFICATE_IMPORT_MESSAGES.missingColumns…), by code: the tables' own templates, which their
 * functions fill with formatText; what reads a made message's values back, so its Nepali text
 * shows the same values.
 */
function prefixed<T extends string, K extends string>(table: T, templates: Record<K, string>) {
  return Object.fromEntries(Object.entries(templates).map(([key, text]) => [`${table}.${key}`, text])) as Record<`${T}.${K}`, string>;
}

export const MESSAGE_TEMPLATES_EN = {
  ...prefixed('locale', LOCALE_MESSAGE_TEMPLATES),
  ...prefixed('certificateImport', CERTIFICATE_IMPORT_TEMPLATES),
  ...prefixed('siteSetting', SITE_SETTING_TEMPLATES),
} satisfies Partial<Record<MessageCode, string>>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a template's words, each place a group; which place each group is, and the count a plural form without `#` stands for. */
function templatePattern(template: string): { source: string; places: { name: string; formCount?: number }[] } {
  const places: { name: string; formCount?: number }[] = [];
  const source = template
    .split(/(\{\s*\w+\s*,\s*plural\s*,(?:[^{}]|\{[^{}]*\})*\}|\{\s*\w+\s*\})/)
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      const name = /\w+/.exec(part)![0];
      const plural = /^\{\s*\w+\s*,\s*plural\s*,([\s\S]*)\}$/.exec(part);
      if (!plural) {
        places.push({ name });
        return '(.+?)';
      }
      // Each form is an alternative: a `#` is the count itself, a form without one says one or many.
      const forms = [...plural[1].matchAll(/(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)];
      return `(?:${forms
        .map(([, category, words]) => {
          if (words.includes('#')) {
            places.push({ name });
            return words.split('#').map(escape).join('([\\d,]+)');
          }
          places.push({ name, formCount: category === 'one' ? 1 : category.startsWith('=') ? Number(category.slice(1)) : 2 });
          return `(${escape(words)})`;
        })
        .join('|')})`;
    })
    .join('');
  return { source: `^${source}$`, places };
}

/**
 * The values an English message of `code` was made with, read back by its template (`{}` for a
 * message with no places); undefined when the words do not fit the template. A number is read back
 * as a number, so a Nepali text writes it in Devanagari digits.
 */
export function messageValues(code: string, english: string): TextValues | undefined {
  const template = (MESSAGE_TEMPLATES_EN as Record<string, string>)[code];
  if (template === undefined) return {};
  const { source, places } = templatePattern(template);
  const match = new RegExp(source, 's').exec(english);
  if (!match) return undefined;
  const values: Record<string, string | number> = {};
  places.forEach(({ name, formCount }, i) => {
    const found = match[i + 1];
    if (found === undefined) return;
    if (formCount !== undefined) values[name] ??= formCount;
    else if (/^\d[\d,]*$/.test(found)) values[name] = Number(found.replace(/,/g, ''));
    else values[name] = found;
  });
  return values;
}

/** Whether `code` is a libs message's code (a key of MESSAGES_NE). */
function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES_NE, code);
}

/**
 * A libs message in `locale`, found by its code (docs/api.md, Errors): in English its own words as
 * they came; in Nepali the code's text, filled with the English message's values. Undefined for a
 * code no table has, or English words that do not fit their code's template: the reader then
 * shows its own words.
 */
export function messageIn(locale: Locale, code: string | undefined, english: string): string | undefined {
  if (locale === 'en') return english;
  if (!isMessageCode(code)) return undefined;
  const values = messageValues(code, english);
  return values && formatText(MESSAGES_NE[code], values, locale);
}
