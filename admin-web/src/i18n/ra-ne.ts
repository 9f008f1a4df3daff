/**
 * react-admin's own texts (its buttons, pagination, confirmations, notifications, validation
 * messages: the `ra` keys) in Nepali, for the back office in नेपाली; the English side is
 * ra-language-english (docs/back-office.md, Languages). The words are the public site's where they
 * meet (libs/shared/src/i18n/catalogue/*.ne.ts: सुरक्षित, खोज्नुहोस्, लगइन, पृष्ठ, अघिल्लो/अर्को…);
 * `%{…}` are polyglot's places, and `||||` parts its singular and plural.
 */
import type englishMessages from 'ra-language-english';

/**
 * react-admin's keys, each a text: ra-core's type of `ra` without its open `[key: string]` slots,
 * every group required (guesser and configurable are optional there).
 */
type Texts<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]-?: NonNullable<T[K]> extends string
    ? string
    : Texts<NonNullable<T[K]>>;
};
type RaTexts = Texts<(typeof englishMessages)['ra']>;

/** Every key of a catalogue as a dotted path: 'action.save', 'input.file.upload_single'. */
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** @public the back office's Nepali catalogue (wired in i18n.ts) */
export const RA_NE = {
  action: {
    add_filter: 'फिल्टर थप्नुहोस्',
    add: 'थप्नुहोस्',
    back: 'फर्कनुहोस्',
    bulk_actions: 'एउटा छानिएको छ |||| %{smart_count} वटा छानिएका छन्',
    cancel: 'रद्द गर्नुहोस्',
    clear_array_input: 'सूची खाली गर्नुहोस्',
    clear_input_value: 'खाली गर्नुहोस्',
    clone: 'कपी बनाउनुहोस्',
    confirm: 'पुष्टि गर्नुहोस्',
    create: 'नयाँ बनाउनुहोस्',
    create_item: '%{item} बनाउनुहोस्',
    delete: 'मेटाउनुहोस्',
    edit: 'सम्पादन गर्नुहोस्',
    export: 'निर्यात गर्नुहोस्',
    list: 'सूची',
    refresh: 'फेरि लोड गर्नुहोस्',
    remove_filter: 'यो फिल्टर हटाउनुहोस्',
    remove_all_filters: 'सबै फिल्टर हटाउनुहोस्',
    remove: 'हटाउनुहोस्',
    reset: 'रिसेट गर्नुहोस्',
    save: 'सुरक्षित गर्नुहोस्',
    search: 'खोज्नुहोस्',
    search_columns: 'स्तम्भ खोज्नुहोस्',
    select_all: 'सबै छान्नुहोस्',
    select_all_button: 'सबै छान्नुहोस्',
    select_row: 'यो पङ्क्ति छान्नुहोस्',
    show: 'हेर्नुहोस्',
    sort: 'क्रम मिलाउनुहोस्',
    undo: 'पूर्ववत् गर्नुहोस्',
    unselect: 'छनोट हटाउनुहोस्',
    expand: 'विस्तार गर्नुहोस्',
    close: 'बन्द गर्नुहोस्',
    open_menu: 'मेनु खोल्नुहोस्',
    close_menu: 'मेनु बन्द गर्नुहोस्',
    update: 'अद्यावधिक गर्नुहोस्',
    move_up: 'माथि सार्नुहोस्',
    move_down: 'तल सार्नुहोस्',
    open: 'खोल्नुहोस्',
    toggle_theme: 'उज्यालो/अँध्यारो रूप बदल्नुहोस्',
    select_columns: 'स्तम्भहरू',
    update_application: 'एप फेरि लोड गर्नुहोस्',
  },
  boolean: {
    true: 'हो',
    false: 'होइन',
    null: ' ',
  },
  page: {
    create: 'नयाँ %{name}',
    dashboard: 'ड्यासबोर्ड',
    edit: '%{name} %{recordRepresentation}',
    error: 'केही गडबड भयो',
    list: '%{name}',
    loading: 'लोड हुँदैछ',
    not_found: 'पृष्ठ भेटिएन',
    show: '%{name} %{recordRepresentation}',
    empty: 'अहिलेसम्म कुनै %{name} छैन।',
    invite: 'एउटा थप्न चाहनुहुन्छ?',
    access_denied: 'पहुँच अस्वीकार गरियो',
    authentication_error: 'प्रमाणीकरणमा त्रुटि',
  },
  input: {
    file: {
      upload_several: 'अपलोड गर्न फाइलहरू यहाँ तानेर छोड्नुहोस्, वा एउटा छान्न क्लिक गर्नुहोस्।',
      upload_single: 'अपलोड गर्न फाइल यहाँ तानेर छोड्नुहोस्, वा छान्न क्लिक गर्नुहोस्।',
    },
    image: {
      upload_several: 'अपलोड गर्न तस्बिरहरू यहाँ तानेर छोड्नुहोस्, वा एउटा छान्न क्लिक गर्नुहोस्।',
      upload_single: 'अपलोड गर्न तस्बिर यहाँ तानेर छोड्नुहोस्, वा छान्न क्लिक गर्नुहोस्।',
    },
    references: {
      all_missing: 'सम्बन्धित विवरण भेटिएन।',
      many_missing: 'सम्बन्धित विवरणमध्ये कम्तीमा एउटा अब उपलब्ध छैन जस्तो देखिन्छ।',
      single_missing: 'सम्बन्धित विवरण अब उपलब्ध छैन जस्तो देखिन्छ।',
    },
    password: {
      toggle_visible: 'पासवर्ड लुकाउनुहोस्',
      toggle_hidden: 'पासवर्ड देखाउनुहोस्',
    },
  },
  message: {
    about: 'बारेमा',
    access_denied: 'यो पृष्ठ हेर्ने अनुमति तपाईंसँग छैन',
    are_you_sure: 'के तपाईं निश्चित हुनुहुन्छ?',
    authentication_error: 'प्रमाणीकरण सर्भरले त्रुटि दियो, त्यसैले तपाईंको लगइन विवरण जाँच्न सकिएन।',
    auth_error: 'प्रमाणीकरण टोकन जाँच्दा त्रुटि भयो।',
    bulk_delete_content: 'के तपाईं यो %{name} मेटाउन निश्चित हुनुहुन्छ? |||| के तपाईं यी %{smart_count} वटा विवरण मेटाउन निश्चित हुनुहुन्छ?',
    bulk_delete_title: '%{name} मेटाउनुहोस् |||| %{smart_count} वटा %{name} मेटाउनुहोस्',
    bulk_update_content:
      'के तपाईं %{name} %{recordRepresentation} अद्यावधिक गर्न निश्चित हुनुहुन्छ? |||| के तपाईं यी %{smart_count} वटा विवरण अद्यावधिक गर्न निश्चित हुनुहुन्छ?',
    bulk_update_title: '%{name} %{recordRepresentation} अद्यावधिक गर्नुहोस् |||| %{smart_count} वटा %{name} अद्यावधिक गर्नुहोस्',
    clear_array_input: 'के तपाईं पूरै सूची खाली गर्न निश्चित हुनुहुन्छ?',
    delete_content: 'के तपाईं यो %{name} मेटाउन निश्चित हुनुहुन्छ?',
    delete_title: '%{name} %{recordRepresentation} मेटाउनुहोस्',
    details: 'विवरण',
    error: 'ब्राउजरमा त्रुटि भयो, त्यसैले तपाईंको अनुरोध पूरा हुन सकेन।',
    invalid_form: 'फारम मान्य छैन। कृपया त्रुटिहरू जाँच्नुहोस्',
    loading: 'कृपया पर्खनुहोस्',
    no: 'होइन',
    not_found: 'तपाईंले गलत वेब ठेगाना लेख्नुभयो, वा बिग्रेको लिङ्क पछ्याउनुभयो।',
    select_all_limit_reached: 'सबै छान्न सकिनेभन्दा धेरै वटा छन्। पहिलो %{max} वटा मात्र छानिए।',
    unsaved_changes: 'तपाईंका केही परिवर्तन सुरक्षित भएका छैनन्। के तपाईं तिनलाई छोड्न निश्चित हुनुहुन्छ?',
    yes: 'हो',
    placeholder_data_warning: 'नेटवर्क समस्या: डेटा फेरि लोड गर्न सकिएन।',
  },
  navigation: {
    clear_filters: 'फिल्टर हटाउनुहोस्',
    no_filtered_results: 'हालका फिल्टरअनुसार कुनै %{name} भेटिएन।',
    no_results: 'कुनै %{name} भेटिएन',
    no_more_results: 'पृष्ठ नम्बर %{page} सीमाभन्दा बाहिर छ। अघिल्लो पृष्ठ हेर्नुहोस्।',
    page_out_of_boundaries: 'पृष्ठ नम्बर %{page} सीमाभन्दा बाहिर छ',
    page_out_from_end: 'अन्तिम पृष्ठभन्दा पछि जान सकिँदैन',
    page_out_from_begin: 'पहिलो पृष्ठभन्दा अघि जान सकिँदैन',
    page_range_info: '%{total} मध्ये %{offsetBegin}-%{offsetEnd}',
    partial_page_range_info: '%{offsetEnd} भन्दा बढीमध्ये %{offsetBegin}-%{offsetEnd}',
    current_page: 'पृष्ठ %{page}',
    page: 'पृष्ठ %{page} मा जानुहोस्',
    first: 'पहिलो पृष्ठमा जानुहोस्',
    last: 'अन्तिम पृष्ठमा जानुहोस्',
    next: 'अर्को पृष्ठमा जानुहोस्',
    previous: 'अघिल्लो पृष्ठमा जानुहोस्',
    page_rows_per_page: 'प्रति पृष्ठ पङ्क्ति:',
    skip_nav: 'मुख्य सामग्रीमा जानुहोस्',
  },
  sort: {
    sort_by: '%{field_lower_first} अनुसार %{order} क्रममा मिलाउनुहोस्',
    ASC: 'बढ्दो',
    DESC: 'घट्दो',
  },
  auth: {
    auth_check_error: 'अगाडि बढ्न कृपया लगइन गर्नुहोस्',
    user_menu: 'प्रोफाइल',
    username: 'प्रयोगकर्ता नाम',
    password: 'पासवर्ड',
    email: 'इमेल',
    sign_in: 'लगइन गर्नुहोस्',
    sign_in_error: 'लगइन हुन सकेन, कृपया फेरि प्रयास गर्नुहोस्',
    logout: 'लगआउट गर्नुहोस्',
  },
  notification: {
    updated: 'विवरण अद्यावधिक भयो |||| %{smart_count} वटा विवरण अद्यावधिक भए',
    created: 'नयाँ विवरण थपियो',
    deleted: 'विवरण मेटाइयो |||| %{smart_count} वटा विवरण मेटाइए',
    bad_item: 'विवरण मिलेन',
    item_doesnt_exist: 'विवरण भेटिएन',
    http_error: 'सर्भरसँग सम्पर्क गर्दा त्रुटि भयो',
    data_provider_error: 'डेटा सेवामा त्रुटि भयो। थप विवरणका लागि ब्राउजरको कन्सोल हेर्नुहोस्।',
    i18n_error: 'छानिएको भाषाका अनुवाद लोड गर्न सकिएन',
    canceled: 'कार्य रद्द गरियो',
    logged_out: 'तपाईंको सत्र सकियो, कृपया फेरि लगइन गर्नुहोस्।',
    not_authorized: 'यो सामग्री हेर्ने अनुमति तपाईंसँग छैन।',
    application_update_available: 'नयाँ संस्करण उपलब्ध छ।',
    offline: 'इन्टरनेट जडान छैन। डेटा ल्याउन सकिएन।',
  },
  validation: {
    required: 'आवश्यक छ',
    minLength: 'कम्तीमा %{min} अक्षरको हुनुपर्छ',
    maxLength: 'बढीमा %{max} अक्षरको हुनुपर्छ',
    minValue: 'कम्तीमा %{min} हुनुपर्छ',
    maxValue: 'बढीमा %{max} हुनुपर्छ',
    number: 'सङ्ख्या हुनुपर्छ',
    email: 'मान्य इमेल ठेगाना हुनुपर्छ',
    oneOf: 'यीमध्ये एउटा हुनुपर्छ: %{options}',
    regex: 'तोकिएको ढाँचासँग मिल्नुपर्छ: %{pattern}',
    unique: 'अरू कुनैसँग दोहोरिनु हुँदैन',
  },
  saved_queries: {
    label: 'सुरक्षित खोजहरू',
    query_name: 'खोजको नाम',
    new_label: 'हालको खोज सुरक्षित गर्नुहोस्...',
    new_dialog_title: 'हालको खोज यस नाममा सुरक्षित गर्नुहोस्',
    remove_label: 'सुरक्षित खोज हटाउनुहोस्',
    remove_label_with_name: '"%{name}" खोज हटाउनुहोस्',
    remove_dialog_title: 'सुरक्षित खोज हटाउने?',
    remove_message: 'के तपाईं यो खोजलाई सुरक्षित खोजहरूको सूचीबाट हटाउन निश्चित हुनुहुन्छ?',
    help: 'सूची फिल्टर गरेर यो खोज पछिका लागि सुरक्षित गर्नुहोस्',
  },
  guesser: {
    empty: {
      title: 'देखाउने कुनै डेटा छैन',
      message: 'कृपया आफ्नो डेटा सेवा जाँच्नुहोस्',
    },
  },
  configurable: {
    customize: 'आफूअनुकूल बनाउनुहोस्',
    configureMode: 'यो पृष्ठ मिलाउनुहोस्',
    inspector: {
      title: 'निरीक्षक',
      content: 'मिलाउन एपका भागहरूमाथि माउस लैजानुहोस्',
      reset: 'सेटिङ रिसेट गर्नुहोस्',
      hideAll: 'सबै लुकाउनुहोस्',
      showAll: 'सबै देखाउनुहोस्',
    },
    Datagrid: {
      title: 'तालिका',
      unlabeled: 'नाम नभएको स्तम्भ #%{column}',
    },
    SimpleForm: {
      title: 'फारम',
      unlabeled: 'नाम नभएको फिल्ड #%{input}',
    },
    SimpleList: {
      title: 'सूची',
      primaryText: 'मुख्य पाठ',
      secondaryText: 'दोस्रो पाठ',
      tertiaryText: 'तेस्रो पाठ',
    },
  },
} satisfies RaTexts;

/**
 * `satisfies` above fails on a missing key; this fails on a key react-admin does not have, naming
 * it ('action.foo' is not assignable to type 'true').
 */
type ExtraKeys = Exclude<KeyPaths<typeof RA_NE>, KeyPaths<RaTexts>>;
const _noExtraKey: [ExtraKeys] extends [never] ? true : ExtraKeys = true;
